import { useId, useState } from "react";
import type { TAlbumComment, TCommentBlock } from "../../../common/contracts/albums.ts";
import { COMMENT_LIMIT, COMMENT_MAX_LENGTH } from "../../../common/contracts/values/albums.ts";
import { plural, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { albumsApi } from "./api.ts";
import { useAlbumComments } from "./useAlbumComments.ts";

/**
 * An album's comments (spec content §4): newest first, 5 at a time up to 500. Posting puts the
 * comment on top and closes the form (one comment per guest and album); the author may delete
 * their own. Anonymous, blocked and not-entitled guests see why they cannot write.
 */
export function AlbumComments({ albumId, owned }: { albumId: number; owned: boolean }) {
  const { t, language } = useI18n();
  const comments = useAlbumComments(albumId, owned, language);
  const { load } = comments;
  const [more, setMore] = useState(false);
  const nodes = comments.pages?.nodes ?? [];
  const total = comments.pages?.total ?? 0;
  const loadable = comments.pages?.loadable ?? 0;
  const offset = comments.pages?.offset ?? 0;
  // null: the guest may write.
  const block = comments.pages ? comments.pages.block : "login";

  async function loadMore() {
    setMore(true);
    await comments.loadMore();
    setMore(false);
  }

  const headingId = useId();
  const shown = nodes.length;
  const canLoadMore = shown < Math.min(loadable, COMMENT_LIMIT) && offset < COMMENT_LIMIT;
  return (
    <section className="album-comments" aria-labelledby={headingId} data-testid="album-comments">
      <h2 id={headingId}>
        {t.albums.commentsTitle} <span className="muted num">({total})</span>
      </h2>
      {load === "ready" ? <CommentForm albumId={albumId} block={block} onPosted={comments.posted} /> : null}
      {load === "loading" ? (
        <p className="muted" role="status">
          {t.albums.loading}
        </p>
      ) : load === "error" ? (
        <div className="comments-error" role="alert">
          <p>{t.albums.error}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={comments.retry}>
            {t.albums.retry}
          </button>
        </div>
      ) : shown === 0 ? (
        <p className="muted comments-empty">{t.albums.noComments}</p>
      ) : (
        <ol className="comment-list" data-testid="comment-list">
          {nodes.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDeleted={() => comments.deleted(comment.id)} />
          ))}
        </ol>
      )}
      {load === "ready" && canLoadMore ? (
        <button
          type="button"
          className="btn btn-secondary comments-more"
          disabled={more}
          data-testid="comments-more"
          onClick={() => void loadMore()}
        >
          {t.albums.loadMore}
        </button>
      ) : null}
      {load === "ready" && total > COMMENT_LIMIT && !canLoadMore ? (
        <p className="muted comments-limit">{t.albums.limitNote}</p>
      ) : null}
    </section>
  );
}

function CommentForm({
  albumId,
  block,
  onPosted,
}: {
  albumId: number;
  block: TCommentBlock;
  onPosted(comment: TAlbumComment): void;
}) {
  const { t } = useI18n();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = useId();

  if (block === "login")
    return (
      <div className="comment-block" data-testid="comment-block" data-reason="login">
        <p>{t.albums.blockLogin}</p>
        <button type="button" className="btn btn-primary btn-small" onClick={() => openOverlay("login")}>
          {t.albums.loginToComment}
        </button>
      </div>
    );
  if (block !== null) {
    const message = {
      blocked: t.albums.blockBlocked,
      commented: t.albums.blockCommented,
      needPurchase: t.albums.blockNeedPurchase,
    }[block];
    return (
      <p className="comment-block" data-testid="comment-block" data-reason={block}>
        {message}
      </p>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const commentText = text.trim();
    if (!commentText || busy) return;
    setBusy(true);
    setError(null);
    try {
      const comment = await albumsApi.postComment(albumId, commentText);
      setText("");
      onPosted(comment);
    } catch {
      setError(t.albums.postError);
    } finally {
      setBusy(false);
    }
  }

  const left = COMMENT_MAX_LENGTH - text.length;
  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)} data-testid="comment-form">
      <label htmlFor={fieldId}>{t.albums.commentLabel}</label>
      <textarea
        id={fieldId}
        name="commentText"
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={t.albums.commentPlaceholder}
        aria-describedby={hintId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
      />
      <div className="comment-form-foot">
        <span id={hintId} className="muted num comment-count">
          {plural(t, left, t.albums.charsLeft)}
        </span>
        <button type="submit" className="btn btn-primary" disabled={busy || text.trim() === ""}>
          {busy ? t.albums.posting : t.albums.post}
        </button>
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function CommentItem({ comment, onDeleted }: { comment: TAlbumComment; onDeleted(): void }) {
  const { t, language } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const name = comment.isOwn ? t.albums.you : (comment.user?.name ?? t.albums.deletedAccount);
  const date = new Date(comment.created);
  async function remove() {
    if (!window.confirm(t.albums.deleteConfirm)) return;
    setBusy(true);
    setError(false);
    try {
      await albumsApi.deleteComment(comment.id);
      onDeleted();
    } catch {
      setError(true);
      setBusy(false);
    }
  }
  return (
    <li
      className={comment.isOwn ? "comment is-own" : "comment"}
      data-testid="comment"
      data-comment-id={comment.id}
    >
      <span className="comment-avatar" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div className="comment-body">
        <p className="comment-meta">
          <strong>{name}</strong>{" "}
          <time className="muted" dateTime={comment.created}>
            {new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date)}
          </time>
        </p>
        <p className="comment-text">{comment.text}</p>
        {error ? (
          <p className="form-error" role="alert">
            {t.albums.rateError}
          </p>
        ) : null}
      </div>
      {comment.isOwn ? (
        <button
          type="button"
          className="btn btn-ghost btn-small comment-delete"
          aria-label={t.albums.deleteLabel}
          disabled={busy}
          data-testid="comment-delete"
          onClick={() => void remove()}
        >
          {t.albums.delete}
        </button>
      ) : null}
    </li>
  );
}
