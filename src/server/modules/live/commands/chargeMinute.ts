import { eq, sql } from "drizzle-orm";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import type { Tx } from "../../../db/client.ts";
import { liveCharges, liveSessions } from "../../../db/schema/live.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { spendVoucher } from "../../benefits/index.ts";
import { debit } from "../../wallet/index.ts";

/** A session as the charge needs it (its row locked by the caller). */
export interface ChargedSession {
  id: number;
  /** Null for an anonymous voice call, which is always free. */
  guestId: number | null;
  actorId: number;
  pricePerMinute: number;
  minutesCharged: number;
  /** Minutes passed over in a silence (not charged); the next minute's number counts them. */
  minutesSkipped: number;
}

export type MinuteCharge =
  | { paid: true; minute: number; coins: number; paidBy: "coins" | "voucher" | "free" }
  | { paid: false; reason: "noMoney" }
  | { paid: false; reason: "spendLimit"; error: AppError };

/**
 * Pays the session's next minute in the caller's transaction, with the session's row locked: free
 * for a free chat type, else one minute of a video-chat voucher (actor-bound first), else the
 * price in coins (one conditional debit with its ledger entry). The charge row's key (session,
 * minute) lets no minute be paid twice; the session's counters move with it. Answers
 * `{paid: false}` when neither a voucher nor the balance pays, writing nothing: reason noMoney, or
 * spendLimit (with the SPEND_LIMIT error) when the minute would break one of the guest's limits.
 */
export async function chargeMinute(options: {
  tx: Tx;
  session: ChargedSession;
  now: Date;
}): Promise<MinuteCharge> {
  const { tx, session, now } = options;
  const minute = session.minutesCharged + session.minutesSkipped;
  let paid: {
    coins: number;
    paidBy: "coins" | "voucher" | "free";
    ledgerEntryId?: number;
    voucherId?: number;
  };
  const { guestId } = session;
  if (session.pricePerMinute === 0) paid = { coins: 0, paidBy: "free" };
  else if (guestId === null) throw new Error("An anonymous session cannot be charged");
  else {
    const voucherId = await spendVoucher(tx, {
      guestId,
      type: VOUCHER_TYPES.videoChat,
      actorId: session.actorId,
      now,
    });
    if (voucherId !== null) {
      paid = { coins: 0, paidBy: "voucher", voucherId };
      await recordEvent(tx, "benefits.vouchersChanged", { guestId });
    } else {
      try {
        const { ledgerEntryId } = await debit({
          tx,
          guestId,
          coins: session.pricePerMinute,
          kind: "chat",
          reason: `live:${session.id}:${minute}`,
        });
        paid = { coins: session.pricePerMinute, paidBy: "coins", ledgerEntryId };
      } catch (error) {
        if (error instanceof AppError && error.code === AppErrorCode.INSUFFICIENT_FUNDS)
          return { paid: false, reason: "noMoney" };
        if (error instanceof AppError && error.code === AppErrorCode.SPEND_LIMIT)
          return { paid: false, reason: "spendLimit", error };
        throw error;
      }
    }
  }
  await tx.insert(liveCharges).values({
    sessionId: session.id,
    minute,
    coins: paid.coins,
    paidBy: paid.paidBy,
    ledgerEntryId: paid.ledgerEntryId ?? null,
    voucherId: paid.voucherId ?? null,
    chargedAt: now,
  });
  await tx
    .update(liveSessions)
    .set({
      minutesCharged: sql`${liveSessions.minutesCharged} + 1`,
      coinsCharged: sql`${liveSessions.coinsCharged} + ${paid.coins}`,
    })
    .where(eq(liveSessions.id, session.id));
  await recordEvent(tx, "live.minuteCharged", {
    guestId: session.guestId,
    sessionId: session.id,
    minute,
    coins: paid.coins,
  });
  return { paid: true, minute, coins: paid.coins, paidBy: paid.paidBy };
}
