import { lazy } from "react";

/** The five-days-bonus modal box's content, a chunk of its own loaded when the box opens. */
export const FiveDaysModalLazy = lazy(() =>
  import("./FiveDaysModal.tsx").then((m) => ({ default: m.FiveDaysModal })),
);
