import type { GoldrushTexts } from "./goldrush.en.ts";

export const texts: GoldrushTexts = {
  title: "Goldkoorts",
  description:
    "Verzamel goud met wat je elke dag op Velvet doet: langskomen, favorieten bewaren, schrijven, kijken. Elke beloning op de ladder is van jou zodra je goud haar bereikt.",
  none: "Er loopt nu geen goldkoorts. Kom snel terug!",
  failed: "De goldkoorts kon niet worden geladen.",
  retry: "Opnieuw proberen",
  yourGold: "Jouw goud",
  goldAmount: "{points} goud",
  toNext: "Nog {points} goud tot de volgende beloning: {reward}",
  allReached: "Je hebt elke beloning van deze goldkoorts bereikt!",
  runsUntil: "Loopt tot {date}",
  visit: {
    button: "Haal het goud van vandaag",
    done: "Je bezoek van vandaag telt. Kom morgen terug!",
    counted: "+{points} goud voor je bezoek vandaag!",
  },
  activities: {
    title: "Zo verdien je goud",
    intro: "Elke activiteit telt tot haar daglimiet (Berlijnse tijd). VIP-leden krijgen de bonus er bovenop.",
    points: "{points} goud",
    vipBonus: "+{points} voor VIP",
    today: "Vandaag {count} van {limit}",
    limit: { one: "Tot {count} keer per dag", other: "Tot {count} keer per dag" },
    free: "Gratis",
    names: {
      dailyVisit: "Dagelijks bezoek",
      favorite: "Een favoriet bewaren",
      message: "Een bericht schrijven",
      purchase: "Een video of fotoalbum kopen",
      liveMinute: "Een minuut livechat",
    },
  },
  challenges: {
    title: "Uitdagingen",
    bonus: "+{points} goud bonus",
    progress: "{progress} van {target}",
    done: "Voltooid",
  },
  rewards: {
    title: "De beloningsladder",
    at: "vanaf {points} goud",
    granted: "Van jou",
    reached: "Bereikt",
    locked: "Nog te bereiken",
  },
  login: {
    title: "Doe mee met de goldkoorts",
    text: "Log in om goud te verzamelen: alleen al je dagelijkse bezoek levert elke dag goud op, zonder aankoop.",
    button: "Inloggen",
  },
};
