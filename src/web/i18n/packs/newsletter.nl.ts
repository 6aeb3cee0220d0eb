import type { NewsletterTexts } from "./newsletter.en.ts";

export const texts: NewsletterTexts = {
  names: {
    "1024": "Nieuws van de VIP-club",
    "512": "Nachtelijke specials",
    "2048": "VR-porno",
    "256": "Wedstrijden",
  },
  unsubTitle: "Afmelden voor nieuwsbrieven",
  unsubIntro: "Stop een nieuwsbrief met één klik: zonder inloggen en zonder vragen.",
  linkAbout: "Deze link geldt voor:",
  unsubButton: "Afmelden",
  unsubBusy: "Bezig met afmelden…",
  done: "Klaar: je krijgt geen van deze nieuwsbrieven meer.",
  already: "Je bent al afgemeld voor deze nieuwsbrieven.",
  invalid: "Deze afmeldlink is niet geldig. Log in om je nieuwsbrieven in je account te wijzigen.",
  failed: "Dat is niet gelukt. Probeer het nog eens.",
  noLink: "Hier zonder link uit een mail? In de instellingen van je account staan alle nieuwsbrieven.",
  manage: "Nieuwsbriefinstellingen",
  login: "Log in om je nieuwsbrieven te kiezen.",
  loginButton: "Inloggen",
  vrTitle: "VR-porno",
  vrIntro:
    "Virtual-reality-video's zetten je midden in de kamer: een 180°-beeld waarin je rondkijkt met een bril, of op je telefoon door hem te draaien.",
  vrPoints: [
    "Nieuwe VR-video's als eerste, in de VR-nieuwsbrief",
    "Elke nieuwsbrief eindigt met een afmeldlink van één klik",
    "Zet hem hier of in de instellingen van je account aan en uit",
  ],
  vrSubscribed: "Je krijgt de VR-nieuwsbrief.",
  vrNotSubscribed: "Neem de VR-nieuwsbrief en hoor als eerste van nieuwe VR-video's.",
  vrSubscribe: "VR-nieuwsbrief ontvangen",
  vrUnsubscribe: "VR-nieuwsbrief stoppen",
  vrBusy: "Bezig met opslaan…",
};
