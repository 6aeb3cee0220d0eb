import type { AdventTexts } from "./advent.en.ts";

export const texts: AdventTexts = {
  title: "Adventskalender",
  description:
    "Jeden Tag ein Türchen vom 1. bis 24. Dezember: Videos, Fotoalben, Coins, Messenger-Geschenke und Fanartikel unserer Darstellerinnen, gratis.",
  kicker: "24 Türchen, 24 Geschenke",
  giftKicker: "Jeden Tag ein Geschenk",
  intro:
    "Öffne das heutige Türchen für ein Gratis-Geschenk einer unserer Darstellerinnen. Jedes Türchen öffnet sich nur an seinem Tag.",
  none: "Gerade läuft kein Kalender. Der Adventskalender öffnet sein erstes Türchen am 1. Dezember.",
  login: "Melde dich an, um das heutige Türchen zu öffnen: Die Geschenke sind gratis.",
  loginButton: "Anmelden",
  today: "Heute ist Tag {day}: Sein Türchen wartet auf dich.",
  open: "Öffnen",
  opening: "Wird geöffnet…",
  openLabel: "Türchen {day} öffnen, ein Geschenk von {name}",
  lockedLabel: "Türchen {day}, verschlossen bis zu seinem Tag",
  openedLabel: "Geöffnet:",
  missedLabel: "Verpasst:",
  missed: "Verpasst",
  revealed: "Ein Geschenk von {name}",
  close: "Schließen",
  code: "Dein Gutscheincode: {code}",
  whereCoins: "Die Coins sind auf deinem Guthaben.",
  whereGifts: "Die Messenger-Geschenke warten in deinem Messenger.",
  whereBenefits: "Du findest es bei deinen Vorteilen.",
  alreadyOpened: "Dieses Türchen hast du schon geöffnet.",
  missedRefusal: "Der Tag dieses Türchens ist vorbei: Nur das heutige öffnet sich.",
  refused: "Das Türchen ging nicht auf. Bitte versuche es noch einmal.",
  legend: "Leuchtend: das heutige Türchen. Blass: ein verpasster Tag. Versiegelt: kommt noch.",
  failed: "Der Kalender konnte nicht geladen werden.",
  retry: "Erneut versuchen",
};
