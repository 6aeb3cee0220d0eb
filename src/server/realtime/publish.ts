import { eq } from "drizzle-orm";
import { formatCoins } from "../../common/money.ts";
import type { ServerMessage } from "../../common/realtime.ts";
import { guests } from "../db/schema/index.ts";
import type { AppContext } from "../lib/context.ts";
import { presentVoucher, usableVouchers } from "../modules/benefits/vouchers.ts";
import { ownedGifts } from "../modules/messenger/gifts/queries.ts";

export type GuestChange = "balance" | "vouchers" | "vip" | "tv" | "avs" | "gifts";

/**
 * Tells a guest's sockets (on any instance) what changed, after the change was committed. Best
 * effort: the state is in the database, and a client that misses a push re-reads it. A failure
 * is logged, never passed to the caller.
 */
export async function pushGuestChanges(
  ctx: AppContext,
  guestId: number,
  changes: GuestChange[],
  log: { error(object: object, message: string): void },
): Promise<void> {
  try {
    const [guest] = await ctx.db.select().from(guests).where(eq(guests.id, guestId));
    if (!guest) return;
    const now = ctx.now();
    const messages: ServerMessage[] = [];
    if (changes.includes("balance"))
      messages.push({
        type: "balance.update",
        balance: guest.balance,
        balanceFormatted: formatCoins(guest.balance),
      });
    if (changes.includes("vouchers")) {
      const vouchers = await usableVouchers(ctx.db, guestId, now);
      messages.push({ type: "vouchers.update", vouchers: vouchers.map(presentVoucher) });
    }
    const isVip = guest.vipUntil !== null && guest.vipUntil > now;
    if (changes.includes("vip"))
      messages.push({
        type: "vip.update",
        isVip,
        vipUntil: isVip ? (guest.vipUntil as Date).toISOString() : null,
      });
    if (changes.includes("tv") || changes.includes("vip"))
      messages.push({
        type: "tv.update",
        isVXTVAboSubscriber: isVip || (guest.tvUntil !== null && guest.tvUntil > now),
      });
    if (changes.includes("avs")) messages.push(avsMessage(guest.avsStatus, guest.avsRejectMessage));
    if (changes.includes("gifts"))
      messages.push({ type: "gifts.update", boughtGifts: await ownedGifts(ctx.db, guestId) });
    for (const message of messages) await ctx.events.publish({ target: { guestId }, message });
  } catch (error) {
    log.error({ err: error, guestId }, "real-time push failed");
  }
}

/** One message to one guest's sockets (best effort, like pushGuestChanges). */
export async function pushToGuest(
  ctx: AppContext,
  guestId: number,
  message: ServerMessage,
  log: { error(object: object, message: string): void },
): Promise<void> {
  try {
    await ctx.events.publish({ target: { guestId }, message });
  } catch (error) {
    log.error({ err: error, guestId }, "real-time push failed");
  }
}

function avsMessage(status: string, message: string | null): ServerMessage {
  switch (status) {
    case "accepted":
      return { type: "avs.set" };
    case "pending":
      return { type: "avs.pending" };
    case "rejected":
      return { type: "avs.rejected", message };
    default:
      return { type: "avs.revoked", message };
  }
}
