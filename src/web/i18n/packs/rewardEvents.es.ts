import type { RewardEventsTexts } from "./rewardEvents.en.ts";

export const texts: RewardEventsTexts = {
  events: {
    "wet-and-wild": {
      title: "Wet and Wild",
      description:
        "Tres olas y un premio detrás de cada una: elige una ola cada día y gana monedas, vales y días VIP, con las probabilidades a la vista.",
      pick: "Elige una ola",
      item: "Ola {number}",
      drawing: "La ola rompe…",
      none: "Las olas están en calma: ahora no hay ningún evento Wet and Wild.",
    },
    slotmachine: {
      title: "Tragaperras",
      description:
        "Tres rodillos y tiradas gratis cada día: alinea tres símbolos y gana monedas, vales y días VIP. Las probabilidades están junto a la máquina.",
      pick: "Tira de la palanca",
      item: "Rodillo {number}",
      drawing: "Los rodillos giran…",
      none: "La máquina descansa: ahora no hay ningún evento de tragaperras.",
    },
    "wiesn-shooting": {
      title: "Tiro de la Wiesn",
      description:
        "Acércate a la caseta como en el Oktoberfest: apunta cada día a una de cinco dianas y gana monedas, vales y días VIP.",
      pick: "Apunta a una diana",
      item: "Diana {number}",
      drawing: "¡Pum! Comprobando el tiro…",
      none: "La caseta está cerrada: ahora no hay ningún tiro de la Wiesn.",
    },
    "wiesn-bude": {
      title: "Caseta de la Wiesn",
      description:
        "Cada corazón de jengibre de la caseta esconde un premio: elige uno cada día y llévate monedas, vales o días VIP.",
      pick: "Elige un corazón de jengibre",
      item: "Corazón de jengibre {number}",
      drawing: "Desenvolviendo el corazón…",
      none: "La caseta está cerrada: ahora no hay ninguna caseta de la Wiesn.",
    },
    "venus-attacks": {
      title: "Venus ataca",
      description:
        "Tres platillos de Venus sobrevuelan la web: atrapa uno cada día y descubre lo que lleva a bordo.",
      pick: "Atrapa un platillo",
      item: "Platillo {number}",
      drawing: "El platillo aterriza…",
      none: "El cielo está despejado: ahora no hay ningún ataque de Venus.",
    },
    halloween: {
      title: "Dulces de Halloween",
      description:
        "Truco o trato: tres calabazas brillan en la puerta, una al día es tuya y cada una puede esconder un dulce.",
      pick: "Elige una calabaza",
      item: "Calabaza {number}",
      drawing: "La calabaza cruje al abrirse…",
      none: "Las calabazas están apagadas: ahora no hay ningún evento de Halloween.",
    },
    kickIt: {
      title: "Kick it 2025",
      description: "Un tiro a puerta al día: elige tu esquina y marca monedas, vales o días VIP.",
      pick: "Elige tu esquina",
      item: "Tiro a la esquina {number}",
      drawing: "El balón vuela…",
      none: "El campo está vacío: ahora no hay ningún evento Kick it.",
    },
    "reward-box": {
      title: "Caja de premios",
      description: "Tres cajas envueltas y una al día para abrir: algunas llevan monedas, vales y días VIP.",
      pick: "Elige una caja",
      item: "Caja {number}",
      drawing: "Desatando el lazo…",
      none: "Las cajas están guardadas: ahora no hay ninguna caja de premios.",
    },
  },
  slotmachine: { reels: "Rodillos" },
  running: "En marcha ahora",
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
