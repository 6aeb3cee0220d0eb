import { z } from "zod";
import type { Language } from "../languages.ts";

/**
 * Phone (pin-call) verification, spec core §3 (fields), §5 (PIN length), §7 (startVerification,
 * verifyPin), §8 (codes 1-10). The number is parsed and classified on the server.
 */

/** How the PIN reaches the guest: a text message (mobile numbers only) or a voice call. */
export const PINCALL_TYPES = ["sms", "call"] as const;
export type PincallType = (typeof PINCALL_TYPES)[number];

/** PIN length by line type (spec §5): 6 digits for mobile numbers, 5 for fixed lines. */
export const PIN_LENGTH = { mobile: 6, fixedLine: 5 } as const;

/** The phone verification codes of spec §8. */
export const PhoneCode = {
  INVALID_NUMBER: 1,
  COUNTRY_NOT_ALLOWED: 2,
  INVALID_TYPE: 3,
  TIMED_OUT: 4,
  BLACKLISTED: 5,
  NOT_UNIQUE: 6,
  NO_SUCH_ID: 7,
  INVALID_PIN: 8,
  ATTEMPT_LIMIT: 9,
  UNKNOWN: 10,
} as const;
export type PhoneCode = (typeof PhoneCode)[keyof typeof PhoneCode];

const MESSAGES: Record<Language, Record<PhoneCode, string>> = {
  de: {
    1: "Diese Telefonnummer ist ungültig.",
    2: "Telefonnummern aus diesem Land können wir nicht prüfen.",
    3: "Diese Art der Prüfung ist für diese Nummer nicht möglich (SMS nur an Handynummern).",
    4: "Der Code ist abgelaufen. Fordere bitte einen neuen an.",
    5: "Diese Nummer kann nicht verwendet werden.",
    6: "Diese Nummer ist bereits mit einem anderen Konto verknüpft.",
    7: "Diese Prüfung gibt es nicht. Fordere bitte einen neuen Code an.",
    8: "Der Code ist falsch.",
    9: "Zu viele Versuche. Fordere bitte einen neuen Code an.",
    10: "Unbekannter Fehler. Bitte versuche es später noch einmal.",
  },
  en: {
    1: "This phone number is not valid.",
    2: "We cannot verify phone numbers from this country.",
    3: "This kind of verification is not possible for this number (text messages go to mobile numbers only).",
    4: "The code has expired. Please ask for a new one.",
    5: "This number cannot be used.",
    6: "This number already belongs to another account.",
    7: "This verification does not exist. Please ask for a new code.",
    8: "The code is not correct.",
    9: "Too many attempts. Please ask for a new code.",
    10: "Unknown error. Please try again later.",
  },
  es: {
    1: "Este número de teléfono no es válido.",
    2: "No podemos verificar números de teléfono de este país.",
    3: "Este tipo de verificación no es posible para este número (los SMS solo van a móviles).",
    4: "El código ha caducado. Solicita uno nuevo.",
    5: "Este número no se puede usar.",
    6: "Este número ya pertenece a otra cuenta.",
    7: "Esta verificación no existe. Solicita un código nuevo.",
    8: "El código no es correcto.",
    9: "Demasiados intentos. Solicita un código nuevo.",
    10: "Error desconocido. Inténtalo de nuevo más tarde.",
  },
  nl: {
    1: "Dit telefoonnummer is ongeldig.",
    2: "Telefoonnummers uit dit land kunnen we niet verifiëren.",
    3: "Deze manier van verifiëren kan niet voor dit nummer (sms alleen naar mobiele nummers).",
    4: "De code is verlopen. Vraag een nieuwe aan.",
    5: "Dit nummer kan niet worden gebruikt.",
    6: "Dit nummer hoort al bij een ander account.",
    7: "Deze verificatie bestaat niet. Vraag een nieuwe code aan.",
    8: "De code klopt niet.",
    9: "Te veel pogingen. Vraag een nieuwe code aan.",
    10: "Onbekende fout. Probeer het later opnieuw.",
  },
};

/** The message of a phone code in a language (unknown codes read as 10). */
export function phoneCodeMessage(code: number, language: Language): string {
  const messages = MESSAGES[language];
  return messages[code as PhoneCode] ?? messages[PhoneCode.UNKNOWN];
}

/** The phone code a failing pin-call answer carries (error.details.phoneCode), else 10 (spec §8). */
export function phoneCodeOf(body: unknown): PhoneCode {
  const details = (body as { error?: { details?: { phoneCode?: unknown } } } | null)?.error?.details;
  const code = details?.phoneCode;
  return typeof code === "number" && code >= 1 && code <= 10 ? (code as PhoneCode) : PhoneCode.UNKNOWN;
}

/**
 * POST pinCall/startVerification. `type` is checked by the server (code 3, not a validation error),
 * so any short string passes here.
 */
export const ZPincallStart = z.strictObject({
  phoneNumber: z.string().trim().min(1).max(40),
  type: z.string().max(20).default("sms"),
  language: z.string().max(5).optional(),
});
export type TPincallStart = z.infer<typeof ZPincallStart>;

/** POST pinCall/verifyPin. */
export const ZPincallVerify = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
  type: z.string().max(20),
  pin: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, "digits only"),
});
export type TPincallVerify = z.infer<typeof ZPincallVerify>;

/** A verification as the guest sees it (spec §3 pin-call verification fields). */
export interface TPincallVerification {
  id: number;
  type: PincallType;
  verified: boolean;
  /** ISO 3166 alpha-2 country of the number, e.g. DE. */
  countryCode: string;
  /** The country calling code without "+", e.g. "49". */
  preCode: string;
  /** The national significant number, e.g. "15123456789". */
  number: string;
  /** The number in E.123 international notation, e.g. "+49 1512 3456789". */
  e123: string;
  pinLength: number;
  /** Whether the number is a mobile number (SMS alerts need one). */
  isMobile: boolean;
  /** When the PIN stops working (ISO); null once verified. */
  expiresAt: string | null;
}

/** The answer of startVerification and verifyPin. */
export interface TPincallResult {
  success: true;
  verification: TPincallVerification;
}

/** GET pinCall/verifications: the guest's verified numbers and open verifications. */
export interface TPincallVerifications {
  verifications: TPincallVerification[];
  /** A verified mobile number exists: SMS alerts can be switched on. */
  hasVerifiedMobile: boolean;
}
