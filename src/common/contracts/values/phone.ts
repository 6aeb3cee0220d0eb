import type { Language } from "../../languages.ts";

/**
 * Phone (pin-call) values without zod (the web app's pages import these): types, PIN lengths, the
 * phone codes of spec §8 and their messages in four languages.
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
