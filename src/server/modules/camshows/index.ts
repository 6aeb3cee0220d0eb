/** The public surface of the cam-shows module (scheduled shows sold by tickets): others import only this. */
import "./events.ts";

export { upcomingShowCounts } from "./calendar.ts";
export { cancelShow, changeShow, scheduleShow } from "./commands/operatorShows.ts";
export { createPromoCode, promoCodeById, ticketPrice } from "./commands/promoCodes.ts";
export { REMINDER_LEAD_MS, runShowClock, type ShowClockReport } from "./commands/showClock.ts";
export { buyTicket, removeTicket } from "./commands/tickets.ts";
export { actorFeed, feedTokenOf, guestFeed, renewFeedToken, revokeFeedToken } from "./feeds.ts";
export {
  listShows,
  mayJoinLiveShow,
  presentShow,
  showsByIds,
  showTexts,
  ticketShowFlags,
} from "./queries.ts";
