import { and, eq, ne, sql } from "drizzle-orm";
import {
  PAY_CURRENCIES,
  type PayCurrency,
  PLAN_INFO,
  type Plan,
} from "../../../../common/contracts/payments.ts";
import type { Tx } from "../../../db/client.ts";
import { type payments, subscriptions } from "../../../db/schema/payments.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { extendMembership } from "../../accounts/index.ts";

const DAY_MS = 86_400_000;

/**
 * Applies a succeeded subscription payment: the first payment starts the subscription, a renewal
 * (payment with subscriptionId) extends it by one period; the trial renews as VIP. The guest's
 * VIP or TV end moves with the period (never backwards: bonus VIP days are kept), and
 * payments.membershipChanged is recorded.
 */
export async function applySubscriptionPayment(
  tx: Tx,
  payment: typeof payments.$inferSelect,
  now: Date,
): Promise<void> {
  const plan = payment.productId as Plan;
  const currency = (PAY_CURRENCIES as readonly string[]).includes(payment.currency)
    ? (payment.currency as PayCurrency)
    : "EUR";
  let periodEnd: Date;
  if (payment.subscriptionId) {
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, payment.subscriptionId));
    if (!current) throw new Error(`Subscription ${payment.subscriptionId} is gone`);
    const next = PLAN_INFO[PLAN_INFO[current.plan as Plan].renewsAs];
    periodEnd = new Date(
      Math.max(current.currentPeriodEnd.getTime(), now.getTime()) + next.periodDays * DAY_MS,
    );
    await tx
      .update(subscriptions)
      .set({
        plan: next.plan,
        periodDays: next.periodDays,
        currentPeriodEnd: periodEnd,
        renewalMinor: next.price[currency],
        discountedRenewals: sql`greatest(${subscriptions.discountedRenewals} - 1, 0)`,
      })
      .where(eq(subscriptions.id, current.id));
  } else {
    const info = PLAN_INFO[plan];
    periodEnd = new Date(now.getTime() + info.periodDays * DAY_MS);
    await tx.insert(subscriptions).values({
      guestId: payment.guestId,
      plan,
      status: "active",
      currency,
      renewalMinor: PLAN_INFO[info.renewsAs].price[currency],
      periodDays: info.periodDays,
      currentPeriodEnd: periodEnd,
      createdAt: now,
    });
  }
  // The TV plan extends the TV membership, every VIP plan the VIP club's.
  await extendMembership({
    tx,
    guestId: payment.guestId,
    kind: plan === "vxtv" ? "tv" : "vip",
    until: periodEnd,
    paid: true,
  });
  await recordEvent(tx, "payments.membershipChanged", { guestId: payment.guestId });
}

/** The guest's running (not ended) subscription of the plan's kind: VIP plans or TV. */
export async function runningSubscription(tx: Tx, guestId: number, plan: Plan) {
  const kind = plan === "vxtv" ? sql`${subscriptions.plan} = 'vxtv'` : sql`${subscriptions.plan} <> 'vxtv'`;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.guestId, guestId), ne(subscriptions.status, "ended"), kind))
    .for("update");
  return row ?? null;
}
