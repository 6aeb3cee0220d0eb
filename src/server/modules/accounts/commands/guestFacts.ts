import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { guests } from "../../../db/schema/accounts.ts";
import type { GuestRow } from "../sessions.ts";

// The columns of the guest row that other modules decide (docs/ARCHITECTURE.md "Tables and their
// owners"): the deciding module keeps its rule (payments the periods, avs the provider's answer,
// benefits the bonus days) and asks accounts to store the outcome through one of these named
// writes. No other module writes the guests table.

/** Which membership a period extends: the VIP club (vipUntil) or the TV subscription (tvUntil). */
export type MembershipKind = "vip" | "tv";

/**
 * Extends a guest's VIP or TV membership to `until`, never backwards (bonus days and a longer
 * paid period are kept), in the caller's transaction. A paid period also marks a paying customer.
 */
export async function extendMembership(options: {
  tx: DbOrTx;
  guestId: number;
  kind: MembershipKind;
  until: Date;
  paid: boolean;
}): Promise<void> {
  const { tx, until } = options;
  const column = options.kind === "tv" ? guests.tvUntil : guests.vipUntil;
  await tx
    .update(guests)
    .set({
      [options.kind === "tv" ? "tvUntil" : "vipUntil"]:
        sql`greatest(coalesce(${column}, ${until}), ${until})`,
      ...(options.paid ? { isPayingCustomer: true } : {}),
    })
    .where(eq(guests.id, options.guestId));
}

/**
 * Adds `days` VIP days from the later of now and the current VIP end (a bonus code's VIP days), in
 * the caller's transaction.
 */
export async function addVipDays(options: { tx: DbOrTx; guestId: number; days: number; now: Date }) {
  const now = options.now.toISOString();
  await options.tx
    .update(guests)
    .set({
      vipUntil: sql`greatest(coalesce(${guests.vipUntil}, ${now}::timestamptz), ${now}::timestamptz) + make_interval(days => ${options.days})`,
    })
    .where(eq(guests.id, options.guestId));
}

/** The age-check states a guest can be in (the guests_avs_status CHECK). */
export type AgeCheckStatus = "unknown" | "pending" | "accepted" | "rejected" | "revoked";

/**
 * Stores a guest's age-check status and the message shown with it (modules/avs decides them), in
 * the caller's transaction. False for an unknown guest, with nothing written.
 */
export async function setAgeCheckState(options: {
  tx: DbOrTx;
  guestId: number;
  status: AgeCheckStatus;
  message: string | null;
}): Promise<boolean> {
  const rows = await options.tx
    .update(guests)
    .set({ avsStatus: options.status, avsRejectMessage: options.message })
    .where(eq(guests.id, options.guestId))
    .returning({ id: guests.id });
  return rows.length > 0;
}

/** Counts the guest's address as confirmed from `now` (the demo guest's example. address). */
export async function markEmailVerified(tx: DbOrTx, guestId: number, now: Date): Promise<void> {
  await tx
    .update(guests)
    .set({ emailVerifiedAt: sql`coalesce(${guests.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(guests.id, guestId));
}

/** Marks a guest who paid real money (a card payment): shown as isPayingCustomer. */
export async function markPayingCustomer(tx: DbOrTx, guestId: number): Promise<void> {
  await tx.update(guests).set({ isPayingCustomer: true }).where(eq(guests.id, guestId));
}

/**
 * The open amount of a restricted guest was paid (modules/payments, compensation): the restriction
 * is lifted, nothing is owed, and the guest is a paying customer.
 */
export async function settleCompensation(tx: DbOrTx, guestId: number): Promise<void> {
  await tx
    .update(guests)
    .set({ restrictionLevel: 0, compensationDueCents: 0, isForcePayment: false, isPayingCustomer: true })
    .where(eq(guests.id, guestId));
}

/** The guest's payment preferences of the guest object: one-click packages and auto-recharge. */
export type PaymentPreferences = Pick<GuestRow, "oneClickConfig" | "autoRechargeConfig">;

/** Stores the guest's one-click and auto-recharge settings (payments checks them first). */
export async function setPaymentPreferences(
  tx: DbOrTx,
  guestId: number,
  preferences: PaymentPreferences,
): Promise<void> {
  await tx.update(guests).set(preferences).where(eq(guests.id, guestId));
}
