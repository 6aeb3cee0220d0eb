import { and, count, eq, gt, sql } from "drizzle-orm";
import { PhoneCode, PINCALL_TYPES, type PincallType } from "../../../../common/contracts/phone.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import { phoneVerifications } from "../../../db/schema/index.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { isBlacklisted } from "../blacklist.ts";
import { phoneError } from "../errors.ts";
import { parsePhoneNumber } from "../numbers.ts";
import { hashPin, MAX_STARTS_PER_HOUR, newPin, newSalt, PIN_TTL_MINUTES } from "../pin.ts";
import type { VerificationRow } from "../presenter.ts";
import { verifiedNumber } from "../queries.ts";

const HOUR_MS = 3_600_000;
/** The advisory-lock class of a guest's PIN starts (the phone module owns no guest row to lock). */
const PIN_LOCK_GUEST = 7_411_001;

/**
 * pinCall startVerification (spec §7): parses the number (codes 1, 2, 5; 5 also for a number on
 * the operator's blacklist), checks the type (3: only
 * sms or call, and sms only to mobile numbers), refuses a number another guest verified (6) and more
 * than 5 starts an hour (9). Stores the PIN's hash with a 10-minute expiry and records
 * phone.pinRequested, which texts or calls the PIN after commit. A number the guest already
 * verified answers that verification and sends nothing.
 */
export async function startVerification(options: {
  tx: Tx;
  guestId: number;
  phoneNumber: string;
  type: string;
  language: Language;
  now: Date;
}): Promise<VerificationRow> {
  const { tx, guestId, language, now } = options;
  const parsed = parsePhoneNumber(options.phoneNumber, language);
  if (!parsed.ok) throw phoneError(parsed.code, language);
  const { phone } = parsed;
  if (await isBlacklisted(tx, phone.e164)) throw phoneError(PhoneCode.BLACKLISTED, language);
  if (!(PINCALL_TYPES as readonly string[]).includes(options.type))
    throw phoneError(PhoneCode.INVALID_TYPE, language);
  const type = options.type as PincallType;
  if (type === "sms" && phone.lineType !== "mobile") throw phoneError(PhoneCode.INVALID_TYPE, language);
  const owner = await verifiedNumber(tx, phone.e164);
  if (owner && owner.guestId !== guestId) throw phoneError(PhoneCode.NOT_UNIQUE, language);
  if (owner) return owner;
  // Counted and inserted under the guest's lock: parallel starts of one guest count one after the
  // other, so the limit sends exactly MAX_STARTS_PER_HOUR messages.
  await tx.execute(sql`select pg_advisory_xact_lock(${PIN_LOCK_GUEST}, ${guestId})`);
  const [recent] = await tx
    .select({ n: count() })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.guestId, guestId),
        gt(phoneVerifications.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= MAX_STARTS_PER_HOUR) throw phoneError(PhoneCode.ATTEMPT_LIMIT, language);
  const pin = newPin(phone.pinLength);
  const pinSalt = newSalt();
  const [row] = await tx
    .insert(phoneVerifications)
    .values({
      guestId,
      type,
      lineType: phone.lineType,
      countryCode: phone.countryCode,
      preCode: phone.preCode,
      number: phone.number,
      e164: phone.e164,
      e123: phone.e123,
      pinLength: phone.pinLength,
      pinSalt,
      pinHash: hashPin(pin, pinSalt),
      expiresAt: new Date(now.getTime() + PIN_TTL_MINUTES * 60_000),
      createdAt: now,
    })
    .returning();
  if (!row) throw phoneError(PhoneCode.UNKNOWN, language);
  await recordEvent(tx, "phone.pinRequested", {
    verificationId: row.id,
    channel: type,
    to: phone.e164,
    pin,
    language,
  });
  return row;
}
