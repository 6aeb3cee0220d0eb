import { type FormEvent, useId, useState } from "react";
import { formatCoins } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { loginThen } from "../overlay/index.ts";
import { useBuyPost, useCommentPost, useLikePost, useTipPost } from "./actions.ts";
import type { FeedComment, FeedPost } from "./queries.ts";

const TIP_STEPS = [10, 25, 50, 100];

/** Asks an anonymous guest to log in, coming back to this page afterwards. */
function askLogin() {
  loginThen({ type: "redirect", url: window.location.pathname + window.location.search }, "login");
}

/** A post's media: the clip player, the photos, or the locked preview with its way to unlock it. */
function PostMedia(props: { post: FeedPost; loggedIn: boolean }) {
  const { t, language } = useI18n();
  const { post } = props;
  const buy = useBuyPost();
  if (post.access === "open") {
    if (post.clip?.sources.length)
      return (
        // biome-ignore lint/a11y/useMediaCaption: performers' clips have no caption track
        <video
          className="feed-media"
          controls
          preload="none"
          playsInline
          poster={post.clip.poster?.url}
          width={post.clip.width}
          height={post.clip.height}
        >
          {post.clip.sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      );
    if (post.photos.length)
      return (
        <div className={`feed-photos feed-photos-${Math.min(post.photos.length, 3)}`}>
          {post.photos.map((photo) => (
            <img
              key={photo.id}
              src={photo.url}
              srcSet={photo.srcSet}
              sizes="(max-width: 700px) 100vw, 640px"
              alt=""
              loading="lazy"
            />
          ))}
        </div>
      );
    return null;
  }
  const preview = post.preview ?? { color: "#221827", width: 16, height: 9 };
  const unlock = () => {
    if (!props.loggedIn) return askLogin();
    void buy.buy(
      {
        kind: "post",
        title: post.title || fill(t.feed.postBy, { name: post.model.name }),
        price: post.priceCoins,
      },
      () => ({
        postId: post.id,
      }),
    );
  };
  return (
    <div
      className="feed-locked"
      style={{ background: preview.color, aspectRatio: `${preview.width} / ${preview.height}` }}
    >
      {post.clip?.poster ? (
        <img className="feed-blur" src={post.clip.poster.url} alt="" loading="lazy" />
      ) : null}
      <div className="feed-lock">
        <span aria-hidden="true">🔒</span>
        {post.access === "needPurchase" ? (
          <>
            <p>
              {t.feed.locked}
              {post.photoCount > 1 ? ` · ${fill(t.feed.photoCount, { n: post.photoCount })}` : ""}
            </p>
            <button
              type="button"
              className="feed-cta"
              data-testid="feed-unlock"
              onClick={unlock}
              disabled={buy.pending}
            >
              {fill(t.feed.unlock, { price: formatCoins(post.priceCoins, language) })}
            </button>
          </>
        ) : post.access === "needAgeCheck" ? (
          <>
            <p>{t.feed.ageCheck}</p>
            <a className="feed-cta" href={buildPath(language, "accountProfile")}>
              {t.feed.ageCheckButton}
            </a>
          </>
        ) : (
          <>
            <p>
              {post.paidContent
                ? fill(t.feed.unlock, { price: formatCoins(post.priceCoins, language) })
                : t.feed.loginToSee}
            </p>
            <button type="button" className="feed-cta" onClick={askLogin}>
              {t.feed.login}
            </button>
          </>
        )}
      </div>
      {buy.confirmation}
    </div>
  );
}

/** The tipping goal's bar and the tip buttons. */
function TipBox(props: { post: FeedPost; loggedIn: boolean }) {
  const { t, language } = useI18n();
  const { post } = props;
  const tip = useTipPost();
  const goal = post.tippingGoal;
  const send = (coins: number) => {
    if (!props.loggedIn) return askLogin();
    void tip.buy(
      {
        kind: "post",
        title: fill(t.feed.tipOffer, { name: post.model.name }),
        price: coins,
        confirmLabel: fill(t.feed.tipSend, { coins: formatCoins(coins, language) }),
      },
      () => ({ postId: post.id, coins }),
      { always: true },
    );
  };
  return (
    <div className="feed-tip">
      {goal ? (
        <div className="feed-goal">
          <div
            className="feed-goal-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={goal.progressPercent}
            aria-label={fill(t.feed.goal, { sum: goal.tipsSumCoins, goal: goal.goalCoins })}
          >
            <span style={{ width: `${goal.progressPercent}%` }} />
          </div>
          <span className="feed-goal-text" data-testid="feed-goal">
            {goal.achieved
              ? t.feed.goalReached
              : fill(t.feed.goal, { sum: goal.tipsSumCoins, goal: goal.goalCoins })}
          </span>
        </div>
      ) : null}
      <fieldset className="feed-tip-buttons">
        <legend className="visually-hidden">{t.feed.tipLabel}</legend>
        {TIP_STEPS.map((coins) => (
          <button
            key={coins}
            type="button"
            data-testid={`feed-tip-${coins}`}
            onClick={() => send(coins)}
            disabled={tip.pending}
          >
            {fill(t.feed.tipSend, { coins: formatCoins(coins, language) })}
          </button>
        ))}
      </fieldset>
      {tip.confirmation}
    </div>
  );
}

function CommentLine(props: { comment: FeedComment; onReply: (comment: FeedComment) => void }) {
  const { t } = useI18n();
  const { comment } = props;
  return (
    <div className={comment.parentId ? "feed-comment feed-reply" : "feed-comment"}>
      <p>
        <strong>{comment.user.name}</strong>
        {comment.isCreator ? <span className="feed-badge">{t.feed.creator}</span> : null}
        {comment.tipped ? <span className="feed-badge">{t.feed.tipped}</span> : null} {comment.text}
      </p>
      <button type="button" className="feed-link" onClick={() => props.onReply(comment)}>
        {t.feed.reply}
      </button>
    </div>
  );
}

/** The first comment threads and the form for a comment or a reply. */
function Comments(props: { post: FeedPost; loggedIn: boolean }) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState("");
  const [replyTo, setReplyTo] = useState<FeedComment | null>(null);
  const comment = useCommentPost();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.loggedIn) return askLogin();
    if (!text.trim()) return;
    comment.mutate(
      { postId: props.post.id, text, repliesTo: replyTo?.id ?? null },
      {
        onSuccess: () => {
          setText("");
          setReplyTo(null);
        },
      },
    );
  };
  return (
    <section
      className="feed-comments"
      data-testid="feed-comments"
      aria-label={fill(t.feed.comments, { n: props.post.comments.totalCount })}
    >
      <h3>{fill(t.feed.comments, { n: props.post.comments.totalCount })}</h3>
      {props.post.comments.nodes.map((node) => (
        <div key={node.id}>
          <CommentLine comment={node} onReply={setReplyTo} />
          {node.replies.map((reply) => (
            <CommentLine key={reply.id} comment={reply} onReply={setReplyTo} />
          ))}
        </div>
      ))}
      <form className="feed-comment-form" onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {replyTo ? fill(t.feed.replyLabel, { name: replyTo.user.name }) : t.feed.commentLabel}
        </label>
        <input
          id={id}
          value={text}
          maxLength={500}
          placeholder={
            replyTo ? fill(t.feed.replyLabel, { name: replyTo.user.name }) : t.feed.commentPlaceholder
          }
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" disabled={comment.isPending}>
          {t.feed.send}
        </button>
        {replyTo ? (
          <button type="button" className="feed-link" onClick={() => setReplyTo(null)}>
            {t.feed.cancel}
          </button>
        ) : null}
      </form>
      {comment.error ? (
        <p role="alert" className="feed-error">
          {fill(t.feed.commentFailed, { message: comment.error.message })}
        </p>
      ) : null}
    </section>
  );
}

