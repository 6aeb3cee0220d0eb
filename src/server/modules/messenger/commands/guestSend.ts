import { and, eq, gt, sql } from "drizzle-orm";
import type { TMessageGift } from "../../../../common/contracts/messenger.ts";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import type { Language } from "../../../../common/languages.ts";
import { quoteMessage } from "../../../../common/messengerPricing.ts";
import type { Tx } from "../../../db/client.ts";
import { messengerChannels, messengerMessageGifts, messengerMessages } from "../../../db/schema/messenger.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { type NewEvent, recordEvents } from "../../../lib/outbox/events.ts";
import { assertMayUsePlatform, guestRowOf, isVip } from "../../accounts/index.ts";
import { spendVoucher, voucherUnits } from "../../benefits/index.ts";
import { actorMessagingOf } from "../../catalog/index.ts";
import { lockOwnedGifts, presentMessageGift, spendOwnedGift, storeGifts } from "../../gifts/index.ts";
import { balanceOf, debit } from "../../wallet/index.ts";
import { assertShownPrice, assertWritable } from "../policy.ts";
import { loadGuestChannel } from "./channels.ts";

const c = messengerChannels;

export interface GuestSendResult {
  message: typeof messengerMessages.$inferSelect;
  gifts: TMessageGift[];
  /** VXC charged (0 when free messages, vouchers and own gifts paid everything). */
  charged: number;
  /** A messages or messenger-gift voucher was spent. */
  vouchersUsed: boolean;
  /** Some of the guest's own gifts were used. */
  ownGiftsUsed: boolean;
  balance: number;
}

/**
 * A guest's message (text, gifts or both) to the actor of a channel, in the caller's transaction.
 * The channel row is locked, so a guest's sends to one channel run one after another, and the
 * guest's own gifts are locked, so two sends never use the same one. What it costs follows
 * quoteMessage (src/common/messengerPricing.ts): the text is paid by a free message, a messages
 * voucher or the actor's price; gifts by own gifts, messenger-gift vouchers, then their price.
 * The total must not exceed the price the guest saw (409), a blocked channel is 403, too few
 * coins 402. Any failure rolls the transaction back, so nothing is written (no event either).
 * Records messenger.messageSent, and benefits.vouchersChanged / gifts.changed when
 * vouchers or own gifts paid (debit() records the balance change).
 */
export async function guestSend(options: {
  tx: Tx;
  guestId: number;
  channelId: number;
  text: string;
  gifts: { giftId: number; quantity: number }[];
  expectedPrice: number;
  language: Language;
  now: Date;
}): Promise<GuestSendResult> {
  const { tx, guestId, now } = options;
  const channel = await loadGuestChannel(tx, { guestId, channelId: options.channelId, lock: true });
  assertWritable(channel);
  const [actor, guest] = await Promise.all([actorMessagingOf(tx, channel.actorId), guestRowOf(tx, guestId)]);
  // The guest-access policy: a locked guest sends nothing, not even a free message.
  assertMayUsePlatform(guest);
  const messagePrice = actor?.priceMessage ?? 0;
  const giftRows = await storeGifts(tx, {
    giftIds: options.gifts.map((gift) => gift.giftId),
    isVip: isVip(guest, now),
    actorOnline: actor?.isOnline ?? false,
  });
  const owned = await lockOwnedGifts(
    tx,
    guestId,
    giftRows.map((gift) => gift.id),
  );
  const hasText = options.text.length > 0;
  const [messageVouchers, giftVouchers] = await Promise.all([
    hasText && channel.freeMessagesLeft === 0 && messagePrice > 0
      ? voucherUnits(tx, { guestId, type: VOUCHER_TYPES.messages, actorId: channel.actorId, now })
      : 0,
    giftRows.length > 0
      ? voucherUnits(tx, { guestId, type: VOUCHER_TYPES.messengerGift, actorId: channel.actorId, now })
      : 0,
  ]);
  const quote = quoteMessage({
    hasText,
    messagePrice,
    freeMessagesLeft: channel.freeMessagesLeft,
    messageVouchers,
    gifts: options.gifts.map((gift, index) => ({ ...gift, price: giftRows[index]?.price ?? 0 })),
    owned,
    giftVouchers,
  });
  assertShownPrice({ expected: options.expectedPrice, charge: quote.total });

  let voucherId: number | null = null;
  if (quote.usesMessageVoucher)
    voucherId = await spendOrConflict(tx, guestId, VOUCHER_TYPES.messages, channel.actorId, now);
  for (let i = 0; i < quote.giftVouchersUsed; i += 1)
    await spendOrConflict(tx, guestId, VOUCHER_TYPES.messengerGift, channel.actorId, now);
  for (const line of quote.gifts)
    if (line.fromOwned > 0) await spendOwnedGift(tx, { guestId, giftId: line.giftId, count: line.fromOwned });

  let balance: number;
  let ledgerEntryId: number | null = null;
  if (quote.total > 0) {
    ({ balance, ledgerEntryId } = await debit({
      tx,
      guestId,
      coins: quote.total,
      kind: "message",
      reason: `message:${channel.actorId}`,
    }));
  } else {
    balance = await balanceOf(tx, guestId);
  }
  const [message] = await tx
    .insert(messengerMessages)
    .values({
      channelId: channel.id,
      sender: "guest",
      text: options.text,
      price: quote.total,
      voucherId,
      ledgerEntryId,
      createdAt: now,
    })
    .returning();
  if (!message) throw new Error("message insert returned nothing");
  if (quote.gifts.length > 0)
    await tx.insert(messengerMessageGifts).values(
      quote.gifts.map((line) => ({
        messageId: message.id,
        giftId: line.giftId,
        quantity: line.quantity,
        fromOwned: line.fromOwned,
        fromVouchers: line.fromVouchers,
        coins: line.coins,
      })),
    );
  await tx
    .update(c)
    .set({
      lastMessageId: message.id,
      lastMessageAt: now,
      touchedAt: now,
      // Writing to an archived channel brings it back to the list.
      archived: false,
      ...(quote.usesFreeMessage ? { freeMessagesLeft: sql`${c.freeMessagesLeft} - 1` } : {}),
    })
    .where(and(eq(c.id, channel.id), quote.usesFreeMessage ? gt(c.freeMessagesLeft, 0) : undefined));
  const vouchersUsed = voucherId !== null || quote.giftVouchersUsed > 0;
  const ownGiftsUsed = quote.gifts.some((line) => line.fromOwned > 0);
  const events: NewEvent[] = [
    {
      type: "messenger.messageSent",
      payload: {
        guestId,
        actorId: channel.actorId,
        channelId: channel.id,
        messageId: message.id,
        from: "guest",
        language: options.language,
      },
    },
  ];
  if (vouchersUsed) events.push({ type: "benefits.vouchersChanged", payload: { guestId } });
  if (ownGiftsUsed) events.push({ type: "gifts.changed", payload: { guestId } });
  await recordEvents(tx, events);
  return {
    message,
    gifts: quote.gifts.map((line, index) =>
      presentMessageGift(giftRows[index] as (typeof giftRows)[number], line.quantity, options.language),
    ),
    charged: quote.total,
    vouchersUsed,
    ownGiftsUsed,
    balance,
  };
}

/** Spends a voucher unit the quote counted on; another send took it meanwhile: 409, nothing written. */
async function spendOrConflict(tx: Tx, guestId: number, type: number, actorId: number, now: Date) {
  const id = await spendVoucher(tx, { guestId, type, actorId, now });
  if (id === null)
    throw new AppError(AppErrorCode.CONFLICT, "A voucher was used elsewhere meanwhile; please send again");
  return id;
}
