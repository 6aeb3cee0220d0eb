import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { paymentCards, payments, subscriptions } from "../../db/schema/payments.ts";

/** The payments' part of a guest's data export: payments, subscriptions and the saved card (no token). */
export async function paymentDataOf(db: DbOrTx, guestId: number) {
  const [guestPayments, guestSubscriptions, card] = await Promise.all([
    db
      .select({
        id: payments.id,
        purpose: payments.purpose,
        productId: payments.productId,
        amountMinor: payments.amountMinor,
        currency: payments.currency,
        coins: payments.coins,
        status: payments.status,
        declineReason: payments.declineReason,
        cardLast4: payments.cardLast4,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.guestId, guestId)),
    db.select().from(subscriptions).where(eq(subscriptions.guestId, guestId)),
    db
      .select({
        brand: paymentCards.brand,
        last4: paymentCards.last4,
        expMonth: paymentCards.expMonth,
        expYear: paymentCards.expYear,
      })
      .from(paymentCards)
      .where(eq(paymentCards.guestId, guestId)),
  ]);
  return { payments: guestPayments, subscriptions: guestSubscriptions, savedCard: card[0] ?? null };
}

/**
 * The payments' part of an account deletion, in the caller's transaction: the card token goes and
 * nothing renews any more; payments stay for bookkeeping.
 */
export async function forgetPaymentData(db: DbOrTx, guestId: number, now: Date): Promise<void> {
  await db.delete(paymentCards).where(eq(paymentCards.guestId, guestId));
  await db
    .update(subscriptions)
    .set({ status: "ended", endedAt: now, endReason: "account_deleted" })
    .where(and(eq(subscriptions.guestId, guestId), ne(subscriptions.status, "ended")));
}
