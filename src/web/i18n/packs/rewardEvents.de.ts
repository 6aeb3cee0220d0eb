import type { RewardEventsTexts } from "./rewardEvents.en.ts";

export const texts: RewardEventsTexts = {
  events: {
    "wet-and-wild": {
      title: "Wet and Wild",
      description:
        "Drei Wellen, hinter jeder ein Gewinn: Wähle jeden Tag eine Welle und gewinne Coins, Gutscheine und VIP-Tage – die Chancen stehen offen daneben.",
      pick: "Wähle eine Welle",
      item: "Welle {number}",
      drawing: "Die Welle bricht…",
      none: "Die Wellen ruhen: Gerade läuft keine Wet-and-Wild-Aktion.",
    },
    slotmachine: {
      title: "Spielautomat",
      description:
        "Drei Walzen, jeden Tag Gratis-Spiele: Bring drei gleiche Symbole in eine Reihe und gewinne Coins, Gutscheine und VIP-Tage. Die Chancen stehen gleich daneben.",
      pick: "Hebel ziehen",
      item: "Walze {number}",
      drawing: "Die Walzen drehen sich…",
      none: "Der Automat ruht: Gerade läuft keine Spielautomaten-Aktion.",
    },
    "wiesn-shooting": {
      title: "Wiesn-Schießbude",
      description:
        "Ran an den Stand wie auf dem Oktoberfest: Ziel jeden Tag auf eine von fünf Scheiben und gewinne Coins, Gutscheine und VIP-Tage.",
      pick: "Ziel auf eine Scheibe",
      item: "Scheibe {number}",
      drawing: "Peng! Der Treffer wird geprüft…",
      none: "Der Stand ist zu: Gerade läuft keine Wiesn-Schießbude.",
    },
    "wiesn-bude": {
      title: "Wiesn-Bude",
      description:
        "Jedes Lebkuchenherz an der Bude versteckt einen Gewinn: Such dir jeden Tag eines aus und nimm Coins, Gutscheine oder VIP-Tage mit.",
      pick: "Wähle ein Lebkuchenherz",
      item: "Lebkuchenherz {number}",
      drawing: "Das Herz wird ausgepackt…",
      none: "Die Bude ist zu: Gerade läuft keine Wiesn-Bude.",
    },
    "venus-attacks": {
      title: "Venus greift an",
      description:
        "Drei Untertassen von der Venus kreisen über der Seite: Fang jeden Tag eine und schau, was sie an Bord hat.",
      pick: "Fang eine Untertasse",
      item: "Untertasse {number}",
      drawing: "Die Untertasse landet…",
      none: "Der Himmel ist klar: Gerade läuft kein Venus-Angriff.",
    },
    halloween: {
      title: "Halloween-Leckereien",
      description:
        "Süßes oder Saures: Drei Kürbisse leuchten vor der Tür, einer am Tag gehört dir, und jeder kann eine Leckerei verstecken.",
      pick: "Wähle einen Kürbis",
      item: "Kürbis {number}",
      drawing: "Der Kürbis knarrt auf…",
      none: "Die Kürbisse sind dunkel: Gerade läuft keine Halloween-Aktion.",
    },
    kickIt: {
      title: "Kick it 2025",
      description:
        "Ein Schuss am Tag aufs Tor: Such dir deine Ecke aus und triff Coins, Gutscheine oder VIP-Tage.",
      pick: "Wähle deine Ecke",
      item: "Schuss in Ecke {number}",
      drawing: "Der Ball fliegt…",
      none: "Der Platz ist leer: Gerade läuft keine Kick-it-Aktion.",
    },
    "reward-box": {
      title: "Überraschungsbox",
      description:
        "Drei verpackte Boxen, eine am Tag darfst du öffnen: In manchen stecken Coins, Gutscheine und VIP-Tage.",
      pick: "Wähle eine Box",
      item: "Box {number}",
      drawing: "Die Schleife geht auf…",
      none: "Die Boxen sind weggeräumt: Gerade läuft keine Überraschungsbox.",
    },
  },
  slotmachine: { reels: "Walzen" },
  running: "Läuft gerade",
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
