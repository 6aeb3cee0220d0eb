// The door calendars: the advent calendar page (the advent calendar, else a performer's gift
// calendar). Other features, the routes and the root import this feature only through this file.

export { AdventCalendarPage } from "./AdventCalendarPage.tsx";
export { ActorGiftCalendarModalLazy } from "./lazy.ts";
