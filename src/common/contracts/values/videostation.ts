/**
 * The video station's limits (spec content: "Video station and homepage jumbotron"), zod-free so the
 * web app may import them at run time (contracts/videostation.ts holds the schemas).
 */
export const JUMBOTRON_LIMITS = {
  /** Slides of one jumbotron at most. */
  slidesMax: 8,
  /** Seconds a slide stays before the next one (the operator picks within these). */
  rotateMinSeconds: 3,
  rotateMaxSeconds: 30,
  headlineMax: 80,
} as const;

/** The jumbotrons the operator configures: the start page's (the only place for now). */
export const JUMBOTRON_PLACES = ["homepage"] as const;
export type JumbotronPlace = (typeof JUMBOTRON_PLACES)[number];
