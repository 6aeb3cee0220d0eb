import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/index.ts";
import { PostCard } from "./PostCard.tsx";
import { type FeedMode, useFeedPages } from "./queries.ts";
import "./feed.css";

/** The posts of one feed with infinite scroll: the next page loads when the list's end comes into view. */
function FeedList(props: { mode: FeedMode; modelId: number | null; loggedIn: boolean }) {
  const { t } = useI18n();
  const pages = useFeedPages(props.mode, props.modelId, props.loggedIn);
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
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
  if (posts.length === 0)
    return <p className="feed-status">{props.mode === "favorite" ? t.feed.emptyFavorites : t.feed.empty}</p>;
  return (
    <>
      <div className="feed-list">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} loggedIn={props.loggedIn} />
        ))}
      </div>
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

/** /feed/: everyone's posts, and a favourites tab for a logged-in guest. */
export function FeedPage(props: { loggedIn: boolean }) {
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
      <FeedList key={mode} mode={mode} modelId={null} loggedIn={props.loggedIn} />
    </main>
  );
}

/** An actor's own feed (her profile's feed tab). */
export function ActorFeed(props: { actorId: number; loggedIn: boolean }) {
  return <FeedList mode="profile" modelId={props.actorId} loggedIn={props.loggedIn} />;
}
