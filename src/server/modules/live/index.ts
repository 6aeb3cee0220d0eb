/** The public surface of the live module (chat sessions billed per minute): others import only this. */

export { type BillingReport, billDueSessions } from "./commands/billDueSessions.ts";
export { endActorSessions, endSession } from "./commands/endSession.ts";
export { type StartedSession, startSession } from "./commands/startSession.ts";
export { touchGuestsSessions, touchSession } from "./commands/touchSession.ts";
export { MIN_CHAT_COINS, minutesLeft, nextMinuteAt, pricePerMinute } from "./policy.ts";
export { presentSession } from "./presenter.ts";
export { activeSessionOf, fundsOf, type LiveSessionRow, sessionById, sessionOf } from "./queries.ts";
