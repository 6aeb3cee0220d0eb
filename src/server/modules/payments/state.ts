import { and, desc, eq, ne } from "drizzle-orm";
import type {
  PackageId,
  PayCurrency,
  Plan,
  TPaymentState,
  TSubscription,
} from "../../../common/contracts/payments.ts";
import type { DbOrTx } from "../../db/client.ts";
import { paymentCards, payments, subscriptions } from "../../db/schema/payments.ts";
import { guestRowOf } from "../accounts/index.ts";
import { depositedThisMonth } from "./commands/cardPayment.ts";
import { offerAvailable } from "./commands/subscriptions.ts";
import { depositLimitOf } from "./depositLimits.ts";
import { effectiveLimit } from "./policy.ts";

export function presentSubscription(row: typeof subscriptions.$inferSelect): TSubscription {
  return {
    id: row.id,
    plan: row.plan as Plan,
    status: row.status as TSubscription["status"],
    currency: row.currency as PayCurrency,
    renewalMinor: row.renewalMinor,
    periodDays: row.periodDays,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    discountedRenewals: row.discountedRenewals,
    offerAvailable: offerAvailable(row),
  };
}

/** GET payment/state: saved card, one-click and auto-recharge, limits, compensation, subscriptions. */
export async function paymentState(
  tx: DbOrTx,
  guestId: number,
  now: Date,
  sandbox: boolean,
): Promise<TPaymentState> {
  const guest = await guestRowOf(tx, guestId);
  const [card] = await tx.select().from(paymentCards).where(eq(paymentCards.guestId, guestId));
  const running = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.guestId, guestId), ne(subscriptions.status, "ended")));
  const [trial] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.guestId, guestId), ne(subscriptions.plan, "vxtv")))
    .limit(1);
  const limit = await depositLimitOf(tx, guestId);
  const pending =
    limit.depositLimitNextFrom && limit.depositLimitNextFrom > now
      ? { monthlyCents: limit.depositLimitNextCents, from: limit.depositLimitNextFrom.toISOString() }
      : null;
  return {
    card: card
      ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
      : null,
    oneClick: {
      enabled: guest.oneClickConfig.enabled,
      packageIds: guest.oneClickConfig.packageIds as PackageId[],
    },
    autoRecharge: {
      enabled: guest.autoRechargeConfig.enabled,
      thresholdCoins: guest.autoRechargeConfig.thresholdCoins,
      packageId: guest.autoRechargeConfig.packageId as PackageId,
    },
    limit: {
      monthlyCents: effectiveLimit(limit, now),
      usedThisMonthCents: await depositedThisMonth(tx, guestId, now),
      next: pending,
    },
    compensationDueCents: guest.compensationDueCents,
    subscriptions: running.map(presentSubscription),
    trialUsed: trial !== undefined,
    sandbox,
  };
}

/** The guest's latest payments for the settings flow. */
export async function paymentHistory(db: DbOrTx, guestId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.guestId, guestId))
    .orderBy(desc(payments.createdAt))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    productId: row.productId,
    status: row.status,
    declineReason: row.declineReason,
    amount: { value: row.amountMinor, currency: row.currency },
    coins: row.coins,
    cardLast4: row.cardLast4,
    createdAt: row.createdAt.toISOString(),
  }));
}
