import type { NewsletterTexts } from "./newsletter.en.ts";

export const texts: NewsletterTexts = {
  names: {
    "1024": "Neuigkeiten aus dem VIP-Club",
    "512": "Late-Night-Specials",
    "2048": "VR-Pornos",
    "256": "Gewinnspiele",
  },
  unsubTitle: "Newsletter abbestellen",
  unsubIntro: "Beende einen Newsletter mit einem Klick – ohne Anmeldung und ohne Rückfragen.",
  linkAbout: "Dieser Link gilt für:",
  unsubButton: "Abbestellen",
  unsubBusy: "Wird abbestellt…",
  done: "Erledigt: Du bekommst keinen dieser Newsletter mehr.",
  already: "Diese Newsletter hast du bereits abbestellt.",
  invalid: "Dieser Abmeldelink ist ungültig. Melde dich an, um deine Newsletter in deinem Konto zu ändern.",
  failed: "Das hat nicht geklappt. Bitte versuche es noch einmal.",
  noLink: "Ohne Link aus einer Mail hier? In den Einstellungen deines Kontos stehen alle Newsletter.",
  manage: "Newsletter-Einstellungen",
  login: "Melde dich an, um deine Newsletter auszuwählen.",
  loginButton: "Anmelden",
  vrTitle: "VR-Porn",
  vrIntro:
    "Virtual-Reality-Videos holen dich mitten ins Zimmer: ein 180°-Blick, in dem du dich mit einer Brille umsiehst – oder am Handy, indem du es drehst.",
  vrPoints: [
    "Neue VR-Videos zuerst, im VR-Newsletter",
    "Jeder Newsletter endet mit einem Abmeldelink für einen Klick",
    "Hier oder in den Einstellungen deines Kontos an- und abschalten",
  ],
  vrSubscribed: "Du bekommst den VR-Newsletter.",
  vrNotSubscribed: "Hol dir den VR-Newsletter und erfahre als Erste:r von neuen VR-Videos.",
  vrSubscribe: "VR-Newsletter bestellen",
  vrUnsubscribe: "VR-Newsletter abbestellen",
  vrBusy: "Wird gespeichert…",
};
