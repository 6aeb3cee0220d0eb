/** The public surface of the specialevents module (the special events of every kind together): others import only this. */
export { specialEventData, specialEventsView } from "./views.ts";
