import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { PhoneCode } from "../../../../common/contracts/phone.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Db } from "../../../db/client.ts";
import { phoneVerifications } from "../../../db/schema/phone.ts";
import { phoneError } from "../errors.ts";
import { MAX_PIN_ATTEMPTS, pinMatches } from "../pin.ts";
import type { VerificationRow } from "../presenter.ts";
import { verificationOf, verifiedNumber } from "../queries.ts";

/** True for PostgreSQL's unique violation (23505), as node-postgres, PGlite or drizzle report it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

/**
 * pinCall verifyPin (spec §7). Another guest's or an unknown id answers 7, another type 3, an
 * expired PIN 4. Each guess first takes one attempt with a conditional UPDATE (attempts < 5), so
 * parallel guesses never get more than 5 tries and none is accepted after the limit (9); a wrong
 * guess answers 8 with the attempts left. The right PIN marks the number verified; when another
 * guest verified it first, the unique index refuses it (6). The right PIN again answers the verified row.
 * Each statement commits on its own: a wrong guess's attempt must stay counted.
 */
export async function verifyPin(options: {
  db: Db;
  guestId: number;
  id: number;
  type: string;
  pin: string;
  language: Language;
  now: Date;
}): Promise<VerificationRow> {
  const { db, guestId, id, language, now } = options;
  const row = await verificationOf(db, guestId, id);
  if (!row) throw phoneError(PhoneCode.NO_SUCH_ID, language);
  if (row.type !== options.type) throw phoneError(PhoneCode.INVALID_TYPE, language);
  if (row.verifiedAt) {
    if (pinMatches(options.pin, row.pinSalt, row.pinHash)) return row;
    throw phoneError(PhoneCode.INVALID_PIN, language);
  }
  if (row.expiresAt <= now) throw phoneError(PhoneCode.TIMED_OUT, language);
  const [taken] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.id, id),
        isNull(phoneVerifications.verifiedAt),
        lt(phoneVerifications.attempts, MAX_PIN_ATTEMPTS),
        gt(phoneVerifications.expiresAt, now),
      ),
    )
    .returning({ attempts: phoneVerifications.attempts });
  if (!taken) {
    const current = await verificationOf(db, guestId, id);
    if (current?.verifiedAt && pinMatches(options.pin, current.pinSalt, current.pinHash)) return current;
    if (current && current.expiresAt <= now) throw phoneError(PhoneCode.TIMED_OUT, language);
    throw phoneError(PhoneCode.ATTEMPT_LIMIT, language);
  }
  if (!pinMatches(options.pin, row.pinSalt, row.pinHash))
    throw phoneError(PhoneCode.INVALID_PIN, language, { attemptsLeft: MAX_PIN_ATTEMPTS - taken.attempts });
  try {
    const [verified] = await db
      .update(phoneVerifications)
      .set({ verifiedAt: now })
      .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.verifiedAt)))
      .returning();
    return verified ?? ((await verificationOf(db, guestId, id)) as VerificationRow);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const owner = await verifiedNumber(db, row.e164);
    if (owner?.guestId === guestId) return owner;
    throw phoneError(PhoneCode.NOT_UNIQUE, language);
  }
}
