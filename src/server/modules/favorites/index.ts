/** The public surface of the favorites module: other modules and the transports import only this. */
export { actorPinCounts, pinnedIds, pinsOf } from "./queries.ts";
