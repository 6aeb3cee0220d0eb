import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { TCard, TPaymentState, ZPaymentSettings } from "../../../../common/contracts/payments.ts";
import type { PaymentProvider } from "../../../adapters/payment-provider/paymentProvider.ts";
import type { Tx } from "../../../db/client.ts";
import { paymentCards } from "../../../db/schema/payments.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { setPaymentPreferences } from "../../accounts/index.ts";
import { depositLimitOf, storeDepositLimit } from "../depositLimits.ts";
import { changeLimit } from "../policy.ts";
import { paymentState } from "../state.ts";
import { lockGuest, saveCard } from "./cardPayment.ts";

/** What a settings change answers with: the payment state after it (GET payment/state's shape). */
interface Answered {
  /** The provider is a sandbox (the state says so). */
  sandbox: boolean;
  now: Date;
}

/**
 * Changes one-click and auto-recharge, in the caller's transaction: switching either on needs a
 * saved card (409); a part left out of the input stays as it is. Answers the payment state after it.
 */
export async function changePaymentSettings(
  options: Answered & {
    tx: Tx;
    guestId: number;
    input: z.output<typeof ZPaymentSettings>;
  },
): Promise<TPaymentState> {
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
  return paymentState(tx, guestId, options.now, options.sandbox);
}

/**
 * Saves (or replaces) the guest's card without charging it (changecc), in the caller's transaction
 * with the guest's row locked; the provider tokenises it. Answers the payment state after it.
 */
export async function changeCard(
  options: Answered & { tx: Tx; provider: PaymentProvider; guestId: number; card: TCard },
): Promise<TPaymentState> {
  const { tx, guestId } = options;
  await lockGuest(tx, guestId);
  await saveCard(tx, guestId, options.provider.tokenise(options.card));
  return paymentState(tx, guestId, options.now, options.sandbox);
}

/**
 * Removes the saved card (404 without one), in the caller's transaction, and switches one-click and
 * auto-recharge off: they need it. Answers the payment state after it.
 */
export async function deleteCard(options: Answered & { tx: Tx; guestId: number }): Promise<TPaymentState> {
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
  return paymentState(tx, guestId, options.now, options.sandbox);
}

/**
 * Sets the monthly deposit limit (null: none) under the policy's rules, in the caller's transaction.
 * Answers the payment state after it.
 */
export async function setDepositLimit(
  options: Answered & { tx: Tx; guestId: number; monthlyCents: number | null },
): Promise<TPaymentState> {
  const { tx, guestId } = options;
  // The guest's row lock first: two changes of one guest apply one after the other.
  await lockGuest(tx, guestId);
  const current = await depositLimitOf(tx, guestId);
  await storeDepositLimit(tx, guestId, changeLimit(current, options.monthlyCents, options.now));
  return paymentState(tx, guestId, options.now, options.sandbox);
}
