import type { ReportsTexts } from "./reports.en.ts";

/** De teksten van de pagina "Inhoud melden" in het Nederlands. */
export const texts: ReportsTexts = {
  title: "Inhoud melden",
  description:
    "Meld een pagina, video, foto of reactie op Velvet die volgens jou illegaal is of onze regels overtreedt.",
  intro:
    "Vertel ons welke inhoud op Velvet volgens jou illegaal is of onze voorwaarden overtreedt. We bekijken elke melding, grijpen in waar nodig en laten je ons besluit met onze redenen weten als je een e-mailadres achterlaat.",
  emergency: "Is iemand nu in gevaar? Bel dan eerst de politie (112).",
  url: "Adres van de pagina",
  urlHint:
    "De pagina die je meldt, bijvoorbeeld een video, een profiel of een bericht. We hebben de pagina ingevuld waar je vandaan komt.",
  reason: "Reden",
  reasons: {
    illegal: "Illegale inhoud",
    minor: "Iemand die minderjarig kan zijn",
    consent: "Zonder toestemming gepubliceerd",
    copyright: "Inbreuk op auteursrecht",
    privacy: "Schending van privacy",
    hate: "Haat of intimidatie",
    violence: "Geweld",
    other: "Iets anders",
  },
  explanation: "Wat is er mis mee?",
  explanationHint: "Leg uit waarom de inhoud illegaal is of onze regels overtreedt (minstens 10 tekens).",
  name: "Je naam (optioneel)",
  email: "Je e-mailadres (optioneel)",
  emailHint: "Voor de ontvangstbevestiging en ons besluit. Meldingen over minderjarigen kunnen zonder naam.",
  goodFaith: "Ik bevestig dat de informatie in deze melding naar mijn beste weten juist en volledig is.",
  send: "Melding versturen",
  sending: "Wordt verstuurd…",
  received: "Bedankt: je melding is binnen",
  receiptNumber: "Je referentie: {reference}",
  receiptMailed: "We hebben de ontvangstbevestiging naar je e-mailadres gestuurd.",
  receiptKeep: "Bewaar dit nummer: daarmee zie je op deze pagina hoe het met je melding staat.",
  another: "Iets anders melden",
  lookup: "Stand van een melding",
  lookupLabel: "Referentie",
  lookupSend: "Tonen",
  notFound: "We kennen geen melding met deze referentie.",
  status: {
    received: "Ontvangen, wordt bekeken",
    actioned: "Besloten: we hebben de inhoud verwijderd of beperkt",
    rejected: "Besloten: we hebben geen overtreding gevonden",
  },
  receivedOn: "Ontvangen op {date}",
  decidedOn: "Besloten op {date}",
  ourReasons: "Onze redenen",
  failed: "Je melding kon niet worden verstuurd. Controleer het formulier en probeer het opnieuw.",
  tooMany:
    "Je hebt in korte tijd veel meldingen verstuurd. Probeer het over een uur opnieuw of schrijf onze support.",
};
