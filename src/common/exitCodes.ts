/**
 * The exit codes a live chat ends with (spec core §8 gives only the ranges; the meanings are ours,
 * docs/EXIT-CODES.md). Every integer of every range has one entry: a stable key (also the key of
 * the guest's message in the web app's chat-end texts (features/live/exitTexts), where `{name}` is the
 * performer's name), its group, who ends the chat, and what the chat screen offers next. Minutes
 * are charged at their start, so no exit code charges or refunds a partial minute. The codes of
 * EXIT_CODES (live.ts) keep their numbers and meanings here. No I/O: shared by server and web.
 */

/** The ranges of spec core §8, one group each. */
export const EXIT_CODE_RANGES = [
  { group: "client", from: 100, to: 108 },
  { group: "host", from: 201, to: 208 },
  { group: "admin", from: 301, to: 301 },
  { group: "preview", from: 401, to: 408 },
  { group: "money", from: 501, to: 503 },
  { group: "age", from: 601, to: 601 },
  { group: "voiceLock", from: 901, to: 921 },
  { group: "timeout", from: 990, to: 997 },
] as const;
export type ExitCodeGroup = (typeof EXIT_CODE_RANGES)[number]["group"];

/** Who ends the chat: the guest (or the guest's device), the performer, an operator, or the platform. */
export type ExitCodeEndedBy = "guest" | "performer" | "operator" | "system";

/**
 * What the chat screen offers after the end: nothing more (`none`), start the same chat again
 * (`retry`), the one-click top-up (`topUp`), the spend-limit settings (`raiseLimit`), the age check
 * (`ageCheck`), the login (`login`), a paid private chat with the same performer (`startPrivate`),
 * watching the performer's private chat as a voyeur (`watchVoyeur`), a message in the messenger
 * (`sendMessage`), other online performers (`otherPerformers`), the camera and microphone check
 * (`checkDevices`), a browser hint (`updateBrowser`), the phone verification (`verifyPhone`) or
 * the support contact (`support`).
 */
export type ExitCodeNext =
  | "none"
  | "retry"
  | "topUp"
  | "raiseLimit"
  | "ageCheck"
  | "login"
  | "startPrivate"
  | "watchVoyeur"
  | "sendMessage"
  | "otherPerformers"
  | "checkDevices"
  | "updateBrowser"
  | "verifyPhone"
  | "support";

/** One exit code: its meaning and what follows it. */
export interface ExitCodeEntry<K extends string = string> {
  readonly code: number;
  readonly key: K;
  readonly group: ExitCodeGroup;
  readonly endedBy: ExitCodeEndedBy;
  /** Always false: each minute is charged once at its start, never a part of one at the end. */
  readonly partialMinuteCharged: false;
  readonly next: ExitCodeNext;
  /** What happened, in English, for operators and docs (the guest's text is in the dictionaries). */
  readonly meaning: string;
}

function entry<K extends string>(
  code: number,
  key: K,
  group: ExitCodeGroup,
  endedBy: ExitCodeEndedBy,
  next: ExitCodeNext,
): Omit<ExitCodeEntry<K>, "meaning"> {
  return { code, key, group, endedBy, partialMinuteCharged: false, next };
}

