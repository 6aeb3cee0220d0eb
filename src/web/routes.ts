import { layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { LANGUAGES, type Language } from "../common/languages.ts";
import { fullPattern, ROUTE_NAMES, ROUTES, type RouteName } from "../common/routes/index.ts";

/** Page module per built route; every other route of the table renders the "coming soon" page. */
const PAGES: Partial<Record<RouteName, string>> = {
  home: "routes/home.tsx",
  newGirls: "routes/new-girls.tsx",
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
  actorLiveShow: "routes/actor/soon.tsx",
  actorTopCams: "routes/actor/soon.tsx",
};

function entriesFor(language: Language): RouteConfigEntry[] {
  const id = (name: RouteName) => `${language}.${name}`;
  const pages = ROUTE_NAMES.filter((name) => !(name in ACTOR_PAGES)).map((name) => {
    const file = PAGES[name] ?? (ROUTES[name].status === "soon" ? "routes/coming-soon.tsx" : undefined);
    if (!file) throw new Error(`Route ${name} is marked built but has no page module`);
    return route(fullPattern(name, language), file, { id: id(name) });
  });
  const actorPages = Object.entries(ACTOR_PAGES).map(([name, file]) =>
    route(fullPattern(name as RouteName, language), file, { id: id(name as RouteName) }),
  );
  return [...pages, layout("routes/actor/layout.tsx", { id: `${language}.actorLayout` }, actorPages)];
}

export default [
  ...LANGUAGES.flatMap(entriesFor),
  route("consent", "routes/consent.ts", { id: "consent" }),
  route("*", "routes/not-found.tsx", { id: "notFound" }),
] satisfies RouteConfig;
