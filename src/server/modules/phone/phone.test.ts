import { describe, expect, it } from "vitest";
import {
  PhoneCode,
  phoneCodeMessage,
  phoneCodeOf,
  phoneFailureText,
} from "../../../common/contracts/phone.ts";
import { LANGUAGES } from "../../../common/languages.ts";
import { emailNotVerifiedError, phoneError, pinLimitError } from "./errors.ts";
import { pinMessageText } from "./messages.ts";
import { parsePhoneNumber } from "./numbers.ts";
import { hashPin, newPin, newSalt, pinMatches } from "./pin.ts";

describe("phone numbers", () => {
  it("classifies mobile numbers with a 6-digit PIN and fixed lines with 5 (spec §5)", () => {
    expect(parsePhoneNumber("+49 151 23456789", "en")).toEqual({
      ok: true,
      phone: {
        lineType: "mobile",
        countryCode: "DE",
        preCode: "49",
        number: "15123456789",
        e164: "+4915123456789",
        e123: "+49 1512 3456789",
        pinLength: 6,
      },
    });
    expect(parsePhoneNumber("+49 30 1234567", "en")).toMatchObject({
      ok: true,
      phone: { lineType: "fixedLine", pinLength: 5, e164: "+49301234567" },
    });
  });

  it("reads national numbers by the guest's language and 00 as +", () => {
    expect(parsePhoneNumber("0151 23456789", "de")).toMatchObject({ phone: { e164: "+4915123456789" } });
    expect(parsePhoneNumber("06 12345678", "nl")).toMatchObject({
      phone: { e164: "+31612345678", lineType: "mobile" },
    });
    expect(parsePhoneNumber("0034 612 345 678", "en")).toMatchObject({ phone: { countryCode: "ES" } });
  });

  it("answers code 1 for invalid numbers, 2 for other countries, 5 for paid and free numbers", () => {
    expect(parsePhoneNumber("123", "de")).toEqual({ ok: false, code: PhoneCode.INVALID_NUMBER });
    expect(parsePhoneNumber("not a number", "en")).toEqual({ ok: false, code: PhoneCode.INVALID_NUMBER });
    expect(parsePhoneNumber("+33 6 12 34 56 78", "en")).toEqual({
      ok: false,
      code: PhoneCode.COUNTRY_NOT_ALLOWED,
    });
    expect(parsePhoneNumber("+49 900 1234567", "en")).toEqual({ ok: false, code: PhoneCode.BLACKLISTED });
    expect(parsePhoneNumber("+49 180 12345678", "en")).toEqual({ ok: false, code: PhoneCode.BLACKLISTED });
    expect(parsePhoneNumber("+49 800 1234567", "en")).toEqual({ ok: false, code: PhoneCode.BLACKLISTED });
  });
});

describe("phone codes", () => {
  it("maps each of the 10 codes to a 4xx error carrying the code, with a message in every language", () => {
    for (let code = 1; code <= 10; code++) {
      const error = phoneError(code as PhoneCode, "de");
      expect(error.status).toBeGreaterThanOrEqual(400);
      expect(error.status).toBeLessThan(500);
      expect(error.toBody().error.details).toEqual({ phoneCode: code });
      expect(phoneCodeOf(error.toBody())).toBe(code);
      const messages = LANGUAGES.map((language) => phoneCodeMessage(code, language));
      expect(new Set(messages).size).toBe(LANGUAGES.length);
    }
    expect(phoneError(PhoneCode.NO_SUCH_ID, "en").status).toBe(404);
    expect(phoneError(PhoneCode.ATTEMPT_LIMIT, "en").status).toBe(403);
    expect(phoneError(PhoneCode.NOT_UNIQUE, "en").status).toBe(409);
  });

  it("reads code 10 from an answer without a phone code (spec §8)", () => {
    expect(phoneCodeOf({ error: { code: "INTERNAL", message: "x" } })).toBe(PhoneCode.UNKNOWN);
    expect(phoneCodeOf(null)).toBe(PhoneCode.UNKNOWN);
    expect(phoneCodeOf({ error: { details: { phoneCode: 42 } } })).toBe(PhoneCode.UNKNOWN);
    expect(phoneCodeMessage(42, "en")).toBe(phoneCodeMessage(10, "en"));
  });
});

describe("PINs", () => {
  it("makes PINs of the asked length and keeps only a salted hash that matches the PIN alone", () => {
    const pin = newPin(6);
    expect(pin).toMatch(/^\d{6}$/);
    expect(newPin(5)).toMatch(/^\d{5}$/);
    const salt = newSalt();
    const hash = hashPin(pin, salt);
    expect(hash).not.toContain(pin);
    expect(pinMatches(pin, salt, hash)).toBe(true);
    expect(pinMatches(pin === "000000" ? "000001" : "000000", salt, hash)).toBe(false);
    expect(hashPin(pin, newSalt())).not.toBe(hash);
  });

  it("texts the PIN or speaks it digit by digit in the guest's language", () => {
    expect(pinMessageText("sms", "123456", "en")).toContain("123456");
    expect(pinMessageText("call", "12345", "de")).toContain("1 2 3 4 5");
  });
});

describe("the texts of a refused start (what the web phone form shows)", () => {
  it("explains each limit, the budget and an unconfirmed e-mail address in every language, each text its own", () => {
    const reasons = ["guestLimit", "numberLimit", "networkLimit", "dailyBudget"] as const;
    for (const language of LANGUAGES) {
      const texts = [
        ...reasons.map((reason) =>
          pinLimitError(reason, language, { limit: 1, window: "hour", retryAt: "" }),
        ),
        emailNotVerifiedError(language),
      ].map((error) => {
        const { code, details } = error.toBody().error;
        const text = phoneFailureText({ code, details }, language);
        expect(text).toBe(error.message);
        return text;
      });
      expect(new Set(texts).size).toBe(texts.length);
      expect(texts).not.toContain(phoneCodeMessage(PhoneCode.ATTEMPT_LIMIT, language));
    }
    // A failure without a reason reads as its phone code, as before.
    const wrongPin = phoneError(PhoneCode.INVALID_PIN, "de").toBody().error;
    expect(phoneFailureText(wrongPin, "de")).toBe(phoneCodeMessage(PhoneCode.INVALID_PIN, "de"));
  });
});
