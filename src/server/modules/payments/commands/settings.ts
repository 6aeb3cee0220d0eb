import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { ZPaymentSettings } from "../../../../common/contracts/payments.ts";
import type { Tx } from "../../../db/client.ts";
import { paymentCards } from "../../../db/schema/payments.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { setPaymentPreferences } from "../../accounts/index.ts";
import { depositLimitOf, storeDepositLimit } from "../depositLimits.ts";
import { changeLimit } from "../policy.ts";
import { lockGuest } from "./cardPayment.ts";

/**
 * Changes one-click and auto-recharge, in the caller's transaction: switching either on needs a
 * saved card (409); a part left out of the input stays as it is.
 */
export async function changePaymentSettings(options: {
  tx: Tx;
  guestId: number;
  input: z.output<typeof ZPaymentSettings>;
}): Promise<void> {
  const { tx, guestId, input } = options;
  const current = await lockGuest(tx, guestId);
  if (input.oneClick?.enabled || input.autoRecharge?.enabled) {
    const [card] = await tx.select().from(paymentCards).where(eq(paymentCards.guestId, guestId));
    if (!card) throw new AppError(AppErrorCode.CONFLICT, "Save a card first");
  }
  await setPaymentPreferences(tx, guestId, {
    oneClickConfig: input.oneClick ?? current.oneClickConfig,
    autoRechargeConfig: input.autoRecharge ?? current.autoRechargeConfig,
  });
}

/**
 * Removes the saved card (404 without one), in the caller's transaction, and switches one-click and
 * auto-recharge off: they need it.
 */
export async function deleteCard(options: { tx: Tx; guestId: number }): Promise<void> {
  const { tx, guestId } = options;
  const current = await lockGuest(tx, guestId);
  const removed = await tx
    .delete(paymentCards)
    .where(eq(paymentCards.guestId, guestId))
    .returning({ guestId: paymentCards.guestId });
  if (removed.length === 0) throw new AppError(AppErrorCode.NOT_FOUND, "No saved card");
  await setPaymentPreferences(tx, guestId, {
    oneClickConfig: { ...current.oneClickConfig, enabled: false },
    autoRechargeConfig: { ...current.autoRechargeConfig, enabled: false },
  });
}

/** Sets the monthly deposit limit (null: none) under the policy's rules, in the caller's transaction. */
export async function setDepositLimit(options: {
  tx: Tx;
  guestId: number;
  monthlyCents: number | null;
  now: Date;
}): Promise<void> {
  const { tx, guestId } = options;
  // The guest's row lock first: two changes of one guest apply one after the other.
  await lockGuest(tx, guestId);
  const current = await depositLimitOf(tx, guestId);
  await storeDepositLimit(tx, guestId, changeLimit(current, options.monthlyCents, options.now));
}
