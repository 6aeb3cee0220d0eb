import type { EasterTexts } from "./easter.en.ts";

export const texts: EasterTexts = {
  kicker: "Oster-Special",
  title: "Die große Eiersuche",
  description:
    "Jeden Tag verstecken sich Eier auf den Seiten von Velvet. Finde sie, sammle sie und steig die Belohnungsleiter hinauf: Coins, ein Video, VIP-Tage und ein geheimer Preis.",
  none: "Gerade läuft keine Eiersuche. Schau zu Ostern wieder vorbei!",
  failed: "Die Eiersuche konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  progress: "{count} von {total} Eiern gefunden",
  progressLabel: "Deine Eier",
  eggFound: "Ei gefunden",
  eggMissing: "Ei noch versteckt",
  today: { one: "Heute {count} Ei gefunden", other: "Heute {count} Eier gefunden" },
  perDay: {
    one: "Jeden Tag versteckt sich {count} Ei auf der Seite",
    other: "Jeden Tag verstecken sich {count} Eier auf der Seite",
  },
  ladder: {
    title: "Die Belohnungsleiter",
    eggs: { one: "{count} Ei", other: "{count} Eier" },
    range: "Zufällig gezogen: {min} bis {max}",
    mystery: "Überraschungspreis",
    mysteryHint: "Wird enthüllt, wenn du ihn erreichst",
    earned: "Erhalten",
    open: "Noch offen",
  },
  history: {
    title: "Deine Belohnungen",
    empty: "Noch keine Belohnung: Dein erstes Ei bringt die erste.",
    at: "Erhalten am {date}",
  },
  how: {
    title: "So funktioniert's",
    step1: "Melde dich an und stöbere durch Velvet: Videos, Cams, den Blog, Profile der Darstellerinnen.",
    step2: "Entdecke das kleine leuchtende Ei auf einer Seite und klick es an.",
    step3: "Jeden Tag verstecken sich andere Eier auf anderen Seiten: Komm morgen wieder.",
    step4: "Eine Belohnung landet sofort in deinem Konto, sobald du sie erreichst.",
  },
  login: {
    text: "Melde dich an, um Eier zu sammeln und die Belohnungen zu bekommen.",
    button: "Anmelden",
  },
  egg: {
    label: "Ein verstecktes Osterei: einsammeln",
    found: "Du hast ein Ei gefunden!",
    count: "{count} von {total} Eiern",
    reward: "Belohnung freigeschaltet: {reward}",
    more: "Zu deinen Belohnungen",
    close: "Schließen",
    failed: "Dieses Ei konnte nicht eingesammelt werden. Bitte versuch es noch einmal.",
    already: "Dieses Ei hast du schon gefunden.",
    expired: "Dieses Ei war an einem anderen Tag versteckt. Lade die Seite neu und such weiter.",
    ended: "Die Eiersuche ist vorbei.",
  },
};
