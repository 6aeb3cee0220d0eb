import type { GamesTexts } from "./games.en.ts";

export const texts: GamesTexts = {
  spinwheel: {
    title: "Ruleta",
    description:
      "Un giro gratis cada día: monedas, vales y días VIP, con las probabilidades de cada premio a la vista.",
    spin: "Girar la ruleta",
    spinning: "La ruleta está girando…",
    spinsLeft: { one: "Te queda {count} giro gratis hoy", other: "Te quedan {count} giros gratis hoy" },
    extraSpins: {
      one: "+ {count} giro extra de tus ventajas",
      other: "+ {count} giros extra de tus ventajas",
    },
    noSpinsLeft: "Hoy no te quedan giros. Tu próximo giro gratis llega en {time}.",
    won: "Has ganado: {prize}",
    nothing: "Esta vez no hay premio. ¡Vuelve mañana!",
    points: "Tus puntos: {points}",
    login: "Inicia sesión para girar la ruleta: un giro gratis cada día.",
    loginButton: "Iniciar sesión",
    none: "La ruleta descansa: ahora mismo no hay ningún juego activo.",
  },
  odds: {
    title: "Las probabilidades",
    intro:
      "Cada giro se sortea con un número aleatorio seguro a partir de esta misma tabla. No hace falta comprar nada, y nada de lo que compres la cambia.",
    prize: "Premio",
    chance: "Probabilidad",
    left: "Quedan",
    nothing: "Sin premio",
    unlimited: "–",
  },
  gained: {
    title: "Tus premios",
    empty: "Todavía ningún premio.",
    benefits: "Tus vales y días VIP están en tus ventajas.",
  },
  failed: "No se pudo cargar el juego.",
  retry: "Reintentar",
  refused: "El giro no se hizo: {reason}",
};