const ROWS = [
  // client 100-108: the guest or the guest's device ends the chat
  entry(100, "guestEnded", "client", "guest", "none"),
  entry(101, "guestClosedWindow", "client", "guest", "none"),
  entry(102, "guestNavigatedAway", "client", "guest", "none"),
  entry(103, "guestConnectionLost", "client", "guest", "retry"),
  entry(104, "mediaPermissionDenied", "client", "guest", "checkDevices"),
  entry(105, "guestSwitchedChat", "client", "guest", "none"),
  entry(106, "browserUnsupported", "client", "guest", "updateBrowser"),
  entry(107, "guestLoggedOut", "client", "guest", "login"),
  entry(108, "upgradedToPrivate", "client", "guest", "none"),
  // host 201-208: the performer ends the chat
  entry(201, "hostEnded", "host", "performer", "sendMessage"),
  entry(202, "hostOffline", "host", "performer", "otherPerformers"),
  entry(203, "hostWentPrivate", "host", "performer", "watchVoyeur"),
  entry(204, "hostKickedGuest", "host", "performer", "none"),
  entry(205, "hostStreamFailed", "host", "performer", "retry"),
  entry(206, "hostDeclined", "host", "performer", "otherPerformers"),
  entry(207, "hostBlockedGuest", "host", "performer", "none"),
  entry(208, "hostStartedShow", "host", "performer", "otherPerformers"),
  // admin 301
  entry(301, "adminKick", "admin", "operator", "support"),
  // preview 401-408: limits of the free preview and the free chat
  entry(401, "previewLimitReached", "preview", "system", "startPrivate"),
  entry(402, "previewTimeOver", "preview", "system", "startPrivate"),
  entry(403, "freeChatTimeOver", "preview", "system", "startPrivate"),
  entry(404, "previewNeedsLogin", "preview", "system", "login"),
  entry(405, "previewPaidOnly", "preview", "performer", "startPrivate"),
  entry(406, "previewElsewhere", "preview", "system", "none"),
  entry(407, "freeChatFull", "preview", "system", "otherPerformers"),
  entry(408, "previewAlreadyUsed", "preview", "system", "startPrivate"),
  // money 501-503
  entry(501, "noMoney", "money", "system", "topUp"),
  entry(502, "spendLimit", "money", "system", "raiseLimit"),
  entry(503, "sessionCap", "money", "system", "retry"),
  // age 601
  entry(601, "ageRatingDenied", "age", "system", "ageCheck"),
  // voice call and lock 901-921
  entry(901, "guestLocked", "voiceLock", "operator", "support"),
  entry(902, "accountRestricted", "voiceLock", "operator", "support"),
  entry(903, "paymentRequired", "voiceLock", "system", "topUp"),
  entry(904, "paymentReversed", "voiceLock", "system", "support"),
  entry(905, "chatOpenedElsewhere", "voiceLock", "system", "none"),
  entry(906, "hostBusy", "voiceLock", "system", "otherPerformers"),
  entry(907, "countryBlocked", "voiceLock", "system", "otherPerformers"),
  entry(908, "hostLocked", "voiceLock", "operator", "otherPerformers"),
  entry(909, "chatTypeDisabled", "voiceLock", "performer", "sendMessage"),
  entry(910, "voiceCallEnded", "voiceLock", "guest", "none"),
  entry(911, "voiceCallHostHungUp", "voiceLock", "performer", "sendMessage"),
  entry(912, "voiceCallNoAnswer", "voiceLock", "system", "retry"),
  entry(913, "voiceCallBusy", "voiceLock", "system", "retry"),
  entry(914, "voiceCallDropped", "voiceLock", "system", "retry"),
  entry(915, "phoneNotVerified", "voiceLock", "system", "verifyPhone"),
  entry(916, "phoneNumberBlocked", "voiceLock", "system", "support"),
  entry(917, "phoneCountryNotAllowed", "voiceLock", "system", "none"),
  entry(918, "voiceCallTimeLimit", "voiceLock", "system", "retry"),
  entry(919, "anonymousCallLimit", "voiceLock", "system", "login"),
  entry(920, "voiceServiceUnavailable", "voiceLock", "system", "retry"),
  entry(921, "maintenance", "voiceLock", "system", "retry"),
  // timeout 990-997
  entry(990, "guestGone", "timeout", "system", "retry"),
  entry(991, "guestIdle", "timeout", "system", "retry"),
  entry(992, "hostAcceptTimeout", "timeout", "system", "otherPerformers"),
  entry(993, "streamStartTimeout", "timeout", "system", "retry"),
  entry(994, "hostGone", "timeout", "system", "otherPerformers"),
  entry(995, "guestCameraTimeout", "timeout", "system", "checkDevices"),
  entry(996, "maxDuration", "timeout", "system", "retry"),
  entry(997, "startTimeout", "timeout", "system", "retry"),
] as const;

/** The stable key of an exit code (also its message key in the chat-end texts). */
export type ExitCodeKey = (typeof ROWS)[number]["key"];

