import type { CatalogApi } from "../../../common/contracts/catalog.ts";
import type { MediathekApi } from "../../../common/contracts/mediathek.ts";
import { memoizeAsync } from "../../lib/memoize.ts";

/** How long the /cams/ list is shared at most. */
const CAMS_TTL_MS = 2000;
/** How long the cam-show calendar is shared at most (seats sell, shows begin). */
const CAM_SHOWS_TTL_MS = 5000;
/** How long blog answers are shared at most (spec: blog cache max-age 60 s). */
const BLOG_TTL_MS = 60_000;

/**
 * A shared, short-lived cache in front of the catalogue reads the web app makes. The catalogue is
 * read-mostly and the same blocks (home, categories, an actor's profile) are read by every guest,
 * so each answer is computed once per `ttlMs` and per arguments; concurrent callers share the read
 * in flight. Changes appear after at most `ttlMs` (see docs/decisions.md).
 */
export function cachedCatalogApi(
  api: CatalogApi & MediathekApi,
  ttlMs: number,
  maxEntries = 5000,
): CatalogApi & MediathekApi {
  if (ttlMs <= 0) return api;
  const wrap = <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    memoizeAsync(read, ttlMs, maxEntries);
  return {
    home: wrap(api.home),
    homeMore: wrap(api.homeMore),
    onlineActors: wrap(api.onlineActors),
    // Performers come and go: /cams/ re-reads when the socket says so, so its list lives 2 s at most.
    cams: memoizeAsync(api.cams, Math.min(ttlMs, CAMS_TTL_MS), maxEntries),
    camShows: memoizeAsync(api.camShows, Math.min(ttlMs, CAM_SHOWS_TTL_MS), maxEntries),
    videoList: wrap(api.videoList),
    categories: wrap(api.categories),
    categoryBySlug: wrap(api.categoryBySlug),
    newActors: wrap(api.newActors),
    videoStars: wrap(api.videoStars),
    actorProfile: wrap(api.actorProfile),
    actorSedcards: wrap(api.actorSedcards),
    actorAlbums: wrap(api.actorAlbums),
    album: wrap(api.album),
    video: wrap(api.video),
    tag: wrap(api.tag),
    actorInsights: wrap(api.actorInsights),
    actorShowcase: wrap(api.actorShowcase),
    topCams: wrap(api.topCams),
    chatButtonConfig: wrap(api.chatButtonConfig),
    // Votes move: a contest page's counts are shared 5 s at most (the socket moves them live).
    contests: memoizeAsync(api.contests, Math.min(ttlMs, CAM_SHOWS_TTL_MS), maxEntries),
    contestPage: memoizeAsync(api.contestPage, Math.min(ttlMs, CAM_SHOWS_TTL_MS), maxEntries),
    // Likes and tips move: shared 5 s at most (the socket moves them live on the page).
    feed: memoizeAsync(api.feed, Math.min(ttlMs, CAM_SHOWS_TTL_MS), maxEntries),
    feedPost: memoizeAsync(api.feedPost, Math.min(ttlMs, CAM_SHOWS_TTL_MS), maxEntries),
    // The blog's answers may be a minute old (spec: blog cache max-age 60 s).
    blogLanding: memoizeAsync(api.blogLanding, Math.min(ttlMs * 12, BLOG_TTL_MS), maxEntries),
    blogCategory: memoizeAsync(api.blogCategory, Math.min(ttlMs * 12, BLOG_TTL_MS), maxEntries),
    blogArchive: memoizeAsync(api.blogArchive, Math.min(ttlMs * 12, BLOG_TTL_MS), maxEntries),
    blogPost: memoizeAsync(api.blogPost, Math.min(ttlMs * 12, BLOG_TTL_MS), maxEntries),
    // The mediathek's answers may be a minute old, like the blog's.
    tvSeries: memoizeAsync(api.tvSeries, Math.min(ttlMs * 12, BLOG_TTL_MS), maxEntries),
    tvFormat: memoizeAsync(api.tvFormat, Math.min(ttlMs * 12, BLOG_TTL_MS), maxEntries),
    legalDocument: wrap(api.legalDocument),
    // The programme moves on with every airing (half a minute at least): shared 5 s at most.
    tvProgram: memoizeAsync(api.tvProgram, Math.min(ttlMs, CAM_SHOWS_TTL_MS), maxEntries),
    // Stock moves with every claim: shared 5 s at most (the page reads the guest's own answer).
    dailyBonus: memoizeAsync(api.dailyBonus, Math.min(ttlMs, CAM_SHOWS_TTL_MS), maxEntries),
    activityEvent: memoizeAsync(api.activityEvent, Math.min(ttlMs, CAM_SHOWS_TTL_MS), maxEntries),
    easter: memoizeAsync(api.easter, Math.min(ttlMs, CAM_SHOWS_TTL_MS), maxEntries),
  };
}
