import { MIN_CHAT_BALANCE } from "../../../common/constants.ts";
import { type ChatType, EXIT_CODES, type ExitCode, GUEST_GONE_MS } from "../../../common/live.ts";
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
 * longer than GUEST_GONE_MS ends it (nothing more is charged), and so does a cap the next minute
 * would pass. The balance is checked by the charge itself (one conditional update).
 */
export function nextMinuteDecision(session: {
  pricePerMinute: number;
  capCoins: number | null;
  coinsCharged: number;
  lastSeenAt: Date;
  now: Date;
}): MinuteDecision {
  if (session.now.getTime() - session.lastSeenAt.getTime() > GUEST_GONE_MS)
    return { charge: false, exitCode: EXIT_CODES.guestGone };
  if (session.capCoins !== null && session.coinsCharged + session.pricePerMinute > session.capCoins)
    return { charge: false, exitCode: EXIT_CODES.sessionCap };
  return { charge: true };
}

/** When the session's next minute starts (and is charged). */
export function nextMinuteAt(session: { startedAt: Date; minutesCharged: number; minuteMs: number }): Date {
  return new Date(session.startedAt.getTime() + session.minutesCharged * session.minuteMs);
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
