import type { LegalTexts } from "./types.ts";

/** Algemene voorwaarden, privacyverklaring en colofon in het Nederlands. */
export const legalNl: LegalTexts = {
  termsOfService: {
    title: "Algemene voorwaarden",
    description:
      "De regels voor het gebruik van Velvet: accounts, VXC-coins, aankopen, livechats en content.",
    updated: "Versie van 1 november 2026",
    sections: [
      {
        heading: "1. Toepassingsgebied",
        paragraphs: [
          "Deze voorwaarden gelden voor elk gebruik van Velvet, het livecam- en videoplatform van Velvet Media GmbH (“wij”). Door een account aan te maken of content te kopen, ga je ermee akkoord.",
          "Velvet is een platform voor volwassenen. Om het te gebruiken moet je minstens 18 jaar oud zijn, of ouder als de wetgeving van je land dat vereist.",
        ],
      },
      {
        heading: "2. Account",
        paragraphs: [
          "Je hebt een account nodig om te chatten, te kopen, te stemmen of te reageren. Houd je wachtwoord geheim; je bent verantwoordelijk voor alles wat er met je account gebeurt.",
          "We kunnen je vragen je leeftijd te verifiëren voordat je content met leeftijdsclassificatie 18 kunt bekijken. Zolang de controle niet is goedgekeurd, blijft zulke content vergrendeld.",
        ],
      },
      {
        heading: "3. VXC-coins en prijzen",
        paragraphs: [
          "Prijzen op Velvet worden weergegeven in VXC-coins. Voor één euro krijg je vier coins; bedragen worden naar boven afgerond op hele coins. Elke prijs wordt getoond voordat je betaalt.",
          "Coins worden bijgeschreven na een geslaagde betaling en vervallen niet zolang je account bestaat. Coins kunnen niet worden uitbetaald of naar andere accounts worden overgezet.",
        ],
      },
      {
        heading: "4. Aankopen",
        paragraphs: [
          "Een video of fotoalbum dat je koopt, blijft in je mediatheek staan zolang je account bestaat. Koop je iets twee keer, dan betaal je er nooit twee keer voor.",
          "Livechats worden per minuut afgerekend tegen de prijs die op het profiel van het model en vóór de start in de chat wordt getoond. Berichten kunnen gratis zijn tot het aangegeven aantal gratis berichten; daarna geldt de aangegeven prijs per bericht.",
        ],
      },
      {
        heading: "5. Gedrag",
        paragraphs: [
          "Behandel modellen en andere gasten met respect. Het opnemen, kopiëren of delen van content buiten Velvet is verboden.",
          "We kunnen accounts beperken of sluiten die deze regels overtreden, fraude plegen of zonder geldige reden betalingen laten terugboeken.",
        ],
      },
      {
        heading: "6. Aansprakelijkheid en slotbepalingen",
        paragraphs: [
          "Wij zijn onbeperkt aansprakelijk bij opzet en grove nalatigheid; in andere gevallen alleen bij schending van wezenlijke verplichtingen en beperkt tot de voorzienbare schade.",
          "Het Duitse recht is van toepassing, met uitsluiting van het Weens Koopverdrag (VN-Verdrag inzake internationale koopovereenkomsten betreffende roerende zaken). Dwingende consumentenbeschermingsregels van je woonland blijven onverlet.",
        ],
      },
    ],
  },
  dataProtection: {
    title: "Privacyverklaring",
    description:
      "Welke persoonsgegevens Velvet verwerkt, waarom en hoelang, en welke rechten je hebt onder de AVG.",
    updated: "Versie van 1 november 2026",
    sections: [
      {
        heading: "1. Verwerkingsverantwoordelijke",
        paragraphs: [
          "Velvet Media GmbH is verantwoordelijk voor de verwerking van je persoonsgegevens op Velvet. Onze functionaris voor gegevensbescherming is bereikbaar via privacy@velvet.example.",
        ],
      },
      {
        heading: "2. Wat we verwerken",
        paragraphs: [
          "Surfen zonder account: serverlogs (tijdstip, pagina, geanonimiseerd IP-adres), die we 7 dagen bewaren om de dienst te laten werken en te beveiligen.",
          "Met een account: je e-mailadres, naam, wachtwoordhash, aankopen, coinhistorie en berichten, om de dienst te leveren waarvoor je je hebt aangemeld (art. 6 lid 1 sub b AVG). Betaalgegevens worden verwerkt door onze betaalprovider; je volledige kaartnummer zien wij nooit.",
        ],
      },
      {
        heading: "3. Cookies en lokale opslag",
        paragraphs: [
          "Noodzakelijke cookies houden je ingelogd, beveiligen formulieren en onthouden je cookiekeuze. Functionele opslag (recente zoekopdrachten, volume van de speler) en analysegebeurtenissen gebruiken we pas nadat je daar in de cookiebanner toestemming voor hebt gegeven. Je kunt die toestemming op elk moment intrekken via de cookie-instellingen onderaan de pagina.",
        ],
      },
      {
        heading: "4. Hoelang we gegevens bewaren",
        paragraphs: [
          "Accountgegevens bewaren we totdat je je account verwijdert. Betalingsgegevens bewaren we gedurende de termijnen die het handels- en belastingrecht voorschrijven (tot 10 jaar); zodra het account is verwijderd, worden ze gepseudonimiseerd.",
        ],
      },
      {
        heading: "5. Je rechten",
        paragraphs: [
          "Je hebt recht op inzage, rectificatie, wissing, beperking van de verwerking, overdraagbaarheid van gegevens en bezwaar, en het recht om een klacht in te dienen bij een toezichthoudende autoriteit. In je account kun je al je gegevens downloaden en je account zelf verwijderen.",
        ],
      },
    ],
  },
  imprint: {
    title: "Colofon",
    description:
      "Wie Velvet aanbiedt: aanbieder, contactgegevens, handelsregister, btw-nummer, verantwoordelijke voor de inhoud en jeugdbescherming.",
    updated: "Versie van 1 november 2026",
    sections: [
      {
        heading: "1. Aanbieder",
        paragraphs: [
          "Gegevens volgens § 5 van de Duitse wet op digitale diensten (DDG): Velvet wordt aangeboden door Velvet Media GmbH, Torstraße 140, 10119 Berlijn, Duitsland.",
          "Velvet Media GmbH wordt vertegenwoordigd door directeur Julia Hartmann.",
        ],
      },
      {
        heading: "2. Contact",
        paragraphs: [
          "E-mail: support@velvet.example · Telefoon: +49 30 23125 500",
          "Voor vragen over je persoonsgegevens kun je terecht bij onze functionaris voor gegevensbescherming via privacy@velvet.example.",
        ],
      },
      {
        heading: "3. Handelsregister en btw",
        paragraphs: [
          "Ingeschreven in het handelsregister van het Amtsgericht (kantongerecht) Charlottenburg in Berlijn onder nummer HRB 123456 B.",
          "Btw-identificatienummer volgens § 27a van de Duitse btw-wet (UStG): DE123456789.",
        ],
      },
      {
        heading: "4. Verantwoordelijk voor de inhoud",
        paragraphs: [
          "Verantwoordelijk voor de inhoud volgens § 18 lid 2 van het Duitse Mediaverdrag (MStV): Julia Hartmann, adres zoals hierboven.",
        ],
      },
      {
        heading: "5. Functionaris voor jeugdbescherming",
        paragraphs: [
          "Velvet bevat content die uitsluitend bedoeld is voor volwassenen. Onze functionaris voor jeugdbescherming volgens § 7 van het Duitse verdrag ter bescherming van minderjarigen in de media (JMStV) is dr. Markus Weber, Velvet Media GmbH, Torstraße 140, 10119 Berlijn, Duitsland, youth-protection@velvet.example.",
          "Met vragen of meldingen over de bescherming van minderjarigen kun je altijd bij hem terecht.",
        ],
      },
      {
        heading: "6. Geschillenbeslechting",
        paragraphs: [
          "We zijn niet verplicht en ook niet bereid om deel te nemen aan geschillenbeslechting via een geschilleninstantie voor consumenten. Heb je een klacht, schrijf ons dan gewoon via support@velvet.example.",
        ],
      },
    ],
  },
};
