import { PhoneCode, PINCALL_TYPES, type PincallType } from "../../../../common/contracts/phone.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import { phoneVerifications } from "../../../db/schema/phone.ts";
import { networkOf } from "../../../lib/network.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { isBlacklisted } from "../blacklist.ts";
import { takeFromPinBudget } from "../budget.ts";
import { emailNotVerifiedError, phoneError } from "../errors.ts";
import { assertWithinPinLimits, lockPinScopes } from "../limits.ts";
import { parsePhoneNumber } from "../numbers.ts";
import { PIN_TTL_MINUTES } from "../pin.ts";
import type { VerificationRow } from "../presenter.ts";
import { verifiedNumber } from "../queries.ts";

/**
 * pinCall startVerification (spec §7): parses the number (codes 1, 2, 5; 5 also for a number on
 * the operator's blacklist), checks the type (3: only sms or call, and sms only to mobile numbers)
 * and refuses a number another guest verified (6). A number the guest already verified answers
 * that verification and sends nothing. Then, before anything is sent: the guest's e-mail address
 * must be confirmed (403 EMAIL_NOT_VERIFIED), and the limits per guest, number and network
 * (limits.ts) and today's budget (budget.ts) are counted under their locks (code 9 with a reason).
 * The row keeps no PIN: phone.pinRequested makes and sends it after commit (handlers.ts).
 */
export async function startVerification(options: {
  tx: Tx;
  guestId: number;
  /** Whether the guest's e-mail address is confirmed (the caller reads it from the guest). */
  emailVerified: boolean;
  /** The client's address (the route's request.ip); counted as its network (lib/network.ts). */
  address: string;
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
  if (!options.emailVerified) throw emailNotVerifiedError(language);
  const scopes = { guestId, e164: phone.e164, network: networkOf(options.address) };
  await lockPinScopes(tx, scopes);
  await assertWithinPinLimits(tx, scopes, now, language);
  await takeFromPinBudget(tx, now, language);
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
      network: scopes.network,
      expiresAt: new Date(now.getTime() + PIN_TTL_MINUTES * 60_000),
      createdAt: now,
    })
    .returning();
  if (!row) throw phoneError(PhoneCode.UNKNOWN, language);
  await recordEvent(tx, "phone.pinRequested", {
    verificationId: row.id,
    channel: type,
    to: phone.e164,
    language,
  });
  return row;
}
