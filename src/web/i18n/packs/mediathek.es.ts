import type { MediathekTexts } from "./mediathek.en.ts";

/** The mediathek texts in Spanish (a text pack, i18n/packs.ts). */
export const texts: MediathekTexts = {
  title: "Series de TV",
  intro:
    "Nuestras series en la mediateca: series gratuitas para todos, series premium para suscriptores de TV y miembros VIP.",
  free: "Gratis",
  premium: "Premium",
  episodes: "Episodios: {count}",
  seasons: "Temporadas: {count}",
  season: "Temporada {season}",
  episodeCode: "T{season} · E{episode}",
  watch: "Ver episodio",
  allEpisodes: "Todos los episodios",
  overview: "Ver la serie",
  about: "Sobre la serie",
  next: "Siguiente episodio",
  nowShowing: "En pantalla",
  videosTitle: "{series}: todos los episodios",
  empty: "Todavía no hay series.",
  premiumNote: "Las series premium están incluidas en la suscripción de TV y en el club VIP.",
  needLogin: "Inicia sesión para ver este episodio.",
  needAgeCheck: "Confirma tu edad para ver este episodio.",
  needTvAbo: "Este episodio es para suscriptores de TV y miembros VIP.",
  needAbo: "Este episodio es para miembros VIP.",
  needPurchase: "Compra este vídeo para ver el episodio completo.",
  toVideo: "Ir al vídeo",
  error: "No se pudo iniciar el episodio. Inténtalo de nuevo.",
  pages: "Páginas",
};
