import { createHash, randomUUID } from "node:crypto";
import { and, eq, gte, ne, sql } from "drizzle-orm";
import { berlinMonthStart } from "../../../../common/berlinTime.ts";
import type { PayCurrency, Plan, TCard, TPaymentResult } from "../../../../common/contracts/payments.ts";
import { formatCoins } from "../../../../common/money.ts";
import type { ChargeOutcome, PaymentProvider } from "../../../adapters/payment-provider/paymentProvider.ts";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { paymentCards, payments } from "../../../db/schema/payments.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import {
  type GuestRow,
  isRestricted,
  lockActiveGuest,
  markPayingCustomer,
  restrictionError,
  settleCompensation,
} from "../../accounts/index.ts";
import { applyTopUpBonus } from "../../dailybonus/index.ts";
import { balanceOf, credit } from "../../wallet/index.ts";
import { depositLimitOf } from "../depositLimits.ts";
import { cardExpired, effectiveLimit } from "../policy.ts";
import { applySubscriptionPayment, runningSubscription } from "./subscriptionEffects.ts";

export type PaymentPurpose = "charge" | "oneclick" | "autorecharge" | "subscription" | "compensation";

/**
 * The id of the renewal payment of a subscription's period (the period that ends at `periodEnd`):
 * a UUID derived from both, so each period is charged at most once (payments' primary key) and the
 * provider sees the same reference for a retried renewal.
 */
