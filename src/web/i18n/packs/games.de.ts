import type { GamesTexts } from "./games.en.ts";

export const texts: GamesTexts = {
  spinwheel: {
    title: "Glücksrad",
    description:
      "Jeden Tag ein Gratis-Dreh: Coins, Gutscheine und VIP-Tage, mit den Chancen jedes Gewinns offen daneben.",
    spin: "Rad drehen",
    spinning: "Das Rad dreht sich …",
    spinsLeft: { one: "Heute noch {count} Gratis-Dreh", other: "Heute noch {count} Gratis-Drehs" },
    extraSpins: {
      one: "+ {count} Extra-Dreh aus deinen Vorteilen",
      other: "+ {count} Extra-Drehs aus deinen Vorteilen",
    },
    noSpinsLeft: "Heute kein Dreh mehr. Dein nächster Gratis-Dreh kommt in {time}.",
    won: "Gewonnen: {prize}",
    nothing: "Diesmal kein Gewinn. Morgen wieder!",
    points: "Deine Punkte: {points}",
    login: "Melde dich an, um das Rad zu drehen: jeden Tag ein Gratis-Dreh.",
    loginButton: "Anmelden",
    none: "Das Rad macht Pause: Gerade läuft kein Spiel.",
  },
  odds: {
    title: "Die Chancen",
    intro:
      "Jeder Dreh wird mit einer sicheren Zufallszahl aus genau dieser Tabelle gezogen. Kein Kauf nötig, und nichts, was du kaufst, ändert sie.",
    prize: "Gewinn",
    chance: "Chance",
    left: "Übrig",
    nothing: "Kein Gewinn",
    unlimited: "–",
  },
  gained: {
    title: "Deine Gewinne",
    empty: "Noch kein Gewinn.",
    benefits: "Deine Gutscheine und VIP-Tage findest du bei deinen Vorteilen.",
  },
  failed: "Das Spiel konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  refused: "Der Dreh hat nicht geklappt: {reason}",
};
