import type { RewardEventsTexts } from "./rewardEvents.en.ts";

export const texts: RewardEventsTexts = {
  wetnwild: {
    title: "Wet and Wild",
    description:
      "Tres olas, un premio detrás de cada una: elige una ola cada día y gana monedas, vales y días VIP, con las probabilidades a la vista.",
    pick: "Elige una ola",
    wave: "Ola {number}",
    drawing: "La ola rompe…",
    none: "Las olas descansan: ahora no hay ningún evento Wet and Wild.",
  },
  slotmachine: {
    title: "Tragaperras",
    play: "Tirar de la palanca",
    playing: "Los rodillos giran…",
    reels: "Rodillos",
  },
  credits: {
    left: { one: "Te queda {count} intento gratis hoy", other: "Te quedan {count} intentos gratis hoy" },
    noneLeft: "Hoy no te quedan intentos. Vuelve mañana a por nuevos intentos gratis.",
  },
  result: {
    won: "Has ganado: {prize}",
    nothing: "Esta vez no hay premio.",
    refused: "No ha funcionado: {reason}",
  },
  odds: {
    title: "Las probabilidades",
    intro:
      "Cada intento se sortea con un número aleatorio seguro a partir de exactamente esta tabla. No hace falta comprar nada, y nada de lo que compres la cambia.",
    prize: "Premio",
    chance: "Probabilidad",
    left: "Quedan",
    nothing: "Sin premio",
    unlimited: "–",
  },
  history: {
    title: "Tus premios",
    empty: "Todavía ningún premio.",
    redeemable: "Listo para usar",
    credited: "Abonado",
    benefits: "Tus vales y ventajas",
  },
  login: {
    text: "Inicia sesión para jugar: intentos gratis cada día, sin compra.",
    button: "Iniciar sesión",
  },
  failed: "No se ha podido cargar el evento.",
  retry: "Reintentar",
};
