import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { guestGifts, messengerGifts } from "../../db/schema/gifts.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { recordEvent } from "../../lib/outbox/events.ts";
import { accessFactsOf } from "../accounts/index.ts";
import { assertGiftsExist, type GiftRow } from "./queries.ts";

/**
 * Gifts of a message as the store has them: every gift must exist and be active (spec core §5),
 * VIP gifts need a VIP guest, toy controls an online performer. Returned in the order asked.
 */
export async function storeGifts(
  tx: Tx,
  options: { giftIds: number[]; isVip: boolean; actorOnline: boolean },
): Promise<GiftRow[]> {
  if (options.giftIds.length === 0) return [];
  const rows = await tx.select().from(messengerGifts).where(inArray(messengerGifts.id, options.giftIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = options.giftIds.filter((id) => !byId.get(id)?.active);
  if (missing.length > 0)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "The gift store has no such gift", {
      giftIds: missing,
    });
  const gifts = options.giftIds.map((id) => byId.get(id) as GiftRow);
  if (!options.isVip && gifts.some((gift) => gift.vip))
    throw new AppError(AppErrorCode.FORBIDDEN, "This gift is for VIP members", { restriction: "needVip" });
  if (!options.actorOnline && gifts.some((gift) => gift.durationSeconds !== null))
    throw new AppError(AppErrorCode.FORBIDDEN, "Toy controls work only while the performer is online", {
      restriction: "actorOffline",
    });
  return gifts;
}

/** The guest's own gifts of these kinds, locked until the transaction ends (two sends never share one). */
export async function lockOwnedGifts(
  tx: Tx,
  guestId: number,
  giftIds: number[],
): Promise<Record<string, number>> {
  if (giftIds.length === 0) return {};
  const rows = await tx
    .select({ giftId: guestGifts.giftId, count: guestGifts.count })
    .from(guestGifts)
    .where(and(eq(guestGifts.guestId, guestId), inArray(guestGifts.giftId, giftIds)))
    .orderBy(guestGifts.giftId)
    .for("update");
  return Object.fromEntries(rows.map((row) => [String(row.giftId), row.count]));
}

/** Takes `count` of the guest's own gifts (locked by lockOwnedGifts); the CHECK keeps it >= 0. */
export async function spendOwnedGift(tx: Tx, options: { guestId: number; giftId: number; count: number }) {
  const [row] = await tx
    .update(guestGifts)
    .set({ count: sql`${guestGifts.count} - ${options.count}` })
    .where(
      and(
        eq(guestGifts.guestId, options.guestId),
        eq(guestGifts.giftId, options.giftId),
        gte(guestGifts.count, options.count),
      ),
    )
    .returning({ count: guestGifts.count });
  if (!row) throw new Error(`own gift ${options.giftId} was not there to use`);
}

/**
 * Gives a guest gifts to send for free (operator `grantMessengerGifts`, bonus codes): adds to
 * their own count, and records gifts.changed. Unknown gifts are 400 and unknown guests
 * 404, with nothing written.
 */
export async function grantGifts(options: {
  tx: Tx;
  guestId: number;
  gifts: { giftId: number; count: number }[];
}): Promise<void> {
  const { tx } = options;
  if (!(await accessFactsOf(tx, options.guestId)))
    throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
  await assertGiftsExist(
    tx,
    options.gifts.map((gift) => gift.giftId),
  );
  for (const gift of options.gifts)
    await tx
      .insert(guestGifts)
      .values({ guestId: options.guestId, giftId: gift.giftId, count: gift.count })
      .onConflictDoUpdate({
        target: [guestGifts.guestId, guestGifts.giftId],
        set: { count: sql`${guestGifts.count} + excluded.count` },
      });
  await recordEvent(tx, "gifts.changed", { guestId: options.guestId });
}
