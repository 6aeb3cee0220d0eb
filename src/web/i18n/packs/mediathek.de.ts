import type { MediathekTexts } from "./mediathek.en.ts";

/** The mediathek texts in German (a text pack, i18n/packs.ts). */
export const texts: MediathekTexts = {
  title: "TV-Serien",
  intro:
    "Unsere Serien in der Mediathek: freie Serien für alle, Premium-Serien für TV-Abonnenten und VIP-Mitglieder.",
  free: "Gratis",
  premium: "Premium",
  episodes: "Folgen: {count}",
  seasons: "Staffeln: {count}",
  season: "Staffel {season}",
  episodeCode: "S{season} · F{episode}",
  watch: "Folge ansehen",
  allEpisodes: "Alle Folgen",
  overview: "Zur Serie",
  about: "Über die Serie",
  next: "Nächste Folge",
  nowShowing: "Jetzt läuft",
  videosTitle: "{series}: alle Folgen",
  empty: "Hier gibt es noch keine Serien.",
  premiumNote: "Premium-Serien sind im TV-Abo und im VIP-Club enthalten.",
  needLogin: "Melde dich an, um diese Folge zu sehen.",
  needAgeCheck: "Bestätige dein Alter, um diese Folge zu sehen.",
  needTvAbo: "Diese Folge ist für TV-Abonnenten und VIP-Mitglieder.",
  needAbo: "Diese Folge ist für VIP-Mitglieder.",
  needPurchase: "Kaufe dieses Video, um die ganze Folge zu sehen.",
  toVideo: "Zum Video",
  error: "Die Folge konnte nicht gestartet werden. Bitte versuche es erneut.",
  pages: "Seiten",
};
