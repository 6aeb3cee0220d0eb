import { lazy, Suspense, useRef } from "react";
import { useI18n } from "../../i18n/index.ts";
import { useNearViewport } from "../catalog/index.ts";

// The blocks' code is a chunk of its own, loaded with their data when the guest scrolls towards
// them: the start page's first JavaScript carries only this placeholder (e2e/jsBudget).
const TimelineBlocks = lazy(() => import("./TimelineBlocks.tsx"));

/**
 * The start page's timeline below its first screen (spec core §2: Favorite, TOP, CAMSHOWS, VIP30,
 * Feed, Trends, Videostation, New, Contests, WelcomeClips, Categories, Blog, in this order): read
 * when the guest scrolls towards it. Until then a placeholder of about the blocks' height keeps the
 * page from jumping; the hubs the blocks lead to are linked from the server's HTML (HubNav).
 */
export function HomeTimeline({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useI18n();
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const pending = (
    <div ref={anchor} className="home-more-pending" data-testid="home-more-pending">
      <p className="muted" role="status" aria-busy={near}>
        {t.home.loadingMore}
      </p>
    </div>
  );
  if (!near) return pending;
  return (
    <Suspense fallback={pending}>
      <TimelineBlocks loggedIn={loggedIn} fallback={pending} />
    </Suspense>
  );
}
