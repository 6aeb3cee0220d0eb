import type { ReportsTexts } from "./reports.en.ts";

/** Die Texte der Seite „Inhalt melden“ auf Deutsch. */
export const texts: ReportsTexts = {
  title: "Inhalt melden",
  description:
    "Melde eine Seite, ein Video, ein Bild oder einen Kommentar auf Velvet, den du für rechtswidrig hältst oder der gegen unsere Regeln verstößt.",
  intro:
    "Sag uns, welcher Inhalt auf Velvet deiner Meinung nach rechtswidrig ist oder gegen unsere AGB verstößt. Wir prüfen jede Meldung, handeln wo nötig und teilen dir unsere Entscheidung mit Begründung mit, wenn du eine E-Mail-Adresse angibst.",
  emergency: "Ist jemand gerade in Gefahr, ruf bitte zuerst die Polizei (110 oder 112).",
  url: "Adresse der Seite",
  urlHint:
    "Die Seite, die du meldest, z. B. ein Video, ein Profil oder ein Beitrag. Wir haben die Seite eingetragen, von der du kommst.",
  reason: "Grund",
  reasons: {
    illegal: "Rechtswidriger Inhalt",
    minor: "Möglicherweise minderjährige Person",
    consent: "Ohne Einwilligung veröffentlicht",
    copyright: "Urheberrechtsverletzung",
    privacy: "Verletzung der Privatsphäre",
    hate: "Hass oder Belästigung",
    violence: "Gewalt",
    other: "Sonstiges",
  },
  explanation: "Was stimmt damit nicht?",
  explanationHint:
    "Bitte erkläre, warum der Inhalt rechtswidrig ist oder gegen unsere Regeln verstößt (mindestens 10 Zeichen).",
  name: "Dein Name (freiwillig)",
  email: "Deine E-Mail-Adresse (freiwillig)",
  emailHint:
    "Für die Eingangsbestätigung und unsere Entscheidung. Meldungen zu Minderjährigen gehen auch ohne Namen.",
  goodFaith:
    "Ich bestätige, dass die Angaben in dieser Meldung nach bestem Wissen richtig und vollständig sind.",
  send: "Meldung senden",
  sending: "Wird gesendet …",
  received: "Danke: deine Meldung ist eingegangen",
  receiptNumber: "Deine Vorgangsnummer: {reference}",
  receiptMailed: "Die Eingangsbestätigung haben wir an deine E-Mail-Adresse geschickt.",
  receiptKeep: "Bewahre die Nummer auf: damit siehst du auf dieser Seite den Stand deiner Meldung.",
  another: "Etwas anderes melden",
  lookup: "Stand einer Meldung",
  lookupLabel: "Vorgangsnummer",
  lookupSend: "Anzeigen",
  notFound: "Zu dieser Vorgangsnummer kennen wir keine Meldung.",
  status: {
    received: "Eingegangen, wird geprüft",
    actioned: "Entschieden: wir haben den Inhalt entfernt oder eingeschränkt",
    rejected: "Entschieden: wir haben keinen Verstoß festgestellt",
  },
  receivedOn: "Eingegangen am {date}",
  decidedOn: "Entschieden am {date}",
  ourReasons: "Unsere Begründung",
  failed: "Deine Meldung konnte nicht gesendet werden. Bitte prüfe das Formular und versuch es noch einmal.",
  tooMany:
    "Du hast in kurzer Zeit viele Meldungen geschickt. Bitte versuch es in einer Stunde wieder oder schreib unserem Support.",
};
