import { lazy } from "react";

/** The feed-signup modal box's content (?modal=feed-signup), a chunk of its own loaded when it opens. */
export const FeedSignupModalLazy = lazy(() =>
  import("./FeedSignup.tsx").then((m) => ({ default: m.FeedSignupModal })),
);

/** The feed-signup dialog a visitor's like, comment, tip or purchase opens: loaded on that click. */
export const FeedSignupDialogLazy = lazy(() =>
  import("./FeedSignup.tsx").then((m) => ({ default: m.FeedSignupDialog })),
);