/** One post of the feed: performer, text, media (locked until bought), likes, tips and comments. */
export function PostCard(props: { post: FeedPost; loggedIn: boolean }) {
  const { t, language } = useI18n();
  const { post } = props;
  const like = useLikePost();
  const published = new Date(post.published);
  return (
    <article
      className="feed-card"
      data-testid="feed-card"
      data-post-id={post.id}
      aria-labelledby={`post-${post.id}-by`}
    >
      <header className="feed-head">
        {post.model.avatar ? (
          <img className="feed-avatar" src={post.model.avatar.url} alt="" width={44} height={44} />
        ) : null}
        <div>
          <a
            id={`post-${post.id}-by`}
            href={buildPath(language, "actorProfile", { actorName: post.model.name })}
          >
            {post.model.name}
          </a>
          {post.model.online ? <span className="feed-online" aria-hidden="true" /> : null}
          <time dateTime={post.published}>
            {published.toLocaleString(language, { dateStyle: "medium", timeStyle: "short" })}
          </time>
        </div>
        {post.pinned ? <span className="feed-badge">{t.feed.pinned}</span> : null}
      </header>
      {post.title ? <h2 className="feed-title">{post.title}</h2> : null}
      {post.text ? <p className="feed-text">{post.text}</p> : null}
      <PostMedia post={post} loggedIn={props.loggedIn} />
      <div className="feed-actions">
        <button
          type="button"
          data-testid="feed-like"
          aria-pressed={post.guestState.liked}
          onClick={() => (props.loggedIn ? like.mutate(post) : askLogin())}
        >
          {post.guestState.liked ? "♥" : "♡"} {post.guestState.liked ? t.feed.unlike : t.feed.like}
        </button>
        <span data-testid="feed-likes">{fill(t.feed.likes, { n: post.likes })}</span>
        <span>{fill(t.feed.views, { n: post.views })}</span>
      </div>
      <TipBox post={post} loggedIn={props.loggedIn} />
      <Comments post={post} loggedIn={props.loggedIn} />
    </article>
  );
}
