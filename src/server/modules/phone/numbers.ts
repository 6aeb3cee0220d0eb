import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { PhoneCode, PIN_LENGTH } from "../../../common/contracts/phone.ts";
import type { Language } from "../../../common/languages.ts";

/**
 * Countries whose numbers we verify (docs/decisions.md): the markets of the site's four languages
 * and their neighbours where the payment methods work.
 */
export const ALLOWED_COUNTRIES: readonly CountryCode[] = [
  "DE",
  "AT",
  "CH",
  "NL",
  "BE",
  "LU",
  "ES",
  "GB",
  "IE",
];

/** Where a number without "+" or "00" is read from, by the guest's language. */
const DEFAULT_COUNTRY: Record<Language, CountryCode> = { de: "DE", en: "GB", es: "ES", nl: "NL" };

/** Number types never verified (code 5): paid, shared or virtual numbers nobody answers a PIN on. */
const BLACKLISTED_TYPES = new Set([
  "PREMIUM_RATE",
  "SHARED_COST",
  "TOLL_FREE",
  "UAN",
  "PERSONAL_NUMBER",
  "PAGER",
  "VOICEMAIL",
  "VOIP",
]);

export type LineType = "mobile" | "fixedLine";

/** A parsed, allowed phone number. */
export interface PhoneNumber {
  lineType: LineType;
  countryCode: string;
  preCode: string;
  number: string;
  e164: string;
  e123: string;
  pinLength: number;
}

/** What parsing a number gave: the number, or the phone code why not. */
export type ParsedNumber = { ok: true; phone: PhoneNumber } | { ok: false; code: PhoneCode };

/** The PIN length of a line type (spec §5). */
export function pinLengthOf(lineType: LineType): number {
  return PIN_LENGTH[lineType];
}

/**
 * Parses and classifies a number (libphonenumber-js with full metadata): code 1 when it is no valid
 * number, 2 when its country is not allowed, 5 for premium, shared-cost, toll-free and virtual
 * numbers. Numbers that may be either (FIXED_LINE_OR_MOBILE) count as fixed lines: no SMS to them.
 */
export function parsePhoneNumber(input: string, language: Language): ParsedNumber {
  const text = input.trim().replace(/^00/, "+");
  const parsed = parsePhoneNumberFromString(text, DEFAULT_COUNTRY[language]);
  if (!parsed?.isValid() || !parsed.country) return { ok: false, code: PhoneCode.INVALID_NUMBER };
  if (!ALLOWED_COUNTRIES.includes(parsed.country)) return { ok: false, code: PhoneCode.COUNTRY_NOT_ALLOWED };
  const type = parsed.getType();
  if (type && BLACKLISTED_TYPES.has(type)) return { ok: false, code: PhoneCode.BLACKLISTED };
  if (type !== "MOBILE" && type !== "FIXED_LINE" && type !== "FIXED_LINE_OR_MOBILE")
    return { ok: false, code: PhoneCode.INVALID_NUMBER };
  const lineType: LineType = type === "MOBILE" ? "mobile" : "fixedLine";
  return {
    ok: true,
    phone: {
      lineType,
      countryCode: parsed.country,
      preCode: parsed.countryCallingCode,
      number: parsed.nationalNumber,
      e164: parsed.number,
      e123: parsed.formatInternational(),
      pinLength: pinLengthOf(lineType),
    },
  };
}
