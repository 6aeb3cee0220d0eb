import type { PartnersTexts } from "./partners.en.ts";

/** De teksten van de pagina's "Model worden" en "Partnerprogramma" in het Nederlands. */
export const texts: PartnersTexts = {
  model: {
    title: "Word Velvet-model",
    description:
      "Verdien met livechats, video's en foto's op Velvet: eerlijke aandelen, wekelijkse uitbetaling, je eigen regels. Meld je aan in twee minuten.",
    intro:
      "Velvet wordt gemaakt door onafhankelijke amateurs. Jij bepaalt wat je laat zien, wanneer je online bent en wat het kost; wij zorgen voor de gasten, de betalingen en de techniek.",
    points: [
      {
        title: "Jouw prijzen, jouw regels",
        text: "Stel je prijs per minuut per chatsoort in, verkoop video's en albums en ontvang fooien in je feed.",
      },
      {
        title: "Elke week betaald",
        text: "Je aandeel in elke munt wordt meteen bijgeschreven en wekelijks per overschrijving uitbetaald.",
      },
      {
        title: "Veilig en discreet",
        text: "Blokkeer landen en gasten, blijf anoniem met een artiestennaam en krijg hulp van onze support in jouw taal.",
      },
      {
        title: "Gasten uit vier landen",
        text: "Velvet spreekt Duits, Engels, Spaans en Nederlands en brengt je profiel bij gasten in al die talen.",
      },
    ],
    stepsTitle: "Zo werkt het",
    steps: [
      "Verstuur het formulier hieronder: dat duurt twee minuten.",
      "We antwoorden binnen twee werkdagen en controleren je leeftijd en identiteit met een officieel document.",
      "Je richt met onze software voor modellen je profiel, je prijzen en je eerste inhoud in.",
      "Je gaat online wanneer je wilt, en je verdiensten komen elke week.",
    ],
    requirements:
      "Je moet minstens 18 jaar zijn en dat met een geldig identiteitsbewijs kunnen aantonen. Iedereen die in je inhoud te zien is, moet 18 of ouder zijn en ermee hebben ingestemd.",
  },
  affiliate: {
    title: "Partnerprogramma",
    description:
      "Verdien een deel van wat de gasten die je naar Velvet brengt uitgeven: levenslang omzetaandeel, live statistieken, maandelijkse uitbetaling.",
    intro:
      "Stuur gasten vanaf je site, kanaal of nieuwsbrief naar Velvet en verdien een deel van alles wat ze uitgeven, zolang ze blijven.",
    points: [
      {
        title: "Levenslang omzetaandeel",
        text: "Een deel van elk muntenpakket dat je gasten kopen, zolang hun account bestaat.",
      },
      {
        title: "Kant-en-klaar materiaal",
        text: "Links naar elk model, elke video en elke categorie, banners en feeds in vier talen.",
      },
      {
        title: "Live statistieken",
        text: "Klikken, aanmeldingen en verdiensten terwijl ze gebeuren, en elke maand een uitbetaling.",
      },
    ],
    stepsTitle: "Zo doe je mee",
    steps: [
      "Verstuur het formulier hieronder met de site of het kanaal waarop je Velvet wilt promoten.",
      "We bekijken je site binnen drie werkdagen.",
      "Je krijgt je partnerlinks en toegang tot je statistieken.",
    ],
    requirements:
      "Je site moet voldoen aan de wet van je land en mag zich niet op minderjarigen richten. Geen spam, geen misleidende reclame.",
  },
  form: {
    title: "Nu aanmelden",
    name: "Je naam",
    email: "E-mailadres",
    country: "Land",
    birthDate: "Geboortedatum",
    birthDateHint: "Je moet 18 of ouder zijn.",
    website: "Je site of kanaal",
    websiteHint: "Het adres waar je Velvet promoot (https://…).",
    message: "Een paar woorden over jezelf (optioneel)",
    consent: "Ik ga ermee akkoord dat Velvet deze gegevens bewaart om mijn aanmelding te beantwoorden.",
    send: "Aanmelding versturen",
    sending: "Wordt verstuurd…",
    sent: "Bedankt: je aanmelding is binnen",
    sentText: "We hebben een bevestiging naar {email} gestuurd en antwoorden binnen enkele werkdagen.",
    failed: "Je aanmelding kon niet worden verstuurd. Controleer de gemarkeerde velden.",
    tooMany: "Vanuit je netwerk kwamen vandaag al veel aanmeldingen. Probeer het morgen opnieuw.",
    underAge: "Je moet minstens 18 jaar zijn om je aan te melden.",
  },
};
