import { and, eq, gt, sql } from "drizzle-orm";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import type { Tx } from "../../../db/client.ts";
import { actors, guests, messengerChannels, messengerMessages } from "../../../db/schema/index.ts";
import { spendVoucher } from "../../benefits/vouchers.ts";
import { debit } from "../../wallet/commands/changeBalance.ts";
import { assertShownPrice, assertWritable } from "../policy.ts";
import { loadGuestChannel } from "./channels.ts";

const c = messengerChannels;

export interface GuestSendResult {
  message: typeof messengerMessages.$inferSelect;
  /** VXC charged (0 when a free message or a voucher paid). */
  charged: number;
  voucherId: number | null;
  balance: number;
}

/**
 * A guest's message to the actor of a channel, in the caller's transaction. The channel row is
 * locked, so a guest's sends to one channel run one after another. Payment in this order: a free
 * message of the channel, a usable messages voucher (type 5), the actor's message price in VXC
 * (conditional debit + ledger entry). The shown price must still hold (409, see policy); a
 * blocked channel is 403; too few coins 402. Any failure rolls the transaction back, so nothing
 * is written.
 */
export async function guestSend(options: {
  tx: Tx;
  guestId: number;
  channelId: number;
  text: string;
  expectedPrice: number;
  now: Date;
}): Promise<GuestSendResult> {
  const { tx, guestId, now } = options;
  const channel = await loadGuestChannel(tx, { guestId, channelId: options.channelId, lock: true });
  assertWritable(channel);
  const [actor] = await tx
    .select({ priceMessage: actors.priceMessage })
    .from(actors)
    .where(eq(actors.id, channel.actorId));
  const messagePrice = actor?.priceMessage ?? 0;

  let charge = messagePrice;
  let voucherId: number | null = null;
  let usedFree = false;
  if (channel.freeMessagesLeft > 0) {
    charge = 0;
    usedFree = true;
  } else if (messagePrice > 0) {
    voucherId = await spendVoucher(tx, {
      guestId,
      type: VOUCHER_TYPES.messages,
      actorId: channel.actorId,
      now,
    });
    if (voucherId !== null) charge = 0;
  }
  assertShownPrice({ expected: options.expectedPrice, charge, messagePrice });

  let balance: number;
  let ledgerEntryId: number | null = null;
  if (charge > 0) {
    ({ balance, ledgerEntryId } = await debit({
      tx,
      guestId,
      coins: charge,
      kind: "message",
      reason: `message:${channel.actorId}`,
    }));
  } else {
    const [guest] = await tx.select({ balance: guests.balance }).from(guests).where(eq(guests.id, guestId));
    balance = guest?.balance ?? 0;
  }
  const [message] = await tx
    .insert(messengerMessages)
    .values({
      channelId: channel.id,
      sender: "guest",
      text: options.text,
      price: charge,
      voucherId,
      ledgerEntryId,
      createdAt: now,
    })
    .returning();
  if (!message) throw new Error("message insert returned nothing");
  await tx
    .update(c)
    .set({
      lastMessageId: message.id,
      lastMessageAt: now,
      touchedAt: now,
      // Writing to an archived channel brings it back to the list.
      archived: false,
      ...(usedFree ? { freeMessagesLeft: sql`${c.freeMessagesLeft} - 1` } : {}),
    })
    .where(and(eq(c.id, channel.id), usedFree ? gt(c.freeMessagesLeft, 0) : undefined));
  return { message, charged: charge, voucherId, balance };
}
