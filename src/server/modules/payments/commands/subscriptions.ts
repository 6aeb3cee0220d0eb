import { and, eq, lte, ne } from "drizzle-orm";
import {
  CANCELLATION_OFFER,
  type PayCurrency,
  PLAN_INFO,
  type Plan,
  type TCard,
  type TPaymentResult,
} from "../../../../common/contracts/payments.ts";
import type { PaymentProvider } from "../../../adapters/payment-provider/paymentProvider.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { subscriptions } from "../../../db/schema/payments.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { renewalPrice } from "../policy.ts";
import { lockGuest, payByCard, renewalPaymentId } from "./cardPayment.ts";
import { runningSubscription } from "./subscriptionEffects.ts";

/** Euro value of an amount (CHF counts at the euro price of the same plan or package). */
export function euroValue(
  amountMinor: number,
  currency: PayCurrency,
  euroPrice: number,
  price: number,
): number {
  return currency === "EUR" ? amountMinor : Math.ceil((amountMinor * euroPrice) / price);
}

/**
 * Starts a subscription (vipabo, trialvipabo, vxtvabo) with its first payment. A cancelled one
 * still running is resumed without a new payment; the trial is once per guest and not for guests
 * who had VIP before.
 */
export async function startSubscription(options: {
  tx: Tx;
  provider: PaymentProvider;
  guestId: number;
  plan: Plan;
  currency: PayCurrency;
  card?: TCard | undefined;
  now: Date;
}): Promise<TPaymentResult | { success: true; resumed: true }> {
  const { tx, guestId, plan, currency, now } = options;
  // The guest's row lock FIRST: concurrent starts of one guest run one after another, so the
  // second sees the first one's subscription (409) instead of charging again.
  await lockGuest(tx, guestId);
  const running = await runningSubscription(tx, guestId, plan);
  if (running) {
    if (running.status === "cancelled" && (running.plan === plan || plan !== "trialvip")) {
      await tx
        .update(subscriptions)
        .set({ status: "active", cancelledAt: null })
        .where(eq(subscriptions.id, running.id));
      return { success: true, resumed: true };
    }
    throw new AppError(AppErrorCode.CONFLICT, "A subscription of this kind is running already");
  }
  if (plan === "trialvip") {
    const [earlier] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.guestId, guestId), ne(subscriptions.plan, "vxtv")))
      .limit(1);
    if (earlier) throw new AppError(AppErrorCode.CONFLICT, "The trial is for guests who were never VIP");
  }
  const info = PLAN_INFO[plan];
  const amountMinor = info.price[currency];
  return payByCard({
    tx,
    provider: options.provider,
    guestId,
    order: {
      purpose: "subscription",
      productId: plan,
      amountMinor,
      currency,
      euroCents: euroValue(amountMinor, currency, info.price.EUR, info.price[currency]),
      coins: 0,
    },
    card: options.card,
    now,
  });
}

/** Cancels at the end of the paid period (the guest keeps what they paid for). */
export async function cancelSubscription(options: { tx: Tx; guestId: number; plan: Plan; now: Date }) {
  await lockGuest(options.tx, options.guestId);
  const running = await runningSubscription(options.tx, options.guestId, options.plan);
  if (running?.status !== "active")
    throw new AppError(AppErrorCode.NOT_FOUND, "No active subscription of this kind");
  await options.tx
    .update(subscriptions)
    .set({ status: "cancelled", cancelledAt: options.now })
    .where(eq(subscriptions.id, running.id));
  return { success: true, currentPeriodEnd: running.currentPeriodEnd.toISOString() };
}

/** True while a cancelled VIP subscription may take the cancellation offer (once). */
export function offerAvailable(row: typeof subscriptions.$inferSelect): boolean {
  return row.plan === "vip" && row.status === "cancelled" && row.offerAcceptedAt === null;
}

/** guest/acceptCancellationOffer: keeps VIP with the next renewals at a lower price. */
export async function acceptCancellationOffer(options: { tx: Tx; guestId: number; now: Date }) {
  await lockGuest(options.tx, options.guestId);
  const running = await runningSubscription(options.tx, options.guestId, "vip");
  if (!running || !offerAvailable(running))
    throw new AppError(AppErrorCode.CONFLICT, "There is no cancellation offer to accept");
  await options.tx
    .update(subscriptions)
    .set({
      status: "active",
      cancelledAt: null,
      offerAcceptedAt: options.now,
      discountedRenewals: CANCELLATION_OFFER.renewals,
    })
    .where(eq(subscriptions.id, running.id));
  const price = renewalPrice(running.renewalMinor, CANCELLATION_OFFER.renewals, CANCELLATION_OFFER.percent);
  return {
    accepted_offer: true,
    accepted_offer_info: {
      renewals: CANCELLATION_OFFER.renewals,
      percent: CANCELLATION_OFFER.percent,
      renewalMinor: price,
      currency: running.currency,
      nextRenewal: running.currentPeriodEnd.toISOString(),
    },
  };
}

export interface RenewalReport {
  renewed: number;
  ended: number;
  failed: number;
}

/**
 * Renews or ends every subscription whose period is over, one transaction each. Rows are taken
 * with SKIP LOCKED, so several instances running this job never handle one twice. A renewal is
 * charged off-session to the saved card; when that fails the subscription ends. A renewal or an
 * end records payments.membershipChanged.
 */
export async function renewDueSubscriptions(options: {
  db: Db;
  provider: PaymentProvider;
  now: Date;
  limit?: number;
}): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, ended: 0, failed: 0 };
  for (let handled = 0; handled < (options.limit ?? 500); handled++) {
    const outcome = await options.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(subscriptions)
        .where(and(ne(subscriptions.status, "ended"), lte(subscriptions.currentPeriodEnd, options.now)))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return null;
      const end = async (reason: string) => {
        await tx
          .update(subscriptions)
          .set({ status: "ended", endedAt: options.now, endReason: reason })
          .where(eq(subscriptions.id, due.id));
        await recordEvent(tx, "payments.membershipChanged", { guestId: due.guestId });
      };
      if (due.status === "cancelled") {
        await end("cancelled");
        return "ended" as const;
      }
      const next = PLAN_INFO[PLAN_INFO[due.plan as Plan].renewsAs];
      const currency = due.currency as PayCurrency;
      const amountMinor = renewalPrice(due.renewalMinor, due.discountedRenewals, CANCELLATION_OFFER.percent);
      try {
        const paid = await tx.transaction((inner) =>
          payByCard({
            tx: inner,
            provider: options.provider,
            guestId: due.guestId,
            order: {
              purpose: "subscription",
              productId: next.plan,
              subscriptionId: due.id,
              key: renewalPaymentId(due.id, due.currentPeriodEnd),
              amountMinor,
              currency,
              euroCents: euroValue(amountMinor, currency, next.price.EUR, next.price[currency]),
              coins: 0,
            },
            offSession: true,
            now: options.now,
          }),
        );
        if (paid.status === "succeeded") return "renewed" as const;
        await end(`payment_${paid.declineReason ?? "declined"}`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await end(`payment_${error.code.toLowerCase()}`);
      }
      return "failed" as const;
    });
    if (outcome === null) break;
    report[outcome] += 1;
  }
  return report;
}
