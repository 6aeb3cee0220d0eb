/** The public surface of the advent module (door calendars: advent and actor gift calendars): others import only this. */
export { claimDoor } from "./commands/claimDoor.ts";
export { createCalendar } from "./commands/createCalendar.ts";
export { addDays, adventToday } from "./doorState.ts";
export { calendarsStarting } from "./queries.ts";
export { adventCalendarView, runningCalendars } from "./views.ts";
