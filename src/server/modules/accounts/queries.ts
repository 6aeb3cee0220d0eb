import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { guests } from "../../db/schema/accounts.ts";

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
