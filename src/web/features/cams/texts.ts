import type { Language } from "../../../common/languages.ts";

/**
 * The texts of /cams/ in the four languages. They live with the page (its route chunk), not in the
 * page dictionaries every page loads: those count against every page's JavaScript budget.
 */
const en = {
  title: "Live cams",
  intro: "Every performer online now, with a live picture of her cam. Pick one and start a chat.",
  freeChatLink: "Free chat now: watch for free",
  count: "{count} online now",
  filters: "Filter the cams",
  who: "Who",
  everyone: "Everyone",
  language: "Speaks",
  anyLanguage: "Any language",
  maxPrice: "Private chat up to",
  anyPrice: "Any price",
  freeChat: "Free chat now",
  newOnly: "New performers",
  reset: "Show all",
  none: "Nobody online matches these filters.",
  nobody: "Nobody is online right now. Come back in a few minutes.",
  liveStill: "Live picture of {name}",
  chatTypes: "Chat types",
  shown: "{shown} of {count} shown",
  genderTypes: { F: "Women", M: "Men", FM: "Couples", FF: "Two women", S: "Trans" },
};

export type CamsTexts = typeof en;

const de: CamsTexts = {
  freeChatLink: "Jetzt Gratis-Chat: kostenlos zuschauen",
  title: "Live-Cams",
  intro:
    "Alle Darstellerinnen, die gerade online sind, mit einem Live-Bild ihrer Cam. Wähle eine aus und starte den Chat.",
  count: "{count} gerade online",
  filters: "Cams filtern",
  who: "Wer",
  everyone: "Alle",
  language: "Spricht",
  anyLanguage: "Jede Sprache",
  maxPrice: "Privatchat bis",
  anyPrice: "Jeder Preis",
  freeChat: "Jetzt Gratis-Chat",
  newOnly: "Neue Darstellerinnen",
  reset: "Alle zeigen",
  none: "Niemand, der online ist, passt zu diesen Filtern.",
  nobody: "Gerade ist niemand online. Schau in ein paar Minuten wieder vorbei.",
  liveStill: "Live-Bild von {name}",
  chatTypes: "Chat-Arten",
  shown: "{shown} von {count} angezeigt",
  genderTypes: { F: "Frauen", M: "Männer", FM: "Paare", FF: "Zwei Frauen", S: "Trans" },
};

const es: CamsTexts = {
  freeChatLink: "Chat gratis ahora: mira sin pagar",
  title: "Cams en vivo",
  intro:
    "Todas las modelos conectadas ahora, con una imagen en vivo de su cam. Elige una y empieza a chatear.",
  count: "{count} conectadas ahora",
  filters: "Filtrar las cams",
  who: "Quién",
  everyone: "Todos",
  language: "Habla",
  anyLanguage: "Cualquier idioma",
  maxPrice: "Chat privado hasta",
  anyPrice: "Cualquier precio",
  freeChat: "Chat gratis ahora",
  newOnly: "Modelos nuevas",
  reset: "Mostrar todas",
  none: "Nadie conectado coincide con estos filtros.",
  nobody: "Ahora no hay nadie conectado. Vuelve en unos minutos.",
  liveStill: "Imagen en vivo de {name}",
  chatTypes: "Tipos de chat",
  shown: "{shown} de {count} mostradas",
  genderTypes: { F: "Mujeres", M: "Hombres", FM: "Parejas", FF: "Dos mujeres", S: "Trans" },
};

const nl: CamsTexts = {
  freeChatLink: "Nu gratis chat: kijk gratis mee",
  title: "Live cams",
  intro: "Alle performers die nu online zijn, met een livebeeld van hun cam. Kies er een en begin een chat.",
  count: "{count} nu online",
  filters: "Cams filteren",
  who: "Wie",
  everyone: "Iedereen",
  language: "Spreekt",
  anyLanguage: "Elke taal",
  maxPrice: "Privéchat tot",
  anyPrice: "Elke prijs",
  freeChat: "Nu gratis chat",
  newOnly: "Nieuwe performers",
  reset: "Alles tonen",
  none: "Niemand die online is past bij deze filters.",
  nobody: "Er is nu niemand online. Kom over een paar minuten terug.",
  liveStill: "Livebeeld van {name}",
  chatTypes: "Chatsoorten",
  shown: "{shown} van {count} getoond",
  genderTypes: { F: "Vrouwen", M: "Mannen", FM: "Stellen", FF: "Twee vrouwen", S: "Trans" },
};

export const CAMS_TEXTS: Record<Language, CamsTexts> = { en, de, es, nl };
