import { deleteOutboxMailsTo, outboxMailsTo } from "../../adapters/mailer/mailer.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { forgetIdempotencyKeys } from "../../lib/idempotency.ts";
import { accountDataOf, eraseAccount, type GuestRow } from "../accounts/index.ts";
import { ageChecksOf, forgetAgeChecks } from "../avs/index.ts";
import { vouchersOf } from "../benefits/index.ts";
import { forgetPaymentData, paymentDataOf } from "../payments/index.ts";
import { purchasesOf } from "../purchases/index.ts";
import { ledgerOf } from "../wallet/index.ts";

/**
 * Everything the platform stores about a guest (GDPR art. 15/20), without secrets: each owner's
 * part (accounts, wallet, purchases, benefits, payments, avs, the mail outbox), composed here above
 * them.
 */
export async function exportGuestData(db: DbOrTx, guest: GuestRow) {
  const [account, ledger, bought, guestVouchers, paymentData, ageChecks, mails] = await Promise.all([
    accountDataOf(db, guest),
    ledgerOf(db, guest.id),
    purchasesOf(db, guest.id),
    vouchersOf(db, guest.id),
    paymentDataOf(db, guest.id),
    ageChecksOf(db, guest.id),
    outboxMailsTo(db, guest.email),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: account.profile,
    sessions: account.sessions,
    ledger,
    purchases: bought,
    vouchers: guestVouchers,
    payments: paymentData.payments,
    subscriptions: paymentData.subscriptions,
    ageChecks,
    savedCard: paymentData.savedCard,
    mails,
  };
}

/**
 * Deletes an account (GDPR art. 17) after the password is confirmed, in the caller's transaction:
 * the account is erased (accounts: e-mail, name, password, sessions, tokens), and with it the
 * stored answers, the mails, the card and the age checks; running subscriptions end. Ledger
 * entries and purchases stay for bookkeeping, tied only to the now anonymous guest id.
 */
export async function deleteGuest(options: { tx: Tx; guest: GuestRow; password: string; now: Date }) {
  const { tx, guest, now } = options;
  // First: a wrong password refuses the deletion before anything is written.
  await eraseAccount(options);
  await deleteOutboxMailsTo(tx, guest.email);
  await forgetIdempotencyKeys(tx, guest.id);
  await forgetPaymentData(tx, guest.id, now);
  await forgetAgeChecks(tx, guest.id);
}
