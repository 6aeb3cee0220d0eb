/** The public surface of the partner applications module (model recruitment, affiliates): others import only this. */
export { partnerHandlers } from "./handlers.ts";
