import type { PartnersTexts } from "./partners.en.ts";

/** Die Texte der Seiten „Model werden“ und „Partnerprogramm“ auf Deutsch. */
export const texts: PartnersTexts = {
  model: {
    title: "Werde Velvet-Model",
    description:
      "Verdiene mit Livechats, Videos und Fotos auf Velvet: faire Anteile, wöchentliche Auszahlung, deine eigenen Regeln. Bewirb dich in zwei Minuten.",
    intro:
      "Velvet lebt von unabhängigen Amateurinnen. Du bestimmst, was du zeigst, wann du online bist und was es kostet; wir bringen die Gäste, die Zahlungen und die Technik.",
    points: [
      {
        title: "Deine Preise, deine Regeln",
        text: "Lege deinen Minutenpreis je Chatart fest, verkaufe Videos und Alben und nimm Trinkgeld in deinem Feed.",
      },
      {
        title: "Jede Woche Geld",
        text: "Dein Anteil an jedem Coin wird sofort gutgeschrieben und wöchentlich per Überweisung ausgezahlt.",
      },
      {
        title: "Sicher und diskret",
        text: "Sperre Länder und Gäste, bleib mit einem Künstlernamen anonym und hol dir Hilfe von unserem Support in deiner Sprache.",
      },
      {
        title: "Gäste aus vier Ländern",
        text: "Velvet spricht Deutsch, Englisch, Spanisch und Niederländisch und bringt dein Profil zu Gästen in all diesen Sprachen.",
      },
    ],
    stepsTitle: "So geht’s",
    steps: [
      "Schick das Formular unten ab: Das dauert zwei Minuten.",
      "Wir antworten innerhalb von zwei Werktagen und prüfen dein Alter und deine Identität mit einem amtlichen Ausweis.",
      "Du richtest mit unserer Darstellersoftware dein Profil, deine Preise und deine ersten Inhalte ein.",
      "Du gehst online, wann du willst, und dein Verdienst kommt jede Woche.",
    ],
    requirements:
      "Du musst mindestens 18 Jahre alt sein und das mit einem gültigen Ausweis belegen. Alle, die in deinen Inhalten zu sehen sind, müssen mindestens 18 sein und zugestimmt haben.",
  },
  affiliate: {
    title: "Partnerprogramm",
    description:
      "Verdiene an dem, was die Gäste ausgeben, die du zu Velvet bringst: lebenslange Umsatzbeteiligung, Live-Statistik, monatliche Auszahlung.",
    intro:
      "Schick Gäste von deiner Website, deinem Kanal oder Newsletter zu Velvet und verdiene an allem, was sie ausgeben, solange sie bleiben.",
    points: [
      {
        title: "Lebenslange Umsatzbeteiligung",
        text: "Ein Anteil an jedem Coin-Paket, das deine Gäste kaufen, solange ihr Konto besteht.",
      },
      {
        title: "Fertiges Material",
        text: "Links zu jeder Darstellerin, jedem Video und jeder Kategorie, Banner und Feeds in vier Sprachen.",
      },
      {
        title: "Live-Statistik",
        text: "Klicks, Anmeldungen und Verdienst in Echtzeit und jeden Monat eine Auszahlung.",
      },
    ],
    stepsTitle: "So machst du mit",
    steps: [
      "Schick das Formular unten mit der Website oder dem Kanal, auf dem du Velvet bewerben willst.",
      "Wir prüfen deine Seite innerhalb von drei Werktagen.",
      "Du bekommst deine Partnerlinks und den Zugang zu deiner Statistik.",
    ],
    requirements:
      "Deine Seite muss dem Recht deines Landes entsprechen und darf sich nicht an Minderjährige richten. Kein Spam, keine irreführende Werbung.",
  },
  form: {
    title: "Jetzt bewerben",
    name: "Dein Name",
    email: "E-Mail-Adresse",
    country: "Land",
    birthDate: "Geburtsdatum",
    birthDateHint: "Du musst mindestens 18 sein.",
    website: "Deine Website oder dein Kanal",
    websiteHint: "Die Adresse, auf der du Velvet bewirbst (https://…).",
    message: "Ein paar Worte zu dir (freiwillig)",
    consent: "Ich bin einverstanden, dass Velvet diese Angaben speichert, um meine Bewerbung zu beantworten.",
    send: "Bewerbung senden",
    sending: "Wird gesendet …",
    sent: "Danke: deine Bewerbung ist eingegangen",
    sentText: "Wir haben eine Bestätigung an {email} geschickt und antworten innerhalb weniger Werktage.",
    failed: "Deine Bewerbung konnte nicht gesendet werden. Bitte prüfe die markierten Felder.",
    tooMany: "Aus deinem Netz kamen heute schon viele Bewerbungen. Bitte versuch es morgen wieder.",
    underAge: "Du musst mindestens 18 Jahre alt sein, um dich zu bewerben.",
  },
};
