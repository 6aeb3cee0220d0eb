import type { LegalTexts } from "./types.ts";

/** AGB, Datenschutzerklärung und Impressum auf Deutsch. */
export const legalDe: LegalTexts = {
  termsOfService: {
    title: "Allgemeine Geschäftsbedingungen",
    description: "Die Regeln für die Nutzung von Velvet: Konto, VXC-Coins, Käufe, Livechats und Inhalte.",
    updated: "Stand: 1. November 2026",
    sections: [
      {
        heading: "1. Geltungsbereich",
        paragraphs: [
          "Diese AGB gelten für jede Nutzung von Velvet, der von der Velvet Media GmbH („wir“) betriebenen Livecam- und Videoplattform. Mit dem Anlegen eines Kontos oder dem Kauf von Inhalten erkennst du sie an.",
          "Velvet ist eine Plattform für Erwachsene. Für die Nutzung musst du mindestens 18 Jahre alt sein – oder älter, wenn das Recht deines Landes dies vorschreibt.",
        ],
      },
      {
        heading: "2. Konto",
        paragraphs: [
          "Zum Chatten, Kaufen, Abstimmen oder Kommentieren brauchst du ein Konto. Halte dein Passwort geheim; du bist für alles verantwortlich, was über dein Konto geschieht.",
          "Wir können dich auffordern, dein Alter nachzuweisen, bevor du Inhalte mit der Altersfreigabe 18 sehen kannst. Solange die Prüfung nicht erfolgreich abgeschlossen ist, bleiben solche Inhalte gesperrt.",
        ],
      },
      {
        heading: "3. VXC-Coins und Preise",
        paragraphs: [
          "Preise auf Velvet werden in VXC-Coins angegeben. Für einen Euro erhältst du vier Coins; Beträge werden auf ganze Coins aufgerundet. Jeder Preis wird dir angezeigt, bevor du bezahlst.",
          "Coins werden nach erfolgreicher Zahlung gutgeschrieben und verfallen nicht, solange dein Konto besteht. Coins können weder ausgezahlt noch auf andere Konten übertragen werden.",
        ],
      },
      {
        heading: "4. Käufe",
        paragraphs: [
          "Ein gekauftes Video oder Fotoalbum bleibt in deiner Mediathek, solange dein Konto besteht. Kaufst du denselben Inhalt ein zweites Mal, wird er dir niemals doppelt berechnet.",
          "Livechats werden pro Minute zu dem Preis abgerechnet, der im Profil des Models und vor Beginn im Chat angezeigt wird. Nachrichten können bis zur angezeigten Anzahl an Gratis-Nachrichten kostenlos sein; danach gilt der angezeigte Preis pro Nachricht.",
        ],
      },
      {
        heading: "5. Verhalten",
        paragraphs: [
          "Begegne den Models und anderen Gästen mit Respekt. Das Aufzeichnen, Kopieren oder Weitergeben von Inhalten außerhalb von Velvet ist verboten.",
          "Wir können Konten einschränken oder schließen, wenn gegen diese Regeln verstoßen wird, Betrug vorliegt oder Zahlungen ohne berechtigten Grund zurückgebucht werden.",
        ],
      },
      {
        heading: "6. Haftung und Schlussbestimmungen",
        paragraphs: [
          "Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit; im Übrigen nur bei Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren Schaden.",
          "Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Zwingende Verbraucherschutzvorschriften deines Wohnsitzlandes bleiben unberührt.",
        ],
      },
    ],
  },
  dataProtection: {
    title: "Datenschutzerklärung",
    description:
      "Welche personenbezogenen Daten Velvet verarbeitet, warum und wie lange – und welche Rechte du nach der DSGVO hast.",
    updated: "Stand: 1. November 2026",
    sections: [
      {
        heading: "1. Verantwortlicher",
        paragraphs: [
          "Verantwortlich für die Verarbeitung deiner personenbezogenen Daten auf Velvet ist die Velvet Media GmbH. Unseren Datenschutzbeauftragten erreichst du unter privacy@velvet.example.",
        ],
      },
      {
        heading: "2. Welche Daten wir verarbeiten",
        paragraphs: [
          "Nutzung ohne Konto: Server-Logs (Zeitpunkt, aufgerufene Seite, anonymisierte IP-Adresse), die wir 7 Tage lang speichern, um den Dienst zu betreiben und abzusichern.",
          "Mit Konto: deine E-Mail-Adresse, dein Name, dein Passwort-Hash, deine Käufe, deine Coin-Buchungen und deine Nachrichten, um den Dienst zu erbringen, für den du dich registriert hast (Art. 6 Abs. 1 lit. b DSGVO). Zahlungsdaten verarbeitet unser Zahlungsdienstleister; deine vollständige Kartennummer sehen wir nie.",
        ],
      },
      {
        heading: "3. Cookies und lokale Speicherung",
        paragraphs: [
          "Notwendige Cookies halten dich eingeloggt, schützen Formulare und speichern deine Cookie-Auswahl. Funktionale Speicherung (letzte Suchen, Player-Lautstärke) und Analyse-Ereignisse nutzen wir nur, wenn du sie im Cookie-Banner erlaubt hast. Diese Einwilligung kannst du jederzeit in den Cookie-Einstellungen am Seitenende widerrufen.",
        ],
      },
      {
        heading: "4. Speicherdauer",
        paragraphs: [
          "Kontodaten speichern wir, bis du dein Konto löschst. Zahlungsbelege bewahren wir für die handels- und steuerrechtlich vorgeschriebenen Fristen auf (bis zu 10 Jahre); nach Löschung des Kontos werden sie pseudonymisiert.",
        ],
      },
      {
        heading: "5. Deine Rechte",
        paragraphs: [
          "Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht auf Beschwerde bei einer Aufsichtsbehörde. In deinem Konto kannst du alle deine Daten herunterladen und dein Konto selbst löschen.",
        ],
      },
    ],
  },
  imprint: {
    title: "Impressum",
    description:
      "Wer Velvet betreibt: Anbieter, Kontakt, Handelsregister, Umsatzsteuer-ID, inhaltlich Verantwortliche und Jugendschutz.",
    updated: "Stand: 1. November 2026",
    sections: [
      {
        heading: "1. Anbieter",
        paragraphs: [
          "Angaben gemäß § 5 DDG: Velvet ist ein Angebot der Velvet Media GmbH, Torstraße 140, 10119 Berlin, Deutschland.",
          "Die Velvet Media GmbH wird vertreten durch die Geschäftsführerin Julia Hartmann.",
        ],
      },
      {
        heading: "2. Kontakt",
        paragraphs: [
          "E-Mail: support@velvet.example · Telefon: +49 30 23125 500",
          "Bei Fragen zu deinen personenbezogenen Daten erreichst du unseren Datenschutzbeauftragten unter privacy@velvet.example.",
        ],
      },
      {
        heading: "3. Registereintrag und Umsatzsteuer",
        paragraphs: [
          "Eingetragen im Handelsregister des Amtsgerichts Charlottenburg (Berlin) unter HRB 123456 B.",
          "Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE123456789.",
        ],
      },
      {
        heading: "4. Verantwortlich für den Inhalt",
        paragraphs: [
          "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Julia Hartmann, Anschrift wie oben.",
        ],
      },
      {
        heading: "5. Jugendschutzbeauftragter",
        paragraphs: [
          "Velvet enthält Inhalte, die ausschließlich für Erwachsene bestimmt sind. Unser Jugendschutzbeauftragter nach § 7 JMStV ist Dr. Markus Weber, Velvet Media GmbH, Torstraße 140, 10119 Berlin, youth-protection@velvet.example.",
          "Mit Fragen und Hinweisen zum Jugendschutz kannst du dich jederzeit an ihn wenden.",
        ],
      },
      {
        heading: "6. Verbraucherstreitbeilegung",
        paragraphs: [
          "Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Wenn du eine Beschwerde hast, schreib uns einfach an support@velvet.example.",
        ],
      },
    ],
  },
};
