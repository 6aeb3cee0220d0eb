import { lazy } from "react";

/** The feed-signup modal box's content (?modal=feed-signup), a chunk of its own loaded when it opens. */
export const FeedSignupModalLazy = lazy(() =>
  import("./FeedSignup.tsx").then((m) => ({ default: m.FeedSignupModal })),
);