export function renewalPaymentId(subscriptionId: number, periodEnd: Date): string {
  const hex = createHash("sha256")
    .update(`renewal:${subscriptionId}:${periodEnd.toISOString()}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What a payment buys and costs. */
export interface PaymentOrder {
  purpose: PaymentPurpose;
  /** The coin package or the subscription plan. */
  productId: string | null;
  subscriptionId?: number;
  /**
   * The payment's id when it must exist at most once (a renewal: one per subscription and period,
   * renewalPaymentId); the primary key refuses a second payment of the same key. Else a random id.
   */
  key?: string;
  amountMinor: number;
  currency: PayCurrency;
  euroCents: number;
  /** Coins credited on success (coin packages only). */
  coins: number;
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * Locks the guest's row for the rest of the transaction (one payment per guest at a time) and
 * applies the guest-access policy to the locked row (a locked guest: 403 ACCOUNT_LOCKED).
 */
export async function lockGuest(tx: Tx, guestId: number) {
  return lockActiveGuest(tx, guestId);
}

/**
 * Pays an order by card in the caller's transaction: checks that the guest may pay and is within
 * the deposit limit, tokenises a typed card (saved when asked, and always for subscriptions) or
 * uses the saved one, charges it, records the payment and, on success, applies what it buys in
 * the same transaction. A decline is recorded and returned (status "declined"), never applied.
 *
 * The sandbox provider answers at once, so it is called inside the transaction; a remote provider
 * would be called between a "pending" row and its completion, with its webhook as the fallback.
 */
export async function payByCard(options: {
  tx: Tx;
  provider: PaymentProvider;
  guestId: number;
  order: PaymentOrder;
  card?: TCard | undefined;
  saveCard?: boolean;
  /** Merchant-initiated (auto-recharge, renewal): no holder present to confirm. */
  offSession?: boolean;
  now: Date;
}): Promise<TPaymentResult> {
  const { tx, provider, guestId, order, now } = options;
  const guest = await lockGuest(tx, guestId);
  if (isRestricted(guest) && order.purpose !== "compensation")
    throw restrictionError({ compensationDueCents: guest.compensationDueCents });
  if (order.purpose !== "compensation") await assertWithinLimit(tx, guest, order.euroCents, now);

  let token: string;
  let last4: string;
  let cardToSave: PaymentRow["cardToSave"] = null;
  if (options.card) {
    if (cardExpired(options.card.expMonth, options.card.expYear, now))
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "This card has expired");
    const tokenised = provider.tokenise(options.card);
    token = tokenised.token;
    last4 = tokenised.last4;
    if (options.saveCard || order.purpose === "subscription") cardToSave = tokenised;
  } else {
    const [saved] = await tx.select().from(paymentCards).where(eq(paymentCards.guestId, guestId));
    if (!saved) throw new AppError(AppErrorCode.CONFLICT, "No saved card: enter a card");
    if (cardExpired(saved.expMonth, saved.expYear, now))
      throw new AppError(AppErrorCode.CONFLICT, "The saved card has expired: enter a new card");
    token = saved.providerToken;
    last4 = saved.last4;
  }

  const id = order.key ?? randomUUID();
  let outcome: ChargeOutcome = provider.charge({
    token,
    amountMinor: order.amountMinor,
    currency: order.currency,
    reference: id,
  });
  if (outcome.status === "requires_confirmation" && options.offSession)
    outcome = { status: "declined", reference: outcome.reference, reason: "authentication_required" };

  const [row] = await tx
    .insert(payments)
    .values({
      id,
      guestId,
      purpose: order.purpose,
      productId: order.productId,
      subscriptionId: order.subscriptionId ?? null,
      coins: order.coins,
      amountMinor: order.amountMinor,
      currency: order.currency,
      euroCents: order.euroCents,
      status: outcome.status,
      declineReason: outcome.status === "declined" ? outcome.reason : null,
      providerReference: outcome.reference,
      cardLast4: last4,
      cardToSave: outcome.status === "requires_confirmation" ? cardToSave : null,
      createdAt: now,
      completedAt: outcome.status === "requires_confirmation" ? null : now,
    })
    .returning();
  const payment = row as PaymentRow;
  if (outcome.status !== "succeeded") {
    return result(
      payment,
      await balanceOf(tx, guestId),
      outcome.status === "requires_confirmation" ? outcome.hint : null,
    );
  }
  if (cardToSave) await saveCard(tx, guestId, cardToSave);
  const balance = await applyPayment(tx, payment, now);
  return result(payment, balance ?? (await balanceOf(tx, guestId)), null);
}

/** Completes a payment that needed confirmation (its guest's only). */
export async function confirmPayment(options: {
  tx: Tx;
  provider: PaymentProvider;
  guestId: number;
  paymentId: string;
  code: string;
  now: Date;
}): Promise<TPaymentResult> {
  const { tx, guestId, now } = options;
  await lockGuest(tx, guestId);
  const [found] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, options.paymentId), eq(payments.guestId, guestId)))
    .for("update");
  if (!found) throw new AppError(AppErrorCode.NOT_FOUND, "Payment not found");
  if (found.status !== "requires_confirmation") return result(found, await balanceOf(tx, guestId), null);
  // A first subscription payment confirmed after another one of its kind started: 409, not charged.
  if (found.purpose === "subscription" && found.subscriptionId === null && found.productId) {
    const running = await runningSubscription(tx, guestId, found.productId as Plan);
    if (running) throw new AppError(AppErrorCode.CONFLICT, "A subscription of this kind is running already");
  }
  const outcome = options.provider.confirm({ reference: found.providerReference ?? "", code: options.code });
  const status = outcome.status === "succeeded" ? "succeeded" : "declined";
  const [updated] = await tx
    .update(payments)
    .set({
      status,
      declineReason: outcome.status === "declined" ? outcome.reason : null,
      completedAt: now,
      cardToSave: null,
    })
    .where(eq(payments.id, found.id))
    .returning();
  const payment = updated as PaymentRow;
  if (status !== "succeeded") return result(payment, await balanceOf(tx, guestId), null);
  if (found.cardToSave) await saveCard(tx, guestId, found.cardToSave);
  const balance = await applyPayment(tx, payment, now);
  return result(payment, balance ?? (await balanceOf(tx, guestId)), null);
}

/** What a succeeded payment buys; returns the new balance when coins were credited. */
async function applyPayment(tx: Tx, payment: PaymentRow, now: Date): Promise<number | null> {
  switch (payment.purpose) {
    case "charge":
    case "oneclick":
    case "autorecharge": {
      const credited = await credit({
        tx,
        guestId: payment.guestId,
        coins: payment.coins,
        kind: "charge",
        reason: `${payment.purpose} ${payment.productId} (${payment.id})`,
      });
      await markPayingCustomer(tx, payment.guestId);
      await tx
        .update(payments)
        .set({ ledgerEntryId: credited.ledgerEntryId })
        .where(eq(payments.id, payment.id));
      // A top-up bonus the guest claimed today applies to this top-up, once (modules/dailybonus).
      const bonus = await applyTopUpBonus({
        tx,
        guestId: payment.guestId,
        paymentId: payment.id,
        coins: payment.coins,
        now,
      });
      return bonus > 0 ? await balanceOf(tx, payment.guestId) : credited.balance;
    }
    case "subscription":
      await applySubscriptionPayment(tx, payment, now);
      return null;
    case "compensation":
      await settleCompensation(tx, payment.guestId);
      return null;
    default:
      throw new Error(`Unknown payment purpose ${payment.purpose}`);
  }
}

export async function saveCard(
  tx: Tx,
  guestId: number,
  card: NonNullable<PaymentRow["cardToSave"]>,
): Promise<void> {
  const values = {
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    providerToken: card.token,
  };
  await tx
    .insert(paymentCards)
    .values({ guestId, ...values })
    .onConflictDoUpdate({ target: paymentCards.guestId, set: values });
}

/** Succeeded deposits (everything but compensation) this calendar month, in euro cents. */
export async function depositedThisMonth(tx: DbOrTx, guestId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.euroCents}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.guestId, guestId),
        eq(payments.status, "succeeded"),
        ne(payments.purpose, "compensation"),
        gte(payments.createdAt, berlinMonthStart(now)),
      ),
    );
  return Number(row?.total ?? 0);
}

async function assertWithinLimit(tx: Tx, guest: GuestRow, euroCents: number, now: Date): Promise<void> {
  const limit = effectiveLimit(await depositLimitOf(tx, guest.id), now);
  if (limit === null) return;
  const used = await depositedThisMonth(tx, guest.id, now);
  if (used + euroCents > limit)
    throw new AppError(AppErrorCode.LIMIT_REACHED, "This payment would exceed your monthly deposit limit", {
      limitCents: limit,
      usedCents: used,
    });
}

function result(payment: PaymentRow, balance: number, hint: string | null): TPaymentResult {
  return {
    success: payment.status === "succeeded",
    paymentId: payment.id,
    status: payment.status as TPaymentResult["status"],
    declineReason: payment.declineReason,
    coins: payment.status === "succeeded" ? payment.coins : 0,
    guestBalance: balance,
    guestBalanceFormatted: formatCoins(balance),
    confirmationHint: hint,
  };
}
