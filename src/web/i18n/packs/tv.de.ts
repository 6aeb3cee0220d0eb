import type { TvTexts } from "./tv.en.ts";

/** Die Texte der TV-Seiten auf Deutsch. */
export const texts: TvTexts = {
  free: {
    title: "Velvet TV – kostenloser Livestream",
    heading: "Velvet TV",
    description:
      "Velvet TV live und kostenlos: unsere Serien und Shows rund um die Uhr, mit dem Programm von jetzt und danach.",
    intro:
      "Unsere Serien und Shows rund um die Uhr, kostenlos für unsere Mitglieder. Das läuft jetzt und danach.",
    switchTo: "Premium-Sender",
    blog: "Neues zum Free-TV",
  },
  premium: {
    title: "Velvet TV Premium – Livestream",
    heading: "Velvet TV Premium",
    description:
      "Velvet TV Premium: exklusive Serien und Shows live für TV-Abonnenten und VIP-Mitglieder, mit dem Programm von jetzt und danach.",
    intro: "Exklusive Serien und Shows für TV-Abonnenten und VIP-Mitglieder, live rund um die Uhr.",
    switchTo: "Kostenloser Sender",
    blog: "Neues zum Premium-TV",
  },
  block: "Velvet TV live",
  blockMore: "TV ansehen",
  next: "Danach: {title}",
  live: "Live",
  nowOnAir: "Jetzt auf Sendung",
  comingUp: "Danach",
  programme: "Programm",
  episode: "St. {season} · F. {episode}",
  until: "bis {time} Uhr",
  player: "Live-TV: {title}",
  failed: "Der Sender kann gerade nicht abgespielt werden. Bitte versuche es gleich noch einmal.",
  retry: "Erneut versuchen",
  nothingOn: "Auf diesem Sender läuft gerade nichts.",
  allEpisodes: "Alle Folgen von {series}",
  mediathek: "Alle Serien in der Mediathek",
  locked: {
    needLogin: {
      title: "Zum Ansehen einloggen",
      free: "Velvet TV ist für Mitglieder ab 18 kostenlos. Logge dich ein oder melde dich kostenlos an.",
      premium: "Logge dich ein, um Premium-TV zu sehen: Es ist im TV-Abo und im VIP-Club enthalten.",
      action: "Einloggen",
    },
    needAgeCheck: {
      title: "Alter bestätigen",
      text: "Velvet TV zeigt Inhalte für Erwachsene: Bestätige einmal dein Alter, um zuzusehen.",
      action: "Alter bestätigen",
    },
    needAbo: {
      title: "Premium-TV ist für Abonnenten",
      text: "Abonniere Velvet TV, um den Premium-Sender live zu sehen. VIP-Mitglieder sehen ihn inklusive.",
      action: "TV abonnieren",
    },
  },
};
