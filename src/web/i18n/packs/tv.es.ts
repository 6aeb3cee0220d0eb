import type { TvTexts } from "./tv.en.ts";

/** Los textos de las páginas de TV en español. */
export const texts: TvTexts = {
  free: {
    title: "Velvet TV – directo gratis",
    heading: "Velvet TV",
    description:
      "Mira Velvet TV en directo y gratis: nuestras series y programas a todas horas, con la programación de ahora y lo que viene.",
    intro:
      "Nuestras series y programas a todas horas, gratis para nuestros miembros. Esto es lo que emitimos ahora y después.",
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
    needLogin: {
      title: "Inicia sesión para verlo",
      free: "Velvet TV es gratis para miembros mayores de 18 años. Inicia sesión o regístrate gratis para verlo.",
      premium:
        "Inicia sesión para ver la TV premium: está incluida en la suscripción de TV y en el club VIP.",
      action: "Iniciar sesión",
    },
    needAgeCheck: {
      title: "Confirma tu edad",
      text: "Velvet TV muestra contenido para adultos: confirma tu edad una vez para verlo.",
      action: "Verificar la edad",
    },
    needAbo: {
      title: "La TV premium es para suscriptores",
      text: "Suscríbete a Velvet TV para ver el canal premium en directo. Los miembros VIP lo ven incluido.",
      action: "Suscribirse a la TV",
    },
  },
};
