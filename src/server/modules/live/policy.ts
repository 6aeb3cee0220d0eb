import { LIVE_PREVIEW_LIMIT, MIN_CHAT_BALANCE } from "../../../common/constants.ts";
import {
  type ChatType,
  EXIT_CODES,
  type ExitCode,
  FREE_CHAT_DAILY_MINUTES,
  GUEST_GONE_MS,
  LIVE_PREVIEW_MINUTES,
  SILENCE_MS,
  VOICE_CALL_ANONYMOUS_MINUTES,
} from "../../../common/live.ts";
import { coinsForEuroCents } from "../../../common/money.ts";
import { assertMaySpend } from "../accounts/index.ts";

/** The per-minute prices live in common/live.ts (the pages show them before a chat). */
export { type ActorPrices, pricePerMinute } from "../../../common/live.ts";

/** The balance a guest needs to start a paid chat (spec core §5: worth 0.5 euro). */
export const MIN_CHAT_COINS = coinsForEuroCents(Math.round(MIN_CHAT_BALANCE * 100));

/** What the billing does with a session whose next minute is due. */
export type MinuteDecision = { charge: true } | { charge: false; exitCode: ExitCode };

/**
 * Whether the next minute of an active session is charged or the session ends first: a guest gone
 * longer than GUEST_GONE_MS ends it (nothing more is charged), a live preview ends after
 * LIVE_PREVIEW_MINUTES and a free conversion chat when its countdown is over (402), a free chat when the guest's free minutes of today are used up (403;
 * `freeMinutesLeft`, counted by the caller for FREECHAT sessions), and a cap the next minute would
 * pass (503). The balance is checked by the charge itself (one conditional update).
 */
export function nextMinuteDecision(session: {
  chatType?: string;
  /** Null for an anonymous visitor's voice call. */
  guestId?: number | null;
  pricePerMinute: number;
  capCoins: number | null;
  coinsCharged: number;
  minutesCharged?: number;
  lastSeenAt: Date;
  now: Date;
  freeMinutesLeft?: number;
  conversionEndsAt?: Date | null;
}): MinuteDecision {
  if (session.now.getTime() - session.lastSeenAt.getTime() > GUEST_GONE_MS)
    return { charge: false, exitCode: EXIT_CODES.guestGone };
  if (session.conversionEndsAt && session.now >= session.conversionEndsAt)
    return { charge: false, exitCode: EXIT_CODES.previewTimeOver };
  if (session.chatType === "LIVE_PREVIEW" && (session.minutesCharged ?? 0) >= LIVE_PREVIEW_MINUTES)
    return { charge: false, exitCode: EXIT_CODES.previewTimeOver };
  // An anonymous voice call is free and short (VOICE_CALL_ANONYMOUS_MINUTES), then ends with 918.
  if (
    session.chatType === "VOICE_CALL" &&
    session.guestId === null &&
    (session.minutesCharged ?? 0) >= VOICE_CALL_ANONYMOUS_MINUTES
  )
    return { charge: false, exitCode: EXIT_CODES.voiceCallTimeLimit };
  if (
    session.chatType === "FREECHAT" &&
    session.freeMinutesLeft !== undefined &&
    session.freeMinutesLeft <= 0
  )
    return { charge: false, exitCode: EXIT_CODES.freeChatTimeOver };
  if (session.capCoins !== null && session.coinsCharged + session.pricePerMinute > session.capCoins)
    return { charge: false, exitCode: EXIT_CODES.sessionCap };
  return { charge: true };
}

/**
 * When the session's next minute starts (and is charged): the minutes are counted from the start,
 * those charged and those that passed in a silence (not charged) alike.
 */
export function nextMinuteAt(session: {
  startedAt: Date;
  minutesCharged: number;
  minuteMs: number;
  minutesSkipped?: number;
}): Date {
  const minutes = session.minutesCharged + (session.minutesSkipped ?? 0);
  return new Date(session.startedAt.getTime() + minutes * session.minuteMs);
}

/** What the signs of life say about a minute that has started: lived in, silent, or not known yet. */
export type MinuteLife = "alive" | "silent" | "unknown";

/**
 * Whether a started billing minute had the session alive (docs/decisions.md, issue 26): `silent`
 * when it lies wholly inside a silence (SILENCE_MS or more without a sign of life), the last one a
 * sign of life closed (`silentFrom`..`silentUntil`) or the one going on now (since `lastSeenAt`)
 * once the minute is over; `unknown` while it began in a silence that still goes on and has not
 * ended (a sign of life makes it alive, GUEST_GONE_MS ends the session); else `alive`, which is
 * what a guest present every few seconds always gets, however late the billing round comes.
 */
export function minuteLife(
  session: { lastSeenAt: Date; silentFrom: Date | null; silentUntil: Date | null },
  minute: { start: Date; end: Date },
  now: Date,
): MinuteLife {
  const start = minute.start.getTime();
  const end = minute.end.getTime();
  const { silentFrom, silentUntil } = session;
  if (silentFrom && silentUntil && start > silentFrom.getTime() && end <= silentUntil.getTime())
    return "silent";
  const lastSeen = session.lastSeenAt.getTime();
  if (now.getTime() - lastSeen <= SILENCE_MS || start <= lastSeen) return "alive";
  return end <= now.getTime() ? "silent" : "unknown";
}

/**
 * The lowest cap a running chat may be given (docs/decisions.md, issue 26's "The charge in the
 * browser, the live chat's cap, …"): what it has paid, plus the minute that has started and is
 * still to be billed (a started minute is paid). A cap at this amount ends the chat (503) when its
 * next minute starts.
 */
export function lowestCap(
  session: {
    startedAt: Date;
    minutesCharged: number;
    minutesSkipped?: number;
    minuteMs: number;
    coinsCharged: number;
    pricePerMinute: number;
  },
  now: Date,
): number {
  return session.coinsCharged + (nextMinuteAt(session) <= now ? session.pricePerMinute : 0);
}

/** Whole minutes the balance (and voucher minutes) still pay at this price; null when free. */
export function minutesLeft(balance: number, voucherMinutes: number, price: number): number | null {
  if (price === 0) return null;
  return voucherMinutes + Math.floor(balance / price);
}

/** Chat types that cost nothing with any performer (pricePerMinute is 0 for them whatever her prices). */
const ALWAYS_FREE_CHAT_TYPES: readonly ChatType[] = ["FREECHAT", "LIVE_PREVIEW"];

/**
 * Whether a guest may start a chat of this type (the start checks lock, deletion, the actor and
 * the money): a restricted guest (an open amount, spec core §3) spends nothing, so only the chat
 * types that are free with every performer; 403 ACCOUNT_RESTRICTED otherwise.
 */
export function assertMayStartChat(guest: { restrictionLevel: number }, chatType: ChatType): void {
  if (!ALWAYS_FREE_CHAT_TYPES.includes(chatType)) assertMaySpend(guest);
}

/** Live previews a guest may start per Berlin day (spec core: 5, VIP 20). */
export function dailyPreviewLimit(vip: boolean): number {
  return vip ? LIVE_PREVIEW_LIMIT.vip : LIVE_PREVIEW_LIMIT.default;
}

/** Free-chat minutes a guest may watch per Berlin day (FREE_CHAT_DAILY_MINUTES). */
export function dailyFreeChatMinutes(vip: boolean): number {
  return vip ? FREE_CHAT_DAILY_MINUTES.vip : FREE_CHAT_DAILY_MINUTES.default;
}
