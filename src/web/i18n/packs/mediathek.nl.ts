import type { MediathekTexts } from "./mediathek.en.ts";

/** The mediathek texts in Dutch (a text pack, i18n/packs.ts). */
export const texts: MediathekTexts = {
  title: "Tv-series",
  intro:
    "Onze series in de mediatheek: gratis series voor iedereen, premiumseries voor tv-abonnees en VIP-leden.",
  free: "Gratis",
  premium: "Premium",
  episodes: "Afleveringen: {count}",
  seasons: "Seizoenen: {count}",
  season: "Seizoen {season}",
  episodeCode: "S{season} · A{episode}",
  watch: "Aflevering bekijken",
  allEpisodes: "Alle afleveringen",
  overview: "Naar de serie",
  about: "Over de serie",
  next: "Volgende aflevering",
  nowShowing: "Nu te zien",
  videosTitle: "{series}: alle afleveringen",
  empty: "Hier zijn nog geen series.",
  premiumNote: "Premiumseries zitten in het tv-abonnement en in de VIP-club.",
  needLogin: "Log in om deze aflevering te bekijken.",
  needAgeCheck: "Bevestig je leeftijd om deze aflevering te bekijken.",
  needTvAbo: "Deze aflevering is voor tv-abonnees en VIP-leden.",
  needAbo: "Deze aflevering is voor VIP-leden.",
  needPurchase: "Koop deze video om de hele aflevering te bekijken.",
  toVideo: "Naar de video",
  error: "De aflevering kon niet starten. Probeer het opnieuw.",
  pages: "Pagina's",
};
