/** The public surface of the content reports module (notice and action): others import only this. */
export { reportHandlers } from "./handlers.ts";
