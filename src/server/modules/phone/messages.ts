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
