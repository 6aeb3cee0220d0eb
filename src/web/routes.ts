import { layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { LANGUAGES } from "../common/languages.ts";
import { fullPattern, ROUTE_NAMES, ROUTES, type RouteName } from "../common/routes/index.ts";

/** Page module per built route; every other route of the table renders the "coming soon" page (catch-all). */
const PAGES: Partial<Record<RouteName, string>> = {
  home: "routes/home.tsx",
  searchVideos: "routes/search.tsx",
  newGirls: "routes/new-girls.tsx",
  cams: "routes/cams.tsx",
  freeChat: "routes/free-chat.tsx",
  videosStars: "routes/video-stars.tsx",
  category: "routes/category.tsx",
  videos: "routes/video-list.tsx",
  videosFreeClips: "routes/video-list.tsx",
  videosTrends: "routes/video-list.tsx",
  videosOnSale: "routes/video-list.tsx",
  videosNew: "routes/video-list.tsx",
  videosAll: "routes/video-list.tsx",
  videosVip: "routes/video-list.tsx",
  termsOfService: "routes/legal.tsx",
  dataProtection: "routes/legal.tsx",
  imprint: "routes/legal.tsx",
  messenger: "routes/messenger.tsx",
  accountFavoriteCams: "routes/favorite-cams.tsx",
  accountVideoChats: "routes/account/videochats.tsx",
  camShows: "routes/cam-shows.tsx",
  contests: "routes/contests.tsx",
  contest: "routes/contest.tsx",
  feed: "routes/feed.tsx",
  feedPost: "routes/feedPost.tsx",
  blog: "routes/blog.tsx",
  blogCategory: "routes/blogCategory.tsx",
  blogArchive: "routes/blogArchive.tsx",
  blogPost: "routes/blogPost.tsx",
  tvLivestream: "routes/tvLivestream.tsx",
  tvPremiumLivestream: "routes/tvLivestream.tsx",
  contentReport: "routes/contentReport.tsx",
  helpCenter: "routes/helpCenter.tsx",
  modelRecruitment: "routes/modelRecruitment.tsx",
  affiliateProgram: "routes/affiliateProgram.tsx",
  accountProfile: "routes/account/home.tsx",
  accountMediathek: "routes/library.tsx",
  accountMediathekPhotos: "routes/library.tsx",
  vipClub: "routes/vipclub.tsx",
  accountBenefits: "routes/account/benefits.tsx",
  accountSpinwheel: "routes/account/spinwheel.tsx",
  tvMediaSeries: "routes/tvMediaSeries.tsx",
  tvMediathekSeries: "routes/tvMediathekSeries.tsx",
  tvMediathekVideos: "routes/tvMediathekVideos.tsx",
  dailyDeals: "routes/dailyDeals.tsx",
  eventAdventCalendar: "routes/eventAdventCalendar.tsx",
  eventGoldrush: "routes/goldrush.tsx",
  eventEaster: "routes/eventEaster.tsx",
  eventWetnwild: "routes/rewardEvent.tsx",
  eventSlotMachine: "routes/rewardEvent.tsx",
  eventWiesnShooting: "routes/rewardEvent.tsx",
  eventWiesnBude: "routes/rewardEvent.tsx",
  eventVenusAttacks: "routes/rewardEvent.tsx",
  eventHalloween: "routes/rewardEvent.tsx",
  eventKickIt: "routes/rewardEvent.tsx",
  eventRewardBox: "routes/rewardEvent.tsx",
  newsletterUnsubscribe: "routes/newsletterUnsubscribe.tsx",
  vrPorn: "routes/vrPorn.tsx",
};

/** Actor pages share the profile header and tabs (routes/actor/layout.tsx). */
const ACTOR_PAGES: Partial<Record<RouteName, string>> = {
  actorProfile: "routes/actor/overview.tsx",
  actorAbout: "routes/actor/about.tsx",
  actorVideos: "routes/actor/videos.tsx",
  actorVideosTag: "routes/actor/videos.tsx",
  actorVideosClassic: "routes/actor/videos.tsx",
  actorVideo: "routes/actor/video.tsx",
  actorPictures: "routes/actor/pictures.tsx",
  actorAlbum: "routes/actor/album.tsx",
  actorLiveShow: "routes/actor/liveShow.tsx",
  actorTopCams: "routes/actor/topCams.tsx",
  actorFeed: "routes/actor/feed.tsx",
};

const PREFIX = /^\/(de|en|es|nl)\//;

/**
 * React Router routes of the built pages. React Router builds and ranks its route objects on every
 * request, so fewer routes render faster: the language prefix becomes a `:lang` segment wherever a
 * page has the same slug in several languages (loaders validate the path against the table with
 * `pageOf`, so `/fr/...` is still a 404), and every route that is not built yet is served by the
 * catch-all route (coming-soon page for table routes, 404 otherwise).
 */
function entries(files: Partial<Record<RouteName, string>>): RouteConfigEntry[] {
  const literal = (Object.keys(files) as RouteName[]).flatMap((name) =>
    LANGUAGES.map((language) => ({ pattern: fullPattern(name, language), file: files[name] as string })),
  );
  const collapsed = (pattern: string) => pattern.replace(PREFIX, "/:lang/");
  const filesByPattern = new Map<string, Set<string>>();
  for (const { pattern, file } of literal) {
    const set = filesByPattern.get(collapsed(pattern)) ?? new Set<string>();
    set.add(file);
    filesByPattern.set(collapsed(pattern), set);
  }
  const routes = new Map<string, string>();
  for (const { pattern, file } of literal) {
    // Two different pages never share a collapsed pattern: then both keep their literal prefix.
    const final = filesByPattern.get(collapsed(pattern))?.size === 1 ? collapsed(pattern) : pattern;
    if (!routes.has(final)) routes.set(final, file);
  }
  return [...routes].map(([pattern, file]) => route(pattern, file, { id: `page:${pattern}` }));
}

for (const name of ROUTE_NAMES) {
  if (ROUTES[name].status === "built" && !PAGES[name] && !ACTOR_PAGES[name])
    throw new Error(`Route ${name} is marked built but has no page module`);
}

export default [
  ...entries(PAGES),
  layout("routes/actor/layout.tsx", { id: "actorLayout" }, entries(ACTOR_PAGES)),
  route("consent", "routes/consent.ts", { id: "consent" }),
  route("_overlay/:flow", "routes/overlay.tsx", { id: "overlay" }),
  route("*", "routes/coming-soon.tsx", { id: "fallback" }),
] satisfies RouteConfig;
