import { and, desc, eq, gt, inArray, isNotNull, not, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { phoneVerifications } from "../../db/schema/phone.ts";
import { blacklistedSql } from "./blacklist.ts";
import type { VerificationRow } from "./presenter.ts";

/** A guest's verification by id (null when absent or another guest's). */
export async function verificationOf(
  db: DbOrTx,
  guestId: number,
  id: number,
): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.id, id), eq(phoneVerifications.guestId, guestId)));
  return row ?? null;
}

/** The verified row of a number (E.164), whoever owns it. */
export async function verifiedNumber(db: DbOrTx, e164: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.e164, e164), isNotNull(phoneVerifications.verifiedAt)));
  return row ?? null;
}

const verificationsStatement = preparedPerDatabase((db: DbOrTx) =>
  db
    .select()
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.guestId, sql.placeholder("guestId")),
        or(
          isNotNull(phoneVerifications.verifiedAt),
          gt(phoneVerifications.expiresAt, sql.placeholder("now")),
        ),
      ),
    )
    .orderBy(desc(phoneVerifications.id))
    .limit(10)
    .prepare("velvet_phone_verifications_of"),
);

/** A guest's verified numbers and still-open verifications, newest first (at most 10); every guest object reads them. */
export function verificationsOf(db: DbOrTx, guestId: number, now: Date): Promise<VerificationRow[]> {
  return verificationsStatement(db).execute({ guestId, now });
}

/** Whether a guest has a verified mobile number off the blacklist (SMS alerts need one). */
export async function hasVerifiedMobile(db: DbOrTx, guestId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.guestId, guestId),
        eq(phoneVerifications.lineType, "mobile"),
        isNotNull(phoneVerifications.verifiedAt),
        not(blacklistedSql(sql`${phoneVerifications.e164}`)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * SQL condition, for another module's statement: the guest `guestId` (a column of guest ids) has a
 * verified mobile number off the operator's blacklist, one an alert may be texted to.
 */
export function hasTextableMobileSql(guestId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${phoneVerifications} p
                where p.guest_id = ${guestId} and p.line_type = 'mobile' and p.verified_at is not null
                  and not ${blacklistedSql(sql`p.e164`)})`;
}

/** The number to text each guest at: the newest verified mobile off the blacklist (guests without one are left out). */
export async function textableMobilesOf(
  db: DbOrTx,
  guestIds: readonly number[],
): Promise<Map<number, string>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([phoneVerifications.guestId], {
      guestId: phoneVerifications.guestId,
      e164: phoneVerifications.e164,
    })
    .from(phoneVerifications)
    .where(
      and(
        inArray(phoneVerifications.guestId, [...new Set(guestIds)]),
        eq(phoneVerifications.lineType, "mobile"),
        isNotNull(phoneVerifications.verifiedAt),
        not(blacklistedSql(sql`${phoneVerifications.e164}`)),
      ),
    )
    .orderBy(phoneVerifications.guestId, desc(phoneVerifications.verifiedAt));
  return new Map(rows.map((row) => [row.guestId, row.e164]));
}
