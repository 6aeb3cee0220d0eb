/**
 * The favorites contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
/** What a guest can pin (spec core §4 Favourites). */
export const FAVORITE_OBJECT_TYPES = ["actor", "album", "sedcard", "picture"] as const;
export type FavoriteObjectType = (typeof FAVORITE_OBJECT_TYPES)[number];
