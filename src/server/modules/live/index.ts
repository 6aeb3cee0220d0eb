/** The public surface of the live module (chat sessions billed per minute): others import only this. */

export { type BillingReport, billDueSessions } from "./commands/billDueSessions.ts";
export { endAsPerformer, performerExitCode } from "./commands/endAsPerformer.ts";
export { endActorSessions, endSession } from "./commands/endSession.ts";
export { type StartedSession, startSession } from "./commands/startSession.ts";
export { touchGuestsSessions, touchSession } from "./commands/touchSession.ts";
export { chatHistory, chatView, endChat, heartbeatChat, startChat } from "./guestChat.ts";
export { type FreeAllowance, freeAllowanceOf } from "./limits.ts";
export { actorWriteLine, guestWriteLine, sendChatGift } from "./lines/commands.ts";
export { actorChatLines, chatLines, writeActorLine, writeChatLine } from "./lines/guestLines.ts";
export { activeSessions, type LiveLineRow, lineById, linesOf, presentLines } from "./lines/queries.ts";
export {
  assertMayStartChat,
  MIN_CHAT_COINS,
  minutesLeft,
  nextMinuteAt,
  pricePerMinute,
} from "./policy.ts";
export { presentHistoryItem, presentSession } from "./presenter.ts";
export {
  activeSessionOf,
  activeSessionsByIds,
  fundsOf,
  historyOf,
  type LiveHistoryRow,
  type LiveSessionRow,
  sessionById,
  sessionOf,
} from "./queries.ts";
export { actorChatMinutesSince, type GuestChatTime, guestChatTime } from "./stats.ts";
export {
  hangUpVoiceCall,
  heartbeatVoiceCall,
  isVoicecallActive,
  startVoiceCall,
  voiceCallByClientId,
  voiceCallView,
  voiceResultOf,
} from "./voiceCall.ts";
