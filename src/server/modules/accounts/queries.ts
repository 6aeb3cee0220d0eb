import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { guests } from "../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import type { GuestRow } from "./sessions.ts";

/** A guest's memberships as the site shows them (the same rules as presentGuest()). */
export interface Membership {
  isVip: boolean;
  /** The VIP end while VIP, else null. */
  vipUntil: Date | null;
  /** VIP includes the TV subscription (spec core §3). */
  isTvSubscriber: boolean;
}

/** The age-check state of a guest: the status and the message shown for a rejection or revocation. */
export interface AgeCheckState {
  status: string;
  message: string | null;
}

/** The current VIP and TV memberships of some guests (absent guests are left out). */
export async function membershipsOf(
  db: DbOrTx,
  guestIds: readonly number[],
  now: Date,
): Promise<Map<number, Membership>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select({ id: guests.id, vipUntil: guests.vipUntil, tvUntil: guests.tvUntil })
    .from(guests)
    .where(inArray(guests.id, [...guestIds]));
  return new Map(
    rows.map((row) => {
      const isVip = row.vipUntil !== null && row.vipUntil > now;
      const isTv = row.tvUntil !== null && row.tvUntil > now;
      return [row.id, { isVip, vipUntil: isVip ? row.vipUntil : null, isTvSubscriber: isVip || isTv }];
    }),
  );
}

/** The current age-check states of some guests (absent guests are left out). */
export async function ageCheckStatesOf(
  db: DbOrTx,
  guestIds: readonly number[],
): Promise<Map<number, AgeCheckState>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select({ id: guests.id, status: guests.avsStatus, message: guests.avsRejectMessage })
    .from(guests)
    .where(inArray(guests.id, [...guestIds]));
  return new Map(rows.map((row) => [row.id, { status: row.status, message: row.message }]));
}

/** A guest's row as it is now (in the caller's transaction), or NOT_FOUND. */
export async function guestRowOf(db: DbOrTx, guestId: number): Promise<GuestRow> {
  const [row] = await db.select().from(guests).where(eq(guests.id, guestId));
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
  return row;
}

/** The id of the guest with this e-mail address (any case), or null. */
export async function guestIdByEmail(db: DbOrTx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(sql`lower(${guests.email})`, email.toLowerCase()));
  return row?.id ?? null;
}

/** The name and saved language of some guests (absent guests are left out): for texts sent to them. */
export async function guestNamesOf(
  db: DbOrTx,
  guestIds: readonly number[],
): Promise<Map<number, { name: string; language: string }>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select({ id: guests.id, name: guests.name, language: guests.language })
    .from(guests)
    .where(inArray(guests.id, [...new Set(guestIds)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, language: row.language }]));
}
