import type { Language } from "../../../common/languages.ts";

/** The phone section's title (its texts load with the section, after the page). */
export const PHONE_TITLE: Record<Language, string> = {
  en: "Phone number",
  de: "Telefonnummer",
  es: "Número de teléfono",
  nl: "Telefoonnummer",
};
