import { lazy } from "react";

/** The actor-gift-calendar modal box's content, a chunk of its own loaded when the box opens. */
export const ActorGiftCalendarModalLazy = lazy(() =>
  import("./ActorGiftCalendarModal.tsx").then((m) => ({ default: m.ActorGiftCalendarModal })),
);
