import type { GoldrushTexts } from "./goldrush.en.ts";

export const texts: GoldrushTexts = {
  title: "Fiebre del oro",
  description:
    "Reúne oro con lo que haces cada día en Velvet: visitar, guardar favoritos, escribir, mirar. Cada premio de la escalera es tuyo en cuanto tu oro lo alcanza.",
  none: "Ahora mismo no hay ninguna fiebre del oro. ¡Vuelve pronto!",
  failed: "No se pudo cargar la fiebre del oro.",
  retry: "Reintentar",
  yourGold: "Tu oro",
  goldAmount: "{points} de oro",
  toNext: "{points} de oro hasta el próximo premio: {reward}",
  allReached: "¡Has alcanzado todos los premios de esta fiebre del oro!",
  runsUntil: "Hasta el {date}",
  visit: {
    button: "Recoger el oro de hoy",
    done: "Tu visita de hoy ya cuenta. ¡Vuelve mañana!",
    counted: "¡+{points} de oro por tu visita de hoy!",
  },
  activities: {
    title: "Cómo ganar oro",
    intro:
      "Cada actividad cuenta hasta su límite diario (hora de Berlín). Los miembros VIP reciben además el bonus.",
    points: "{points} de oro",
    vipBonus: "+{points} para VIP",
    today: "Hoy {count} de {limit}",
    limit: { one: "Hasta {count} vez al día", other: "Hasta {count} veces al día" },
    free: "Gratis",
    names: {
      dailyVisit: "Visita diaria",
      favorite: "Guardar un favorito",
      message: "Escribir un mensaje",
      purchase: "Comprar un vídeo o un álbum",
      liveMinute: "Un minuto de chat en vivo",
    },
  },
  challenges: {
    title: "Retos",
    bonus: "+{points} de oro extra",
    progress: "{progress} de {target}",
    done: "Completado",
  },
  rewards: {
    title: "La escalera de premios",
    at: "desde {points} de oro",
    granted: "Tuyo",
    reached: "Alcanzado",
    locked: "Por alcanzar",
  },
  login: {
    title: "Únete a la fiebre del oro",
    text: "Inicia sesión para reunir oro: solo tu visita diaria ya te da oro cada día, sin comprar nada.",
    button: "Iniciar sesión",
  },
};
