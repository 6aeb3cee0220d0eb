import type { TvTexts } from "./tv.en.ts";

/** Los textos de las páginas de TV en español. */
export const texts: TvTexts = {
  free: {
    title: "Velvet TV – directo gratis",
    heading: "Velvet TV",
    description:
      "Mira Velvet TV en directo y gratis: nuestras series y programas a todas horas, con la programación de ahora y lo que viene.",
    intro:
      "Nuestras series y programas a todas horas, gratis para todos. Esto es lo que emitimos ahora y después.",
    switchTo: "Canal premium",
    blog: "Novedades de la TV gratuita",
  },
  premium: {
    title: "Velvet TV Premium – directo",
    heading: "Velvet TV Premium",
    description:
      "Velvet TV Premium: series y programas exclusivos en directo para suscriptores de TV y miembros VIP, con la programación de ahora y lo que viene.",
    intro: "Series y programas exclusivos para suscriptores de TV y miembros VIP, en directo a todas horas.",
    switchTo: "Canal gratuito",
    blog: "Novedades de la TV premium",
  },
  block: "Velvet TV en directo",
  blockMore: "Ver la TV",
  next: "Después: {title}",
  live: "En directo",
  nowOnAir: "Ahora en antena",
  comingUp: "A continuación",
  programme: "Programación",
  episode: "T{season} · E{episode}",
  until: "hasta las {time}",
  player: "TV en directo: {title}",
  failed: "Ahora no se puede reproducir el canal. Inténtalo de nuevo en un momento.",
  retry: "Reintentar",
  nothingOn: "Ahora no se emite nada en este canal.",
  allEpisodes: "Todos los episodios de {series}",
  mediathek: "Todas las series en la mediateca",
  locked: {
    title: "La TV premium es para suscriptores",
    text: "Suscríbete a Velvet TV para ver el canal premium en directo. Los miembros VIP lo ven incluido.",
    subscribe: "Suscribirse a la TV",
    login: "Inicia sesión para verlo",
    ageCheck: "Verifica tu edad para verlo",
    ageCheckText: "La TV premium solo se muestra tras verificar la edad.",
  },
};
