import type { RewardEventsTexts } from "./rewardEvents.en.ts";

export const texts: RewardEventsTexts = {
  wetnwild: {
    title: "Wet and Wild",
    description:
      "Drei Wellen, hinter jeder ein Gewinn: Wähle jeden Tag eine Welle und gewinne Coins, Gutscheine und VIP-Tage – die Chancen stehen offen daneben.",
    pick: "Wähle eine Welle",
    wave: "Welle {number}",
    drawing: "Die Welle bricht…",
    none: "Die Wellen ruhen: Gerade läuft keine Wet-and-Wild-Aktion.",
  },
  slotmachine: {
    title: "Spielautomat",
    play: "Hebel ziehen",
    playing: "Die Walzen drehen sich…",
    reels: "Walzen",
  },
  credits: {
    left: { one: "Heute noch {count} Gratis-Versuch", other: "Heute noch {count} Gratis-Versuche" },
    noneLeft: "Heute kein Versuch mehr. Morgen gibt es neue Gratis-Versuche.",
  },
  result: {
    won: "Gewonnen: {prize}",
    nothing: "Diesmal kein Gewinn.",
    refused: "Das hat nicht geklappt: {reason}",
  },
  odds: {
    title: "Die Chancen",
    intro:
      "Jeder Versuch wird mit einer sicheren Zufallszahl aus genau dieser Tabelle gezogen. Kein Kauf nötig, und nichts, was du kaufst, ändert sie.",
    prize: "Gewinn",
    chance: "Chance",
    left: "Übrig",
    nothing: "Kein Gewinn",
    unlimited: "–",
  },
  history: {
    title: "Deine Gewinne",
    empty: "Noch kein Gewinn.",
    redeemable: "Einlösbar",
    credited: "Gutgeschrieben",
    benefits: "Deine Gutscheine und Vorteile",
  },
  login: {
    text: "Melde dich an und spiele: jeden Tag Gratis-Versuche, kein Kauf nötig.",
    button: "Anmelden",
  },
  failed: "Die Aktion konnte nicht geladen werden.",
  retry: "Erneut versuchen",
};