/** What each code means, in English, for operators and docs/EXIT-CODES.md. */
const MEANINGS: Record<ExitCodeKey, string> = {
  guestEnded: "The guest ended the chat.",
  guestClosedWindow: "The guest closed the tab or window of the chat.",
  guestNavigatedAway: "The guest left the chat page for another page.",
  guestConnectionLost:
    "The guest's player reported that its connection to the stream broke and could not be restored.",
  mediaPermissionDenied: "The guest refused camera or microphone access that a video call needs.",
  guestSwitchedChat: "The guest started a chat with another performer (one private chat at a time).",
  browserUnsupported: "The guest's browser cannot play the stream (no WebRTC, no HLS) or send a camera.",
  guestLoggedOut: "The guest logged out (or the login expired) while the chat ran.",
  upgradedToPrivate:
    "The guest went from a free or watching chat into a private chat with the same performer.",
  hostEnded: "The performer ended the chat.",
  hostOffline: "The performer went offline.",
  hostWentPrivate:
    "The performer went into a private chat with another guest; free and preview watchers leave.",
  hostKickedGuest: "The performer removed the guest from this chat.",
  hostStreamFailed: "The performer's camera, encoder or connection failed and the stream stopped.",
  hostDeclined: "The performer declined the chat request.",
  hostBlockedGuest: "The performer blocked the guest: no more chats with this performer.",
  hostStartedShow: "The performer started a ticketed live show; the performer's other chats end.",
  adminKick: "An operator ended the chat.",
  previewLimitReached:
    "The daily live preview limit is reached (5 previews, VIP 20; reset at midnight Berlin).",
  previewTimeOver: "The free preview's time is over.",
  freeChatTimeOver: "The guest's free-chat time for today is used up.",
  previewNeedsLogin:
    "A visitor who is not logged in reached the end of what can be watched without an account.",
  previewPaidOnly: "The performer switched free chat and preview off; only paid chats remain.",
  previewElsewhere: "The guest opened another preview or free chat; one runs at a time.",
  freeChatFull: "The performer's free chat reached its largest number of watchers.",
  previewAlreadyUsed: "The guest already had today's free preview with this performer.",
  noMoney: "The balance cannot pay the next minute.",
  spendLimit: "A spend limit (day, week, month) would be broken by the next minute.",
  sessionCap: "The guest's cap for this session is reached.",
  ageRatingDenied: "The chat is rated 18 and the guest has no passed age check.",
  guestLocked: "The guest's account was locked.",
  accountRestricted: "The guest's account is restricted to a level that does not allow this chat.",
  paymentRequired: "The account must make a payment before it chats again (force payment).",
  paymentReversed: "A payment of the guest was reversed (chargeback); the account is on hold.",
  chatOpenedElsewhere: "The same account opened this chat on another device or tab.",
  hostBusy:
    "Another guest took the performer into a private chat first (one private chat per performer); an anonymous visitor's free call ends so when a logged-in guest starts one.",
  countryBlocked: "The performer is not available in the guest's country (bannedCountryCodes).",
  hostLocked: "The performer's account was locked by an operator.",
  chatTypeDisabled: "The performer switched this chat type off (for example video calls).",
  voiceCallEnded: "The guest hung up the voice call.",
  voiceCallHostHungUp: "The performer hung up the voice call.",
  voiceCallNoAnswer: "The performer did not answer the voice call.",
  voiceCallBusy: "The performer's line was busy.",
  voiceCallDropped: "The phone connection of the voice call dropped.",
  phoneNotVerified: "A voice call needs a verified phone number and the guest has none.",
  phoneNumberBlocked: "The guest's phone number is blacklisted for voice calls.",
  phoneCountryNotAllowed: "Voice calls are not offered to the phone number's country.",
  voiceCallTimeLimit: "The voice call reached its longest length.",
  anonymousCallLimit:
    "Today's anonymous voice calls are used up (the visitor's network had its call of the day, or the performer all her anonymous calls of the day); more need an account.",
  voiceServiceUnavailable: "The phone provider is not reachable.",
  maintenance: "The chat service was locked for maintenance.",
  guestGone: "The guest was gone (no socket, no heartbeat) for GUEST_GONE_MS (30 s).",
  guestIdle:
    "The guest's page was open but gave no sign of life (no input, no answer to 'still there?') for too long.",
  hostAcceptTimeout: "The performer did not accept the chat in time.",
  streamStartTimeout: "The performer's video did not reach the guest in time after the start.",
  hostGone: "The performer's side gave no sign of life for too long.",
  guestCameraTimeout: "The guest's camera sent no picture in time for a video call.",
  maxDuration: "The chat reached the longest length of one session.",
  startTimeout: "The server did not confirm the chat's start in time.",
};

/** Every exit code of spec core §8, in code order. */
export const EXIT_CODE_CATALOGUE: readonly ExitCodeEntry<ExitCodeKey>[] = ROWS.map((row) => ({
  ...row,
  meaning: MEANINGS[row.key],
}));

/** What exitCodeInfo() answers for a number outside the catalogue. */
export interface UnknownExitCode extends Omit<ExitCodeEntry<"unknown">, "group"> {
  readonly group: "unknown";
}

const BY_CODE = new Map<number, ExitCodeEntry<ExitCodeKey>>(EXIT_CODE_CATALOGUE.map((e) => [e.code, e]));

/** The catalogue entry of an exit code, or the generic unknown entry (with that code) for any other number. */
export function exitCodeInfo(code: number): ExitCodeEntry<ExitCodeKey> | UnknownExitCode {
  return (
    BY_CODE.get(code) ?? {
      code,
      key: "unknown",
      group: "unknown",
      endedBy: "system",
      partialMinuteCharged: false,
      next: "none",
      meaning: "An exit code outside the catalogue.",
    }
  );
}
