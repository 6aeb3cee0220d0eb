import type { AdventTexts } from "./advent.en.ts";

export const texts: AdventTexts = {
  title: "Calendario de Adviento",
  description:
    "Una puerta cada día del 1 al 24 de diciembre: vídeos, álbumes, monedas, regalos de mensajería y merchandising de nuestras modelos, gratis.",
  kicker: "24 puertas, 24 regalos",
  giftKicker: "Un regalo cada día",
  intro:
    "Abre la puerta de hoy y llévate un regalo gratis de una de nuestras modelos. Cada puerta se abre solo en su día.",
  none: "Ahora no hay ningún calendario activo. El calendario de Adviento abre su primera puerta el 1 de diciembre.",
  login: "Inicia sesión para abrir la puerta de hoy: los regalos son gratis.",
  loginButton: "Iniciar sesión",
  today: "Hoy es el día {day}: su puerta te espera.",
  open: "Abrir",
  opening: "Abriendo…",
  openLabel: "Abrir la puerta {day}, un regalo de {name}",
  lockedLabel: "Puerta {day}, cerrada hasta su día",
  openedLabel: "Abierta:",
  missedLabel: "Perdida:",
  missed: "Perdida",
  revealed: "Un regalo de {name}",
  close: "Cerrar",
  code: "Tu código de cupón: {code}",
  whereCoins: "Las monedas ya están en tu saldo.",
  whereGifts: "Los regalos de mensajería te esperan en tu mensajería.",
  whereBenefits: "Lo encontrarás en tus ventajas.",
  alreadyOpened: "Ya has abierto esta puerta.",
  missedRefusal: "El día de esta puerta ya pasó: solo se abre la de hoy.",
  refused: "La puerta no se abrió. Inténtalo de nuevo.",
  legend: "Brillante: la puerta de hoy. Atenuada: un día perdido. Sellada: aún por llegar.",
  failed: "No se pudo cargar el calendario.",
  retry: "Reintentar",
};
