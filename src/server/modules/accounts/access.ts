import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { guests } from "../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/**
 * The one guest-access policy (docs/decisions.md "Security (issue 10)"): a guest the operator
 * locked, or who deleted the account, may not hold a session, spend, redeem or write. Every path
 * obeys this module: logins and hand-overs (assertMayHoldSession), session resolution and the
 * content service (ACTIVE_GUEST), the wallet debit and the SQL purchase functions (the same
 * condition in SQL, ACTIVE_GUEST_SQL_TEXT), and commands that lock the guest's row first
 * (lockActiveGuest).
 */
export interface AccessFacts {
  isLocked: boolean;
  deletedAt: Date | null;
}

/** Why a guest may not use the platform, or null when they may. */
export function accessDenial(guest: AccessFacts): "locked" | "deleted" | null {
  if (guest.deletedAt !== null) return "deleted";
  if (guest.isLocked) return "locked";
  return null;
}

/** True when the guest may hold a session, spend and write. */
export function mayUsePlatform(guest: AccessFacts): boolean {
  return accessDenial(guest) === null;
}

/** The error for a guest who may not use the platform. */
export function accessError(denial: "locked" | "deleted"): AppError {
  return denial === "locked"
    ? new AppError(AppErrorCode.ACCOUNT_LOCKED, "This account is locked; please contact support")
    : new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
}

/** Throws ACCOUNT_LOCKED (403) for a locked guest, NOT_FOUND for a deleted one. */
export function assertMayUsePlatform(guest: AccessFacts): void {
  const denial = accessDenial(guest);
  if (denial) throw accessError(denial);
}

/**
 * A restricted guest (an open amount after a chargeback, spec core §3 opcompensation) may log in
 * and look around, but spends nothing until the amount is paid: no purchase, no paid message, no
 * payment but the compensation itself. buy_item_by_session() applies the same rule in SQL
 * (`restriction_level > 0`).
 */
export function isRestricted(guest: { restrictionLevel: number }): boolean {
  return guest.restrictionLevel > 0;
}

/** The error for a restricted guest's spending (403 ACCOUNT_RESTRICTED), with what is open if known. */
export function restrictionError(details?: { compensationDueCents: number }): AppError {
  return new AppError(
    AppErrorCode.ACCOUNT_RESTRICTED,
    "The account is restricted until the open amount is paid",
    details,
  );
}

/** Throws ACCOUNT_RESTRICTED for a restricted guest. */
export function assertMaySpend(guest: { restrictionLevel: number }): void {
  if (isRestricted(guest)) throw restrictionError();
}

/** The same rule as a condition on the guests table (drizzle), for queries that resolve a guest. */
export const ACTIVE_GUEST: SQL = sql`(not ${guests.isLocked} and ${guests.deletedAt} is null)`;

/**
 * The same rule as a condition on another table's statement: the guest `guestId` (a number or a
 * column holding guest ids) exists and may use the platform. The wallet's debit is conditional on it.
 */
export function isActiveGuest(guestId: number | SQLWrapper): SQL {
  return sql`exists (select 1 from ${guests} where ${guests.id} = ${guestId} and ${ACTIVE_GUEST})`;
}

/**
 * The same rule as SQL text on a guests row aliased `g`, for raw statements and database
 * functions (migration 0023 writes it into buy_item() and buy_item_by_session()).
 */
export const ACTIVE_GUEST_SQL_TEXT = "(not g.is_locked and g.deleted_at is null)";

type GuestRow = typeof guests.$inferSelect;

/**
 * Locks the guest's row for the rest of the transaction and checks the policy on the locked
 * (current) row: commands that spend or write take this lock FIRST, so a concurrent lock by the
 * operator, or a concurrent command of the same guest, is seen before anything is checked.
 */
export async function lockActiveGuest(tx: DbOrTx, guestId: number): Promise<GuestRow> {
  // FOR NO KEY UPDATE, not FOR UPDATE: a charging call with an Idempotency-Key has already
  // inserted its key row, whose foreign key holds FOR KEY SHARE on this guest; two such calls
  // upgrading to FOR UPDATE deadlock (500). NO KEY UPDATE still serialises every locker and every
  // balance update (found by the money model, moneyModel.pg.test.ts).
  const [guest] = await tx.select().from(guests).where(eq(guests.id, guestId)).for("no key update");
  if (!guest) throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
  assertMayUsePlatform(guest);
  return guest;
}

/** Reads the policy facts of a guest (for explaining a refused conditional write). */
export async function accessFactsOf(tx: DbOrTx, guestId: number): Promise<AccessFacts | null> {
  const [row] = await tx
    .select({ isLocked: guests.isLocked, deletedAt: guests.deletedAt })
    .from(guests)
    .where(eq(guests.id, guestId));
  return row ?? null;
}

/**
 * Locks the guest's row for the rest of the transaction (FOR NO KEY UPDATE, as lockActiveGuest)
 * and answers it as it is now, whatever the access policy says (the caller explains a refusal in
 * its own terms), or null for an unknown guest.
 */
export async function lockGuestRow(tx: DbOrTx, guestId: number): Promise<GuestRow | null> {
  const [guest] = await tx.select().from(guests).where(eq(guests.id, guestId)).for("no key update");
  return guest ?? null;
}
