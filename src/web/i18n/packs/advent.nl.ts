import type { AdventTexts } from "./advent.en.ts";

export const texts: AdventTexts = {
  title: "Adventskalender",
  description:
    "Elke dag een deurtje van 1 tot 24 december: video's, fotoalbums, munten, messenger-cadeaus en merchandise van onze modellen, gratis.",
  kicker: "24 deurtjes, 24 cadeaus",
  giftKicker: "Elke dag een cadeau",
  intro:
    "Open het deurtje van vandaag voor een gratis cadeau van een van onze modellen. Elk deurtje gaat alleen op zijn eigen dag open.",
  none: "Er loopt nu geen kalender. De adventskalender opent zijn eerste deurtje op 1 december.",
  login: "Log in om het deurtje van vandaag te openen: de cadeaus zijn gratis.",
  loginButton: "Inloggen",
  today: "Vandaag is dag {day}: zijn deurtje wacht op je.",
  open: "Openen",
  opening: "Wordt geopend…",
  openLabel: "Deurtje {day} openen, een cadeau van {name}",
  lockedLabel: "Deurtje {day}, dicht tot zijn dag",
  openedLabel: "Geopend:",
  missedLabel: "Gemist:",
  missed: "Gemist",
  revealed: "Een cadeau van {name}",
  close: "Sluiten",
  code: "Je vouchercode: {code}",
  whereCoins: "De munten staan op je saldo.",
  whereGifts: "De messenger-cadeaus wachten in je messenger.",
  whereBenefits: "Je vindt het bij je voordelen.",
  alreadyOpened: "Dit deurtje heb je al geopend.",
  missedRefusal: "De dag van dit deurtje is voorbij: alleen dat van vandaag gaat open.",
  refused: "Het deurtje ging niet open. Probeer het opnieuw.",
  legend: "Stralend: het deurtje van vandaag. Vaag: een gemiste dag. Verzegeld: komt nog.",
  failed: "De kalender kon niet worden geladen.",
  retry: "Opnieuw proberen",
};
