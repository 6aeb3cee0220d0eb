/** The public surface of the ratings module: other modules and the transports import only this. */
export { setRating } from "./commands/setRating.ts";
export { presentRating } from "./presenter.ts";
