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

/**
 * Why a start was refused with code 9 (details.reason): too many PINs for this guest, to this
 * number, from this network (an IPv4 address or an IPv6 /64), or today's budget of the platform.
 */
export const PIN_LIMIT_REASONS = ["guestLimit", "numberLimit", "networkLimit", "dailyBudget"] as const;
export type PinLimitReason = (typeof PIN_LIMIT_REASONS)[number];

const LIMIT_MESSAGES: Record<Language, Record<PinLimitReason, string>> = {
  de: {
    guestLimit:
      "Du hast zu viele Codes angefordert. Bitte warte eine Weile, bevor du einen neuen anforderst.",
    numberLimit: "An diese Nummer gingen zu viele Codes. Bitte versuche es später noch einmal.",
    networkLimit: "Aus deinem Netz wurden zu viele Codes angefordert. Bitte versuche es später noch einmal.",
    dailyBudget: "Heute können wir keine Codes mehr senden. Bitte versuche es morgen noch einmal.",
  },
  en: {
    guestLimit: "You have asked for too many codes. Please wait a while before you ask for a new one.",
    numberLimit: "Too many codes have gone to this number. Please try again later.",
    networkLimit: "Too many codes have been asked for from your network. Please try again later.",
    dailyBudget: "We cannot send any more codes today. Please try again tomorrow.",
  },
  es: {
    guestLimit: "Has pedido demasiados códigos. Espera un rato antes de pedir uno nuevo.",
    numberLimit: "Se han enviado demasiados códigos a este número. Inténtalo de nuevo más tarde.",
    networkLimit: "Se han pedido demasiados códigos desde tu red. Inténtalo de nuevo más tarde.",
    dailyBudget: "Hoy no podemos enviar más códigos. Inténtalo de nuevo mañana.",
  },
  nl: {
    guestLimit: "Je hebt te veel codes aangevraagd. Wacht even voordat je een nieuwe aanvraagt.",
    numberLimit: "Er zijn te veel codes naar dit nummer gegaan. Probeer het later opnieuw.",
    networkLimit: "Er zijn te veel codes aangevraagd vanaf jouw netwerk. Probeer het later opnieuw.",
    dailyBudget: "We kunnen vandaag geen codes meer versturen. Probeer het morgen opnieuw.",
  },
};

const EMAIL_FIRST: Record<Language, string> = {
  de: "Bestätige zuerst deine E-Mail-Adresse über den Link in unserer Mail. Danach kannst du deine Telefonnummer bestätigen.",
  en: "Please confirm your e-mail address first with the link in our mail. Then you can verify your phone number.",
  es: "Confirma primero tu dirección de correo con el enlace de nuestro mensaje. Después podrás verificar tu número de teléfono.",
  nl: "Bevestig eerst je e-mailadres via de link in onze mail. Daarna kun je je telefoonnummer bevestigen.",
};

/** The message of a start refused by a limit (code 9 with details.reason). */
export function pinLimitMessage(reason: PinLimitReason, language: Language): string {
  return LIMIT_MESSAGES[language][reason];
}

/** The message of a start refused because the guest's e-mail address is not confirmed yet. */
export function emailFirstMessage(language: Language): string {
  return EMAIL_FIRST[language];
}

/**
 * The text of a failing pin-call answer in a language: an unconfirmed e-mail address
 * (EMAIL_NOT_VERIFIED), a start limit (code 9 with a reason), else the phone code's message.
 */
export function phoneFailureText(failure: { code: string; details?: unknown }, language: Language): string {
  if (failure.code === "EMAIL_NOT_VERIFIED") return emailFirstMessage(language);
  const reason = (failure.details as { reason?: unknown } | null | undefined)?.reason;
  if ((PIN_LIMIT_REASONS as readonly unknown[]).includes(reason))
    return pinLimitMessage(reason as PinLimitReason, language);
  return phoneCodeMessage(phoneCodeOf({ error: { details: failure.details } }), language);
}
