import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { TFeedPage, TFeedPost } from "../../../common/contracts/feed.ts";
import { goalPercent } from "../../../common/contracts/values/feed.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, plural, useI18n } from "../../i18n/index.ts";
import { useRealtime } from "../realtime/index.ts";
import { PostCard } from "./PostCard.tsx";
import { type FeedMode, feedKeys, updatePostIn, useFeedPages, usePost } from "./queries.ts";
import "./feed.css";

/**
 * The socket's feed messages for the posts a page shows: like and tip counters move live on every
 * list and post page, and new posts of the list's performers are counted for the "new posts" bar.
 */
function useLiveFeed(acceptsActor: (actorId: number) => boolean): [number, () => void] {
  const client = useQueryClient();
  const [arrived, setArrived] = useState(0);
  useRealtime(["feed.counters"], (message) =>
    updatePostIn(client, message.postId, (post) => ({
      ...post,
      likes: message.likes,
      tippingGoal:
        message.goalCoins === null
          ? null
          : {
              goalCoins: message.goalCoins,
              tipsSumCoins: message.tipsSumCoins,
              progressPercent: goalPercent(message.goalCoins, message.tipsSumCoins),
              achieved: message.achieved,
            },
    })),
  );
  useRealtime(["feed.post"], (message) => {
    if (acceptsActor(message.actorId)) setArrived((count) => count + 1);
  });
  useRealtime(["reconnected"], () => void client.invalidateQueries({ queryKey: feedKeys.all }));
  return [arrived, () => setArrived(0)];
}

/** The posts of one feed with infinite scroll: the next page loads when the list's end comes into view. */
function FeedList(props: {
  mode: FeedMode;
  modelId: number | null;
  loggedIn: boolean;
  initial: TFeedPage | null;
  emptyText: string;
}) {
  const { t, language } = useI18n();
  const client = useQueryClient();
  const pages = useFeedPages(props.mode, props.modelId, props.loggedIn, props.initial);
  const end = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  // The favourites tab hears every performer's posts too: the list read again shows whose count.
  const [arrived, seen] = useLiveFeed((actorId) => props.modelId === null || actorId === props.modelId);
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "600px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const showNew = () => {
    seen();
    // The list starts again from its newest post (a cursor of the old first page would skip them).
    void client.resetQueries({ queryKey: feedKeys.list(props.mode, props.modelId, props.loggedIn) });
    top.current?.scrollIntoView({ block: "start" });
  };
  const banner =
    arrived > 0 ? (
      <button type="button" className="feed-new" data-testid="feed-new" onClick={showNew}>
        {plural(language, arrived, t.feed.newPosts)}
      </button>
    ) : null;
  if (pages.isPending) return <p className="feed-status">{t.feed.loading}</p>;
  if (pages.isError)
    return (
      <p role="alert" className="feed-status">
        {t.feed.failed}{" "}
        <button type="button" className="feed-link" onClick={() => void pages.refetch()}>
          {t.feed.retry}
        </button>
      </p>
    );
  const posts = pages.data.pages.flatMap((page) => page.posts);
  return (
    <>
      <div ref={top} className="feed-top" aria-live="polite">
        {banner}
      </div>
      {posts.length === 0 ? (
        <p className="feed-status">{props.emptyText}</p>
      ) : (
        <div className="feed-list">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} loggedIn={props.loggedIn} />
          ))}
        </div>
      )}
      <div ref={end} className="feed-end">
        {hasNextPage ? (
          <button
            type="button"
            className="feed-more"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? t.feed.loading : t.feed.loadMore}
          </button>
        ) : null}
      </div>
    </>
  );
}

/**
 * /feed/: everyone's posts, and a favourites tab for a logged-in guest. `initial`: the first page
 * the server rendered for a visitor (a logged-in guest's page reads its own, with likes and buys).
 */
export function FeedPage(props: { loggedIn: boolean; initial: TFeedPage | null }) {
  const { t } = useI18n();
  const [mode, setMode] = useState<FeedMode>("mixed");
  return (
    <main className="feed-page" id="main">
      <h1>{t.feed.title}</h1>
      <p className="feed-intro">{t.feed.intro}</p>
      {props.loggedIn ? (
        <div className="feed-tabs" role="tablist" aria-label={t.feed.title}>
          {(["mixed", "favorite"] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={mode === tab}
              onClick={() => setMode(tab)}
            >
              {tab === "mixed" ? t.feed.tabAll : t.feed.tabFavorites}
            </button>
          ))}
        </div>
      ) : null}
      <FeedList
        key={mode}
        mode={mode}
        modelId={null}
        loggedIn={props.loggedIn}
        initial={mode === "mixed" ? props.initial : null}
        emptyText={mode === "favorite" ? t.feed.emptyFavorites : t.feed.empty}
      />
    </main>
  );
}

/** An actor's own feed (her profile's feed tab); `initial` as for FeedPage. */
export function ActorFeed(props: {
  actorId: number;
  actorName: string;
  loggedIn: boolean;
  initial: TFeedPage | null;
}) {
  const { t } = useI18n();
  return (
    <div className="feed-page feed-actor">
      <FeedList
        mode="profile"
        modelId={props.actorId}
        loggedIn={props.loggedIn}
        initial={props.initial}
        emptyText={fill(t.feed.actorEmpty, { name: props.actorName })}
      />
    </div>
  );
}

/** A post's own page (/feed/{id}/): the post in full, shareable, with a way to the whole feed. */
export function FeedPostPage(props: { postId: number; loggedIn: boolean; initial: TFeedPost | null }) {
  const { t, language } = useI18n();
  const post = usePost(props.postId, props.loggedIn, props.initial);
  useLiveFeed(() => false);
  return (
    <main className="feed-page" id="main">
      <p className="feed-back">
        <Link to={buildPath(language, "feed")}>← {t.feed.backToFeed}</Link>
      </p>
      {post.data ? (
        <PostCard post={post.data} loggedIn={props.loggedIn} headingLevel={1} />
      ) : post.isError ? (
        <p role="alert" className="feed-status">
          {t.feed.failed}{" "}
          <button type="button" className="feed-link" onClick={() => void post.refetch()}>
            {t.feed.retry}
          </button>
        </p>
      ) : (
        <p className="feed-status">{t.feed.loading}</p>
      )}
    </main>
  );
}
