/** The public surface of the activity module (the activity-points events, the Goldrush): others import only this. */
export { createActivityEvent } from "./commands/createEvent.ts";
export { earnPoints } from "./commands/earnPoints.ts";
export { recordVisit } from "./commands/visit.ts";
export { activityHandlers } from "./handlers.ts";
export { runningEvents as runningActivityEventRows } from "./queries.ts";
export { activityDataView, runningActivityEvents } from "./views.ts";
