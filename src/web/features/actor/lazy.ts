import { lazy } from "react";

/**
 * The photos' like buttons of the profile (below the photo strip; their counts come from the
 * browser's own call) in a chunk of their own: the profile stays within the 170 KiB JavaScript budget.
 */
export const SedcardRating = lazy(() =>
  import("./SedcardRating.tsx").then((module) => ({ default: module.SedcardRating })),
);
