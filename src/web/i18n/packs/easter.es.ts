import type { EasterTexts } from "./easter.en.ts";

export const texts: EasterTexts = {
  kicker: "Especial de Pascua",
  title: "La gran búsqueda de huevos",
  description:
    "Cada día se esconden huevos en las páginas de Velvet. Encuéntralos, recógelos y sube la escalera de premios: monedas, un vídeo, días VIP y un premio secreto.",
  none: "Ahora no hay ninguna búsqueda de huevos. ¡Vuelve en Pascua!",
  failed: "No se pudo cargar la búsqueda de huevos.",
  retry: "Reintentar",
  progress: "{count} de {total} huevos encontrados",
  progressLabel: "Tus huevos",
  eggFound: "Huevo encontrado",
  eggMissing: "Huevo aún escondido",
  today: { one: "{count} huevo encontrado hoy", other: "{count} huevos encontrados hoy" },
  perDay: {
    one: "Cada día se esconde {count} huevo en la web",
    other: "Cada día se esconden {count} huevos en la web",
  },
  ladder: {
    title: "La escalera de premios",
    eggs: { one: "{count} huevo", other: "{count} huevos" },
    range: "Sorteado al azar: de {min} a {max}",
    mystery: "Premio sorpresa",
    mysteryHint: "Se revela cuando llegues",
    earned: "Conseguido",
    open: "Pendiente",
  },
  history: {
    title: "Tus premios",
    empty: "Aún no tienes premios: tu primer huevo trae el primero.",
    at: "Conseguido el {date}",
  },
  how: {
    title: "Cómo funciona",
    step1: "Inicia sesión y recorre Velvet: vídeos, cams, el blog, perfiles de las modelos.",
    step2: "Descubre el pequeño huevo brillante en una página y haz clic en él.",
    step3: "Cada día se esconden otros huevos en otras páginas: vuelve mañana.",
    step4: "Un premio llega a tu cuenta en cuanto lo alcanzas.",
  },
  login: {
    text: "Inicia sesión para recoger huevos y ganar los premios.",
    button: "Iniciar sesión",
  },
  egg: {
    label: "Un huevo de Pascua escondido: recógelo",
    found: "¡Has encontrado un huevo!",
    count: "{count} de {total} huevos",
    reward: "Premio desbloqueado: {reward}",
    more: "Ver tus premios",
    close: "Cerrar",
    failed: "No se pudo recoger este huevo. Inténtalo de nuevo.",
    already: "Ya encontraste este huevo.",
    expired: "Este huevo estaba escondido otro día. Recarga la página y vuelve a buscar.",
    ended: "La búsqueda de huevos ha terminado.",
  },
};
