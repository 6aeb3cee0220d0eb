import type { GoldrushTexts } from "./goldrush.en.ts";

export const texts: GoldrushTexts = {
  title: "Goldrausch",
  description:
    "Sammle Gold mit dem, was du jeden Tag auf Velvet machst: vorbeischauen, Favoriten merken, schreiben, zuschauen. Jede Belohnung der Leiter gehört dir, sobald dein Gold sie erreicht.",
  none: "Gerade läuft kein Goldrausch. Schau bald wieder vorbei!",
  failed: "Der Goldrausch konnte nicht geladen werden.",
  retry: "Nochmal versuchen",
  yourGold: "Dein Gold",
  goldAmount: "{points} Gold",
  toNext: "Noch {points} Gold bis zur nächsten Belohnung: {reward}",
  allReached: "Du hast jede Belohnung dieses Goldrauschs erreicht!",
  runsUntil: "Läuft bis {date}",
  visit: {
    button: "Heutiges Gold abholen",
    done: "Dein Besuch heute ist gezählt. Komm morgen wieder!",
    counted: "+{points} Gold für deinen Besuch heute!",
  },
  activities: {
    title: "So verdienst du Gold",
    intro:
      "Jede Aktivität zählt bis zu ihrem Tageslimit (Berliner Zeit). VIP-Mitglieder bekommen den Bonus obendrauf.",
    points: "{points} Gold",
    vipBonus: "+{points} für VIP",
    today: "Heute {count} von {limit}",
    limit: { one: "Bis zu {count}-mal am Tag", other: "Bis zu {count}-mal am Tag" },
    free: "Gratis",
    names: {
      dailyVisit: "Täglicher Besuch",
      favorite: "Einen Favoriten merken",
      message: "Eine Nachricht schreiben",
      purchase: "Ein Video oder Fotoalbum kaufen",
      liveMinute: "Eine Minute Live-Chat",
    },
  },
  challenges: {
    title: "Challenges",
    bonus: "+{points} Gold Bonus",
    progress: "{progress} von {target}",
    done: "Geschafft",
  },
  rewards: {
    title: "Die Belohnungsleiter",
    at: "ab {points} Gold",
    granted: "Deins",
    reached: "Erreicht",
    locked: "Noch offen",
  },
  login: {
    title: "Mach beim Goldrausch mit",
    text: "Melde dich an und sammle Gold: Schon dein täglicher Besuch bringt jeden Tag Gold, ganz ohne Kauf.",
    button: "Anmelden",
  },
};
