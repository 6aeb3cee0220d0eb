import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { formatCoins } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { type FeedPostAction, takePostLoginAction } from "../overlay/index.ts";
import { useBuyPost, useCommentPost, useLikePost, useTipPost, useViewPost } from "./actions.ts";
import type { SignupTarget } from "./FeedSignup.tsx";
import { FeedSignupDialogLazy } from "./lazy.ts";
import type { FeedComment, FeedPost } from "./queries.ts";

const TIP_STEPS = [10, 25, 50, 100];

/** What a part of the card gets: the post, whether a guest is there, and the way in for a visitor. */
interface PartProps {
  post: FeedPost;
  loggedIn: boolean;
  /** A visitor asked for something that needs an account: the feed-signup box. */
  ask: (action: FeedPostAction) => void;
  /** The action the guest asked for before logging in, to finish now (once). */
  resume: FeedPostAction | null;
}

/** A post's media: the clip player, the photos, or the locked preview with its way to unlock it. */
function PostMedia(props: PartProps) {
  const { t, language } = useI18n();
  const { post } = props;
  const buy = useBuyPost();
  const resumed = useRef(false);
  const unlock = () => {
    if (!props.loggedIn) return props.ask("buy");
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
  // Unlock asked for before the login: the purchase's confirmation opens now (once).
  const resumeBuy = props.resume === "buy" && post.access === "needPurchase" && props.loggedIn;
  useEffect(() => {
    if (!resumeBuy || resumed.current) return;
    resumed.current = true;
    unlock();
  });
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

  return (
    <div
      className="feed-locked"
      style={{ background: preview.color, aspectRatio: `${preview.width} / ${preview.height}` }}
    >
      {post.clip?.poster ? (
        <img className="feed-blur" src={post.clip.poster.url} alt="" loading="lazy" />
      ) : null}
      <div className="feed-lock">
        <span className="feed-lock-icon">
          <Icon name="lock" />
        </span>
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
            <button type="button" className="feed-cta" onClick={() => props.ask("buy")}>
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
function TipBox(props: PartProps) {
  const { t, language } = useI18n();
  const { post } = props;
  const tip = useTipPost();
  const buttons = useRef<HTMLFieldSetElement>(null);
  const goal = post.tippingGoal;
  // A tip asked for before the login: the tip buttons come into view and the first takes focus.
  useEffect(() => {
    if (props.resume !== "tip" || !props.loggedIn) return;
    const first = buttons.current?.querySelector("button");
    first?.scrollIntoView({ block: "center" });
    first?.focus();
  }, [props.resume, props.loggedIn]);
  const send = (coins: number) => {
    if (!props.loggedIn) return props.ask("tip");
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
      <fieldset className="feed-tip-buttons" ref={buttons}>
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
function Comments(props: PartProps & { heading: "h2" | "h3" }) {
  const { t } = useI18n();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const Heading = props.heading;
  // A comment asked for before the login: the field takes focus.
  useEffect(() => {
    if (props.resume !== "comment" || !props.loggedIn) return;
    field.current?.scrollIntoView({ block: "center" });
    field.current?.focus();
  }, [props.resume, props.loggedIn]);
  const [text, setText] = useState("");
  const [replyTo, setReplyTo] = useState<FeedComment | null>(null);
  const comment = useCommentPost();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.loggedIn) return props.ask("comment");
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
      <Heading>{fill(t.feed.comments, { n: props.post.comments.totalCount })}</Heading>
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
          ref={field}
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

/** The action a guest asked for on this post before logging in (taken once, after the login). */
function useResumedAction(post: FeedPost, loggedIn: boolean): FeedPostAction | null {
  const [resume, setResume] = useState<FeedPostAction | null>(null);
  const like = useLikePost();
  useEffect(() => {
    if (!loggedIn) return;
    const saved = takePostLoginAction((action) => action.type === "feedPost" && action.postId === post.id);
    if (saved?.type !== "feedPost") return;
    if (saved.action === "like") {
      if (!post.guestState.liked) like.mutate(post);
    } else setResume(saved.action);
  }, [loggedIn, post, like]);
  return resume;
}

/** Counts the post's view once it has been on screen for a second (each visitor once, on the server). */
function useCountView(post: FeedPost, element: { current: HTMLElement | null }) {
  const view = useViewPost();
  const mutate = useRef(view.mutate);
  mutate.current = view.mutate;
  const counted = useRef(false);
  useEffect(() => {
    const target = element.current;
    if (!target || counted.current || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible && !timer)
          timer = setTimeout(() => {
            counted.current = true;
            observer.disconnect();
            mutate.current(post.id);
          }, 1000);
        if (!visible && timer) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [post.id, element]);
}

/** One post of the feed: performer, text, media (locked until bought), likes, tips and comments. */
export function PostCard(props: { post: FeedPost; loggedIn: boolean; headingLevel?: 1 | 2 }) {
  const { t, language } = useI18n();
  const { post } = props;
  const like = useLikePost();
  const card = useRef<HTMLElement>(null);
  const [signup, setSignup] = useState<SignupTarget>(null);
  const resume = useResumedAction(post, props.loggedIn);
  useCountView(post, card);
  const ask = (action: FeedPostAction) => setSignup({ postId: post.id, action });
  const parts: PartProps = { post, loggedIn: props.loggedIn, ask, resume };
  const commentsLevel = props.headingLevel === 1 ? "h2" : "h3";
  const Title = props.headingLevel === 1 ? "h1" : "h2";
  const postPath = buildPath(language, "feedPost", { postId: post.id });
  return (
    <article
      ref={card}
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
          {post.model.onlineState === "MOMENTUM" ? (
            <span className="feed-online feed-momentum">{t.feed.justOnline}</span>
          ) : post.model.online ? (
            <span className="feed-online">
              <span className="visually-hidden">{t.feed.online}</span>
            </span>
          ) : null}
          <Link
            to={postPath}
            className="feed-permalink"
            data-testid="feed-permalink"
            aria-label={fill(t.feed.openPost, { date: formatDate(post.published, language) })}
          >
            <time dateTime={post.published}>{formatDate(post.published, language)}</time>
          </Link>
        </div>
        {post.pinned ? <span className="feed-badge">{t.feed.pinned}</span> : null}
        {post.contest ? (
          <Link className="feed-badge" to={buildPath(language, "contest", { id: post.contest.id })}>
            {t.feed.contestEntry}
          </Link>
        ) : null}
      </header>
      {/* Every card has its heading (a post without a title: who posted it, for screen readers),
          so its comments' heading is always the next level down. */}
      {post.title ? (
        <Title className="feed-title">{post.title}</Title>
      ) : (
        <Title className="visually-hidden">{fill(t.feed.postBy, { name: post.model.name })}</Title>
      )}
      {post.text ? <p className="feed-text">{post.text}</p> : null}
      <PostMedia {...parts} />
      <div className="feed-actions">
        <button
          type="button"
          data-testid="feed-like"
          aria-pressed={post.guestState.liked}
          onClick={() => (props.loggedIn ? like.mutate(post) : ask("like"))}
        >
          {post.guestState.liked ? "♥" : "♡"} {post.guestState.liked ? t.feed.unlike : t.feed.like}
        </button>
        <span data-testid="feed-likes">{fill(t.feed.likes, { n: post.likes })}</span>
        <span data-testid="feed-views">{fill(t.feed.views, { n: post.views })}</span>
      </div>
      <TipBox {...parts} />
      <Comments {...parts} heading={commentsLevel} />
      {signup ? (
        <Suspense fallback={null}>
          <FeedSignupDialogLazy target={signup} onClose={() => setSignup(null)} />
        </Suspense>
      ) : null}
    </article>
  );
}
