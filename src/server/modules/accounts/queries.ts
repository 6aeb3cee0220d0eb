import { eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { FALLBACK_LANGUAGE, LANGUAGES } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { guests } from "../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { isVip } from "./entitlements.ts";
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

/**
 * The name, saved language and e-mail address of some guests (absent guests are left out): for
 * texts and mails sent to them.
 */
export async function guestNamesOf(
  db: DbOrTx,
  guestIds: readonly number[],
): Promise<Map<number, { name: string; language: string; email: string; signupSite: string | null }>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: guests.id,
      name: guests.name,
      language: guests.language,
      email: guests.email,
      signupSite: guests.signupSite,
    })
    .from(guests)
    .where(inArray(guests.id, [...new Set(guestIds)]));
  return new Map(rows.map(({ id, ...guest }) => [id, guest]));
}

/** The switches of a guest's notification settings that alerts ask for (on unless switched off). */
export type AlertSetting = "actorOnline" | "email";

/**
 * SQL condition, for another module's statement: the guest `guestId` (a column of guest ids) can be
 * alerted: neither deleted nor locked, the `setting` switch not turned off, and, with
 * `emailVerified`, a verified e-mail address.
 */
export function reachableGuestSql(
  guestId: SQLWrapper,
  options: { setting?: AlertSetting; emailVerified?: boolean } = {},
): SQL {
  const setting = options.setting
    ? sql` and coalesce((${guests.notificationsSettings} ->> ${options.setting})::boolean, true)`
    : sql``;
  const verified = options.emailVerified ? sql` and ${guests.emailVerifiedAt} is not null` : sql``;
  return sql`exists (select 1 from ${guests} where ${guests.id} = ${guestId}
                and ${guests.deletedAt} is null and not ${guests.isLocked}${setting}${verified})`;
}

/** Whether the guest's VIP club membership runs at `now` (false for no such guest). */
export async function isVipNow(db: DbOrTx, guestId: number, now: Date): Promise<boolean> {
  const [row] = await db.select({ vipUntil: guests.vipUntil }).from(guests).where(eq(guests.id, guestId));
  return row ? isVip(row, now) : false;
}

/** What the conversion chat's countdown follows from: signup, paid yet, enabled; null if no such guest. */
export async function signupFactsOf(
  db: DbOrTx,
  guestId: number,
): Promise<{ createdAt: Date; isPayingCustomer: boolean; conversionChatEnabled: boolean } | null> {
  const [row] = await db
    .select({
      createdAt: guests.createdAt,
      isPayingCustomer: guests.isPayingCustomer,
      conversionChatEnabled: guests.conversionChatEnabled,
    })
    .from(guests)
    .where(eq(guests.id, guestId));
  return row ?? null;
}

/**
 * SQL, for another module's single-statement command: the row (id, language) of the guest
 * `guestId` unless deleted, the language one of LANGUAGES (else the fallback). The messenger's
 * actorSend() selects from it in a CTE, so a performer's message costs one round trip.
 */
export function guestLanguageRowSql(guestId: number): SQL {
  return sql`select ${guests.id} as id,
                    case when left(lower(trim(${guests.language})), 2) = any(${`{${LANGUAGES.join(",")}}`}::text[])
                         then left(lower(trim(${guests.language})), 2) else ${FALLBACK_LANGUAGE}::text end as language
               from ${guests} where ${guests.id} = ${guestId} and ${guests.deletedAt} is null`;
}
