import { and, eq, ne } from "drizzle-orm";
import type { PayCurrency } from "../../../common/contracts/payments.ts";
import type { TVipSubscription } from "../../../common/contracts/vipclub.ts";
import type { DbOrTx } from "../../db/client.ts";
import { subscriptions } from "../../db/schema/payments.ts";
import { offerAvailable } from "./commands/subscriptions.ts";

/**
 * The guest's running VIP subscription (vip or trialvip, not ended), or null, with since when it
 * runs and its next renewal (none once cancelled: VIP runs to the end of the paid period).
 */
export async function vipSubscriptionOf(db: DbOrTx, guestId: number): Promise<TVipSubscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.guestId, guestId),
        ne(subscriptions.status, "ended"),
        ne(subscriptions.plan, "vxtv"),
      ),
    )
    .limit(1);
  if (!row) return null;
  const active = row.status === "active";
  return {
    plan: row.plan as TVipSubscription["plan"],
    status: active ? "active" : "cancelled",
    since: row.createdAt.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    nextRenewal: active ? row.currentPeriodEnd.toISOString() : null,
    renewalMinor: row.renewalMinor,
    currency: row.currency as PayCurrency,
    offerAvailable: offerAvailable(row),
  };
}

/** Whether the guest ever had a VIP subscription (the trial is for those who never had one). */
export async function hadVipSubscription(db: DbOrTx, guestId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.guestId, guestId), ne(subscriptions.plan, "vxtv")))
    .limit(1);
  return row !== undefined;
}
