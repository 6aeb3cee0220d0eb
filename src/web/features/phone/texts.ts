import type { Language } from "../../../common/languages.ts";

/** The texts of the phone verification in the account area. */
export interface PhoneTexts {
  title: string;
  intro: string;
  number: string;
  numberHint: string;
  how: string;
  sms: string;
  call: string;
  send: string;
  /** {number}, {digits}. */
  sentSms: string;
  sentCall: string;
  pin: string;
  verify: string;
  another: string;
  resend: string;
  /** {number}. */
  verifiedNow: string;
  verifiedList: string;
  mobile: string;
  fixedLine: string;
  smsReady: string;
  smsNeedsMobile: string;
  /** {digits}. */
  pinInvalid: string;
}

export const PHONE_TEXTS: Record<Language, PhoneTexts> = {
  en: {
    title: "Phone number",
    intro:
      "Verify your phone number to get SMS alerts when your favourite performers come online. We never show it to anyone.",
    number: "Phone number",
    numberHint:
      "With country code, e.g. +49 151 23456789. Numbers from DE, AT, CH, NL, BE, LU, ES, GB and IE.",
    how: "How should we send the code?",
    sms: "By text message (mobile numbers)",
    call: "By voice call",
    send: "Send code",
    sentSms: "We texted a {digits}-digit code to {number}.",
    sentCall: "We are calling {number} and reading out a {digits}-digit code.",
    pin: "Code",
    verify: "Verify",
    another: "Use another number",
    resend: "Send a new code",
    verifiedNow: "{number} is verified.",
    verifiedList: "Verified numbers",
    mobile: "Mobile",
    fixedLine: "Landline",
    smsReady: "SMS alerts can be switched on per performer under Favourite cams.",
    smsNeedsMobile: "SMS alerts need a verified mobile number.",
    pinInvalid: "Enter the {digits} digits of the code.",
  },
  de: {
    title: "Telefonnummer",
    intro:
      "Bestätige deine Telefonnummer, um per SMS benachrichtigt zu werden, wenn deine Lieblings-Amateurinnen online kommen. Wir zeigen sie niemandem.",
    number: "Telefonnummer",
    numberHint:
      "Mit Ländervorwahl, z. B. +49 151 23456789. Nummern aus DE, AT, CH, NL, BE, LU, ES, GB und IE.",
    how: "Wie sollen wir den Code schicken?",
    sms: "Per SMS (Handynummern)",
    call: "Per Anruf",
    send: "Code senden",
    sentSms: "Wir haben einen {digits}-stelligen Code an {number} geschickt.",
    sentCall: "Wir rufen {number} an und sagen einen {digits}-stelligen Code an.",
    pin: "Code",
    verify: "Bestätigen",
    another: "Andere Nummer verwenden",
    resend: "Neuen Code senden",
    verifiedNow: "{number} ist bestätigt.",
    verifiedList: "Bestätigte Nummern",
    mobile: "Handy",
    fixedLine: "Festnetz",
    smsReady: "SMS-Benachrichtigungen schaltest du pro Amateurin unter „Lieblings-Cams“ ein.",
    smsNeedsMobile: "SMS-Benachrichtigungen brauchen eine bestätigte Handynummer.",
    pinInvalid: "Gib die {digits} Ziffern des Codes ein.",
  },
  es: {
    title: "Número de teléfono",
    intro:
      "Verifica tu número de teléfono para recibir avisos por SMS cuando tus modelos favoritas se conecten. Nunca se lo mostramos a nadie.",
    number: "Número de teléfono",
    numberHint:
      "Con prefijo de país, p. ej. +34 612 345 678. Números de DE, AT, CH, NL, BE, LU, ES, GB e IE.",
    how: "¿Cómo te enviamos el código?",
    sms: "Por SMS (móviles)",
    call: "Por llamada",
    send: "Enviar código",
    sentSms: "Hemos enviado un código de {digits} cifras a {number}.",
    sentCall: "Estamos llamando a {number} para dictarte un código de {digits} cifras.",
    pin: "Código",
    verify: "Verificar",
    another: "Usar otro número",
    resend: "Enviar un código nuevo",
    verifiedNow: "{number} está verificado.",
    verifiedList: "Números verificados",
    mobile: "Móvil",
    fixedLine: "Fijo",
    smsReady: "Puedes activar los avisos por SMS para cada modelo en «Cams favoritas».",
    smsNeedsMobile: "Los avisos por SMS necesitan un móvil verificado.",
    pinInvalid: "Introduce las {digits} cifras del código.",
  },
  nl: {
    title: "Telefoonnummer",
    intro:
      "Verifieer je telefoonnummer om een sms te krijgen als je favoriete performers online komen. We laten het aan niemand zien.",
    number: "Telefoonnummer",
    numberHint: "Met landcode, bijv. +31 6 12345678. Nummers uit DE, AT, CH, NL, BE, LU, ES, GB en IE.",
    how: "Hoe sturen we de code?",
    sms: "Per sms (mobiele nummers)",
    call: "Per telefoontje",
    send: "Code sturen",
    sentSms: "We hebben een code van {digits} cijfers naar {number} gestuurd.",
    sentCall: "We bellen {number} en lezen een code van {digits} cijfers voor.",
    pin: "Code",
    verify: "Verifiëren",
    another: "Ander nummer gebruiken",
    resend: "Nieuwe code sturen",
    verifiedNow: "{number} is geverifieerd.",
    verifiedList: "Geverifieerde nummers",
    mobile: "Mobiel",
    fixedLine: "Vast",
    smsReady: "Sms-meldingen zet je per performer aan onder ‘Favoriete cams’.",
    smsNeedsMobile: "Sms-meldingen hebben een geverifieerd mobiel nummer nodig.",
    pinInvalid: "Vul de {digits} cijfers van de code in.",
  },
};
