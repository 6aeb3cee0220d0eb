/**
 * The public surface of the playback module: its REST routes (playback.routes.ts, registered by
 * app.ts) and the stream signer the feed's clip posts use for their entitled guests.
 */

export { playRestriction, type Restriction, restrictionError, type Viewer } from "./policy.ts";
export { signStreamPath } from "./signing.ts";
