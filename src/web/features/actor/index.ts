// A performer's profile: its context and SEO, the note, the chat button, showcase rows, latest and
// top videos, top cams. Other features, the routes and the root import this feature only through
// this file.

export { ActorNote } from "./ActorNote.tsx";
export { actorSeo, useActor } from "./actorContext.ts";
export { ChatButton } from "./ChatButton.tsx";
export { LATEST_VIDEOS, LatestVideos, TopVideos } from "./LatestVideos.tsx";
export { SedcardRating } from "./lazy.ts";
export { PromotedVideo, RecommendedActors, ShowcaseRow } from "./Showcase.tsx";
export { TopCamsList, TopCamsNav } from "./TopCams.tsx";
