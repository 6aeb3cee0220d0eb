import type { NewsletterTexts } from "./newsletter.en.ts";

export const texts: NewsletterTexts = {
  names: {
    "1024": "Novedades del club VIP",
    "512": "Especiales de madrugada",
    "2048": "Porno VR",
    "256": "Concursos",
  },
  unsubTitle: "Darse de baja de los boletines",
  unsubIntro: "Deja de recibir un boletín con un clic: sin iniciar sesión y sin preguntas.",
  linkAbout: "Este enlace es para:",
  unsubButton: "Darse de baja",
  unsubBusy: "Dando de baja…",
  done: "Listo: ya no recibirás ninguno de estos boletines.",
  already: "Ya estás dado de baja de estos boletines.",
  invalid: "Este enlace de baja no es válido. Inicia sesión para cambiar tus boletines en tu cuenta.",
  failed: "No ha funcionado. Inténtalo de nuevo.",
  noLink: "¿Has llegado sin un enlace de un correo? Los ajustes de tu cuenta muestran todos los boletines.",
  manage: "Ajustes de boletines",
  login: "Inicia sesión para elegir tus boletines.",
  loginButton: "Iniciar sesión",
  vrTitle: "Porno VR",
  vrIntro:
    "Los vídeos de realidad virtual te meten en la habitación: una vista de 180° que recorres con unas gafas, o en el móvil girándolo.",
  vrPoints: [
    "Los nuevos vídeos VR primero, en el boletín VR",
    "Cada boletín termina con un enlace de baja de un clic",
    "Actívalo y desactívalo aquí o en los ajustes de tu cuenta",
  ],
  vrSubscribed: "Recibes el boletín VR.",
  vrNotSubscribed: "Suscríbete al boletín VR y entérate antes que nadie de los nuevos vídeos VR.",
  vrSubscribe: "Recibir el boletín VR",
  vrUnsubscribe: "Dejar el boletín VR",
  vrBusy: "Guardando…",
};
