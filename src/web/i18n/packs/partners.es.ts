import type { PartnersTexts } from "./partners.en.ts";

/** Los textos de las páginas «Hazte modelo» y «Programa de afiliados» en español. */
export const texts: PartnersTexts = {
  model: {
    title: "Hazte modelo de Velvet",
    description:
      "Gana dinero con chats en vivo, vídeos y fotos en Velvet: porcentajes justos, pagos semanales y tus propias reglas. Solicítalo en dos minutos.",
    intro:
      "Velvet lo hacen amateurs independientes. Tú decides qué muestras, cuándo te conectas y cuánto cuesta; nosotros ponemos los clientes, los pagos y la tecnología.",
    points: [
      {
        title: "Tus precios, tus reglas",
        text: "Fija tu precio por minuto para cada tipo de chat, vende vídeos y álbumes y recibe propinas en tu feed.",
      },
      {
        title: "Cobras cada semana",
        text: "Tu parte de cada moneda se abona al instante y se paga cada semana por transferencia.",
      },
      {
        title: "Segura y discreta",
        text: "Bloquea países y clientes, mantente en el anonimato con un nombre artístico y recibe ayuda de nuestro soporte en tu idioma.",
      },
      {
        title: "Clientes de cuatro países",
        text: "Velvet habla alemán, inglés, español y neerlandés, y lleva tu perfil a clientes de todos ellos.",
      },
    ],
    stepsTitle: "Cómo funciona",
    steps: [
      "Envía el formulario de abajo: se tarda dos minutos.",
      "Respondemos en dos días laborables y comprobamos tu edad e identidad con un documento oficial.",
      "Configuras tu perfil, tus precios y tu primer contenido con nuestro software para modelos.",
      "Te conectas cuando quieras y tus ganancias llegan cada semana.",
    ],
    requirements:
      "Debes tener al menos 18 años y poder demostrarlo con un documento válido. Todas las personas que aparezcan en tu contenido deben tener 18 años o más y haber dado su consentimiento.",
  },
  affiliate: {
    title: "Programa de afiliados",
    description:
      "Gana una parte de lo que gastan los clientes que traes a Velvet: participación de por vida, estadísticas en vivo y pagos mensuales.",
    intro:
      "Envía clientes a Velvet desde tu web, tu canal o tu newsletter y gana una parte de todo lo que gasten mientras sigan.",
    points: [
      {
        title: "Participación de por vida",
        text: "Una parte de cada paquete de monedas que compren tus clientes, mientras exista su cuenta.",
      },
      {
        title: "Material listo",
        text: "Enlaces a cada modelo, vídeo y categoría, banners y feeds en cuatro idiomas.",
      },
      { title: "Estadísticas en vivo", text: "Clics, registros y ganancias al momento, y un pago cada mes." },
    ],
    stepsTitle: "Cómo unirte",
    steps: [
      "Envía el formulario de abajo con la web o el canal donde quieres promocionar Velvet.",
      "Revisamos tu web en tres días laborables.",
      "Recibes tus enlaces de afiliado y el acceso a tus estadísticas.",
    ],
    requirements:
      "Tu web debe cumplir la ley de tu país y no puede dirigirse a menores. Nada de spam ni de publicidad engañosa.",
  },
  form: {
    title: "Solicítalo ahora",
    name: "Tu nombre",
    email: "Correo electrónico",
    country: "País",
    birthDate: "Fecha de nacimiento",
    birthDateHint: "Debes tener 18 años o más.",
    website: "Tu web o canal",
    websiteHint: "La dirección donde promocionarás Velvet (https://…).",
    message: "Unas palabras sobre ti (opcional)",
    consent: "Acepto que Velvet guarde estos datos para responder a mi solicitud.",
    send: "Enviar solicitud",
    sending: "Enviando…",
    sent: "Gracias: hemos recibido tu solicitud",
    sentText: "Hemos enviado una confirmación a {email} y te responderemos en pocos días laborables.",
    failed: "No se ha podido enviar tu solicitud. Revisa los campos marcados.",
    tooMany: "Hoy ya ha habido muchas solicitudes desde tu red. Inténtalo de nuevo mañana.",
    underAge: "Debes tener al menos 18 años para solicitarlo.",
  },
};
