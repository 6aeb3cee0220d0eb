import type { HelpTexts } from "./help.en.ts";

/** Die Texte des Hilfe-Centers auf Deutsch. */
export const texts: HelpTexts = {
  title: "Hilfe-Center",
  description:
    "Antworten auf die häufigsten Fragen: Konto, VXC-Coins und Bezahlen, Livechats, Videos und Privatsphäre.",
  intro:
    "Antworten auf die Fragen, die uns am häufigsten gestellt werden. Deine war nicht dabei? Schreib uns, wir antworten innerhalb eines Tages.",
  filter: "Antworten durchsuchen",
  noMatch: "Keine Antwort passt zu deiner Suche.",
  contact: "Dem Support schreiben",
  reportLink: "Inhalt melden",
  contentLanguage: "de",
  topics: [
    {
      title: "Dein Konto",
      questions: [
        {
          q: "Wie lege ich ein Konto an?",
          a: "Wähle oben auf jeder Seite „Kostenlos registrieren“ und gib deine E-Mail-Adresse, ein Passwort und einen Namen ein. Wir schicken dir einen Link, mit dem du deine Adresse bestätigst; manche Funktionen (E-Mails, wenn eine Favoritin online kommt, SMS-Hinweise) brauchen eine bestätigte Adresse.",
        },
        {
          q: "Ich habe mein Passwort vergessen. Was nun?",
          a: "Öffne die Anmeldung, wähle „Passwort vergessen?“ und gib deine E-Mail-Adresse ein. Du bekommst einen Link, mit dem du ein neues Passwort setzt; er gilt kurze Zeit und nur einmal.",
        },
        {
          q: "Wie lösche ich mein Konto?",
          a: "Unter Mein Konto → Profil kannst du deine Daten herunterladen und dein Konto löschen. Vorher fragen wir nach deinem Passwort. Das Löschen entfernt dein Profil, deine Nachrichten und Favoriten; was wir aufbewahren müssen (Zahlungen), bleibt nur für die gesetzliche Frist.",
        },
      ],
    },
    {
      title: "VXC-Coins und Bezahlen",
      questions: [
        {
          q: "Was sind VXC-Coins?",
          a: "VXC ist die Münze von Velvet. Damit bezahlst du Videos, Alben, Livechats und Trinkgelder. Jeder Preis wird dir vor dem Bezahlen in Coins angezeigt, und gekaufte Coins verfallen nicht, solange dein Konto besteht.",
        },
        {
          q: "Wie kaufe ich Coins?",
          a: "Wähle dein Guthaben oder einen „Kaufen“-Knopf: Im Bezahlfenster bekommst du Coin-Pakete per Karte oder mit den anderen Zahlarten deines Landes. Die Coins sind auf deinem Konto, sobald die Zahlung bestätigt ist.",
        },
        {
          q: "Kann ich meine Ausgaben begrenzen?",
          a: "Ja. Unter Mein Konto legst du ein monatliches Einzahlungslimit fest. Ein niedrigeres Limit gilt sofort, ein höheres erst nach einigen Tagen Bedenkzeit, damit eine spontane Entscheidung es nicht anheben kann.",
        },
      ],
    },
    {
      title: "Livechats",
      questions: [
        {
          q: "Wie wird ein Livechat abgerechnet?",
          a: "Ein Livechat kostet den Minutenpreis der Darstellerin, den unser Server je angefangener Minute abrechnet, solange der Chat läuft. Den Preis siehst du vor dem Start, und du kannst den Chat jederzeit beenden; eine Minute, die noch nicht begonnen hat, zahlst du nie.",
        },
        {
          q: "Was ist der Gratis-Chat?",
          a: "Darstellerinnen mit „Gratis-Chat“ kannst du täglich ein paar Minuten kostenlos zusehen. Wie viele Minuten du heute noch hast, steht auf der Seite; um Mitternacht beginnen sie neu.",
        },
      ],
    },
    {
      title: "Videos und Alben",
      questions: [
        {
          q: "Wo finde ich, was ich gekauft habe?",
          a: "Alles, was du gekauft hast, liegt unter Mein Konto → Mediathek: Videos und Fotoalben, solange dein Konto besteht. Was du nicht mehr sehen willst, kannst du archivieren und später zurückholen.",
        },
        {
          q: "Ein Video spielt nicht. Was kann ich tun?",
          a: "Lade die Seite neu und prüfe deine Verbindung; der Player wählt eine Qualität, die deine Verbindung schafft. Spielt es dann immer noch nicht, schreib dem Support mit der Adresse des Videos, und wir sehen nach.",
        },
      ],
    },
    {
      title: "Privatsphäre und Sicherheit",
      questions: [
        {
          q: "Wer sieht meinen Namen und was ich kaufe?",
          a: "Darstellerinnen sehen den Namen, den du gewählt hast, wenn du ihnen schreibst oder ihren Chat besuchst. Was du kaufst, siehst nur du. Unsere Datenschutzerklärung erklärt, was wir speichern und warum.",
        },
        {
          q: "Wie melde ich einen Inhalt?",
          a: "Wähle „Inhalt melden“ unten auf jeder Seite: Das Formular übernimmt die Seite, auf der du warst. Du bekommst eine Vorgangsnummer, und wir teilen dir unsere Entscheidung mit Begründung mit, wenn du eine E-Mail-Adresse angibst.",
        },
      ],
    },
  ],
};
