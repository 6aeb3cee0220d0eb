import { randomBytes } from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { accountTokens, guests, sessions } from "../../../db/schema/accounts.ts";
import { avsChecks } from "../../../db/schema/avs.ts";
import { vouchers } from "../../../db/schema/benefits.ts";
import { idempotencyKeys } from "../../../db/schema/idempotency.ts";
import { mailOutbox } from "../../../db/schema/mailer.ts";
import { paymentCards, payments, subscriptions } from "../../../db/schema/payments.ts";
import { purchases } from "../../../db/schema/purchases.ts";
import { ledgerEntries } from "../../../db/schema/wallet.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { verifyPassword } from "../password.ts";
import type { GuestRow } from "../sessions.ts";

/** Everything the platform stores about a guest (GDPR art. 15/20), without secrets. */
export async function exportGuestData(db: DbOrTx, guest: GuestRow) {
  const { passwordHash: _secret, ...profile } = guest;
  const [
    guestSessions,
    ledger,
    bought,
    mails,
    guestVouchers,
    guestPayments,
    guestSubscriptions,
    ageChecks,
    card,
  ] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.guestId, guest.id)),
    db
      .select({
        id: ledgerEntries.id,
        delta: ledgerEntries.delta,
        balanceAfter: ledgerEntries.balanceAfter,
        kind: ledgerEntries.kind,
        reason: ledgerEntries.reason,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.guestId, guest.id))
      .orderBy(asc(ledgerEntries.id)),
    db
      .select({
        itemType: purchases.itemType,
        itemId: purchases.itemId,
        price: purchases.price,
        createdAt: purchases.createdAt,
      })
      .from(purchases)
      .where(eq(purchases.guestId, guest.id)),
    db
      .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, guest.email)),
    db.select().from(vouchers).where(eq(vouchers.guestId, guest.id)),
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
      .where(eq(payments.guestId, guest.id)),
    db.select().from(subscriptions).where(eq(subscriptions.guestId, guest.id)),
    db
      .select({ status: avsChecks.status, message: avsChecks.message, createdAt: avsChecks.createdAt })
      .from(avsChecks)
      .where(eq(avsChecks.guestId, guest.id)),
    db
      .select({
        brand: paymentCards.brand,
        last4: paymentCards.last4,
        expMonth: paymentCards.expMonth,
        expYear: paymentCards.expYear,
      })
      .from(paymentCards)
      .where(eq(paymentCards.guestId, guest.id)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    sessions: guestSessions,
    ledger,
    purchases: bought,
    vouchers: guestVouchers,
    payments: guestPayments,
    subscriptions: guestSubscriptions,
    ageChecks,
    savedCard: card[0] ?? null,
    mails,
  };
}

/**
 * Deletes an account (GDPR art. 17) after the password is confirmed: e-mail, name and password
 * are erased, sessions, tokens, stored answers and mails removed. Ledger entries and purchases stay
 * for bookkeeping, tied only to the now anonymous guest id.
 */
export async function deleteGuest(options: {
  tx: Tx;
  guest: GuestRow;
  password: string;
  now: Date;
}): Promise<void> {
  const { tx, guest } = options;
  if (!(await verifyPassword(guest.passwordHash, options.password)))
    throw new AppError(AppErrorCode.FORBIDDEN, "The password is wrong");
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, guest.email));
  await tx.delete(sessions).where(eq(sessions.guestId, guest.id));
  await tx.delete(accountTokens).where(eq(accountTokens.guestId, guest.id));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.guestId, guest.id));
  // The card token goes, and nothing renews any more; payments stay for bookkeeping.
  await tx.delete(paymentCards).where(eq(paymentCards.guestId, guest.id));
  await tx.delete(avsChecks).where(eq(avsChecks.guestId, guest.id));
  await tx
    .update(subscriptions)
    .set({ status: "ended", endedAt: options.now, endReason: "account_deleted" })
    .where(and(eq(subscriptions.guestId, guest.id), ne(subscriptions.status, "ended")));
  await tx
    .update(guests)
    .set({
      email: `deleted-${guest.id}@deleted.invalid`,
      name: "",
      // Not an argon2 hash: no password can ever match it.
      passwordHash: `deleted:${randomBytes(16).toString("hex")}`,
      emailVerifiedAt: null,
      deletedAt: options.now,
    })
    .where(eq(guests.id, guest.id));
}
