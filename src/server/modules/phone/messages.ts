import type { Language } from "../../../common/languages.ts";

const PIN_SMS: Record<Language, (pin: string) => string> = {
  de: (pin) => `Dein Velvet-Code: ${pin}. Er gilt 10 Minuten. Gib ihn niemandem weiter.`,
  en: (pin) => `Your Velvet code: ${pin}. It works for 10 minutes. Never share it.`,
  es: (pin) => `Tu código de Velvet: ${pin}. Vale 10 minutos. No lo compartas con nadie.`,
  nl: (pin) => `Je Velvet-code: ${pin}. Hij is 10 minuten geldig. Deel hem met niemand.`,
};

const PIN_CALL: Record<Language, (digits: string) => string> = {
  de: (digits) => `Hallo, hier ist Velvet. Dein Code lautet: ${digits}. Ich wiederhole: ${digits}.`,
  en: (digits) => `Hello, this is Velvet. Your code is: ${digits}. Again: ${digits}.`,
  es: (digits) => `Hola, aquí Velvet. Tu código es: ${digits}. Repito: ${digits}.`,
  nl: (digits) => `Hallo, hier is Velvet. Je code is: ${digits}. Nog een keer: ${digits}.`,
};

/** What the SMS says, or what the voice call speaks (digit by digit), in the guest's language. */
export function pinMessageText(channel: "sms" | "call", pin: string, language: Language): string {
  return channel === "sms" ? PIN_SMS[language](pin) : PIN_CALL[language](pin.split("").join(" "));
}

/**
 * The operator's warning about today's PIN budget (English: the operator's language), for the log
 * line and the mail.
 */
export function budgetWarningMail(warning: {
  day: string;
  level: "threshold" | "exhausted";
  sent: number;
  dailyBudget: number;
  warnAtPercent: number;
}): { subject: string; text: string } {
  const { day, sent, dailyBudget, warnAtPercent } = warning;
  const subject =
    warning.level === "threshold"
      ? `Velvet: ${sent} of ${dailyBudget} phone PINs sent today (${warnAtPercent} % warning)`
      : `Velvet: today's budget of ${dailyBudget} phone PINs is used up`;
  const effect =
    warning.level === "threshold"
      ? "PINs still go out; once the budget is used up, no guest can verify a phone number until midnight (Berlin)."
      : "No PIN goes out until midnight (Berlin): guests who start a phone verification are told to try again tomorrow.";
  const text = [
    `On ${day} (Berlin) ${sent} PIN messages (texts and calls) were sent; the daily budget is ${dailyBudget}.`,
    effect,
    "A sudden rise can be SMS pumping: look at the numbers and networks in phone_verifications.",
    "Read or change the budget: GET / POST /rest/v1/internal/phone/pinBudget (X-Operator-Key).",
  ].join("\n\n");
  return { subject, text };
}
