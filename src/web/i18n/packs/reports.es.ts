import type { ReportsTexts } from "./reports.en.ts";

/** Los textos de la página «Denunciar contenido» en español. */
export const texts: ReportsTexts = {
  title: "Denunciar contenido",
  description:
    "Denuncia una página, un vídeo, una foto o un comentario de Velvet que creas ilegal o contrario a nuestras normas.",
  intro:
    "Cuéntanos qué contenido de Velvet crees que es ilegal o incumple nuestras condiciones. Revisamos cada denuncia, actuamos cuando hace falta y, si nos dejas un correo electrónico, te comunicamos nuestra decisión y sus motivos.",
  emergency: "Si alguien está en peligro ahora mismo, llama primero a la policía (112).",
  url: "Dirección de la página",
  urlHint:
    "La página que denuncias, por ejemplo un vídeo, un perfil o una publicación. Hemos puesto la página de la que vienes.",
  reason: "Motivo",
  reasons: {
    illegal: "Contenido ilegal",
    minor: "Una persona que podría ser menor",
    consent: "Publicado sin consentimiento",
    copyright: "Infracción de derechos de autor",
    privacy: "Violación de la privacidad",
    hate: "Odio o acoso",
    violence: "Violencia",
    other: "Otro motivo",
  },
  explanation: "¿Qué problema tiene?",
  explanationHint:
    "Explica por qué el contenido es ilegal o incumple nuestras normas (al menos 10 caracteres).",
  name: "Tu nombre (opcional)",
  email: "Tu correo electrónico (opcional)",
  emailHint:
    "Para el acuse de recibo y nuestra decisión. Las denuncias sobre menores pueden hacerse sin nombre.",
  goodFaith:
    "Confirmo que la información de esta denuncia es exacta y completa según mi leal saber y entender.",
  send: "Enviar denuncia",
  sending: "Enviando…",
  received: "Gracias: hemos recibido tu denuncia",
  receiptNumber: "Tu número de referencia: {reference}",
  receiptMailed: "Te hemos enviado el acuse de recibo a tu correo electrónico.",
  receiptKeep: "Guarda este número: con él puedes ver en esta página el estado de tu denuncia.",
  another: "Denunciar otra cosa",
  lookup: "Estado de una denuncia",
  lookupLabel: "Número de referencia",
  lookupSend: "Ver",
  notFound: "No conocemos ninguna denuncia con este número.",
  status: {
    received: "Recibida, en revisión",
    actioned: "Decidida: hemos retirado o restringido el contenido",
    rejected: "Decidida: no hemos encontrado ninguna infracción",
  },
  receivedOn: "Recibida el {date}",
  decidedOn: "Decidida el {date}",
  ourReasons: "Nuestros motivos",
  failed: "No se ha podido enviar tu denuncia. Revisa el formulario e inténtalo de nuevo.",
  tooMany:
    "Has enviado muchas denuncias en poco tiempo. Inténtalo de nuevo dentro de una hora o escribe a nuestro soporte.",
};
