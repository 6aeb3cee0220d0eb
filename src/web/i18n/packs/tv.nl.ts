import type { TvTexts } from "./tv.en.ts";

/** De teksten van de tv-pagina's in het Nederlands. */
export const texts: TvTexts = {
  free: {
    title: "Velvet TV – gratis livestream",
    heading: "Velvet TV",
    description:
      "Kijk live en gratis naar Velvet TV: onze series en shows de klok rond, met het programma van nu en straks.",
    intro: "Onze series en shows de klok rond, gratis voor onze leden. Dit is er nu en straks te zien.",
    switchTo: "Premiumzender",
    blog: "Nieuws over gratis tv",
  },
  premium: {
    title: "Velvet TV Premium – livestream",
    heading: "Velvet TV Premium",
    description:
      "Velvet TV Premium: exclusieve series en shows live voor tv-abonnees en VIP-leden, met het programma van nu en straks.",
    intro: "Exclusieve series en shows voor tv-abonnees en VIP-leden, de klok rond live.",
    switchTo: "Gratis zender",
    blog: "Nieuws over premium-tv",
  },
  block: "Velvet TV live",
  blockMore: "Tv kijken",
  next: "Straks: {title}",
  live: "Live",
  nowOnAir: "Nu op tv",
  comingUp: "Straks",
  programme: "Programma",
  episode: "S{season} · A{episode}",
  until: "tot {time}",
  player: "Live-tv: {title}",
  failed: "De zender kan nu niet worden afgespeeld. Probeer het zo nog eens.",
  retry: "Opnieuw proberen",
  nothingOn: "Er is nu niets te zien op deze zender.",
  allEpisodes: "Alle afleveringen van {series}",
  mediathek: "Alle series in de mediatheek",
  locked: {
    needLogin: {
      title: "Log in om te kijken",
      free: "Velvet TV is gratis voor leden van 18 jaar en ouder. Log in of meld je gratis aan om te kijken.",
      premium: "Log in om premium-tv te kijken: het zit in het tv-abonnement en in de VIP-club.",
      action: "Inloggen",
    },
    needAgeCheck: {
      title: "Bevestig je leeftijd",
      text: "Velvet TV toont inhoud voor volwassenen: bevestig één keer je leeftijd om te kijken.",
      action: "Leeftijd bevestigen",
    },
    needAbo: {
      title: "Premium-tv is voor abonnees",
      text: "Neem een abonnement op Velvet TV om de premiumzender live te kijken. VIP-leden kijken hem inbegrepen.",
      action: "Abonneren op tv",
    },
  },
};
