import type { GamesTexts } from "./games.en.ts";

export const texts: GamesTexts = {
  spinwheel: {
    title: "Rad van fortuin",
    description:
      "Elke dag een gratis draai: munten, vouchers en VIP-dagen, met de kans op elke prijs ernaast.",
    spin: "Draai aan het rad",
    spinning: "Het rad draait…",
    spinsLeft: { one: "Nog {count} gratis draai vandaag", other: "Nog {count} gratis draaien vandaag" },
    extraSpins: {
      one: "+ {count} extra draai uit je voordelen",
      other: "+ {count} extra draaien uit je voordelen",
    },
    noSpinsLeft: "Vandaag geen draai meer. Je volgende gratis draai komt over {time}.",
    won: "Gewonnen: {prize}",
    nothing: "Deze keer geen prijs. Morgen weer!",
    points: "Je punten: {points}",
    login: "Log in om aan het rad te draaien: elke dag een gratis draai.",
    loginButton: "Inloggen",
    none: "Het rad neemt pauze: er loopt nu geen spel.",
  },
  odds: {
    title: "De kansen",
    intro:
      "Elke draai wordt met een veilig willekeurig getal uit precies deze tabel getrokken. Je hoeft niets te kopen, en niets wat je koopt verandert hem.",
    prize: "Prijs",
    chance: "Kans",
    left: "Over",
    nothing: "Geen prijs",
    unlimited: "–",
  },
  gained: {
    title: "Je prijzen",
    empty: "Nog geen prijs.",
    benefits: "Je vouchers en VIP-dagen staan bij je voordelen.",
  },
  failed: "Het spel kon niet worden geladen.",
  retry: "Opnieuw proberen",
  refused: "De draai is niet gelukt: {reason}",
};
