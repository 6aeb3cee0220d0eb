import type { LegalTexts } from "./types.ts";

/** Condiciones de uso, protección de datos y aviso legal en español. */
export const legalEs: LegalTexts = {
  termsOfService: {
    title: "Condiciones de uso",
    description: "Las normas para usar Velvet: cuentas, monedas VXC, compras, chats en directo y contenidos.",
    updated: "Versión del 1 de noviembre de 2026",
    sections: [
      {
        heading: "1. Ámbito de aplicación",
        paragraphs: [
          "Estas condiciones se aplican a cualquier uso de Velvet, la plataforma de cams en directo y vídeos gestionada por Velvet Media GmbH («nosotros»). Al crear una cuenta o comprar contenidos, las aceptas.",
          "Velvet es una plataforma para adultos. Para usarla debes tener al menos 18 años, o más si así lo exige la legislación de tu país.",
        ],
      },
      {
        heading: "2. Cuenta",
        paragraphs: [
          "Necesitas una cuenta para chatear, comprar, votar o comentar. Mantén tu contraseña en secreto; eres responsable de todo lo que se haga con tu cuenta.",
          "Podemos pedirte que verifiques tu edad antes de que puedas ver contenidos clasificados para mayores de 18 años. Hasta que la verificación sea aceptada, esos contenidos permanecerán bloqueados.",
        ],
      },
      {
        heading: "3. Monedas VXC y precios",
        paragraphs: [
          "Los precios en Velvet se indican en monedas VXC. Con un euro compras cuatro monedas; los importes se redondean al alza a monedas enteras. Todos los precios se muestran antes de pagar.",
          "Las monedas se abonan tras un pago correcto y no caducan mientras exista tu cuenta. Las monedas no se pueden canjear por dinero ni transferir a otras cuentas.",
        ],
      },
      {
        heading: "4. Compras",
        paragraphs: [
          "Un vídeo o álbum de fotos que compres permanece en tu mediateca mientras exista tu cuenta. Aunque lo compres dos veces, nunca se te cobrará dos veces.",
          "Los chats en directo se facturan por minuto al precio indicado en el perfil de cada modelo y en el chat antes de empezar. Los mensajes pueden ser gratuitos hasta alcanzar el número de mensajes gratis indicado; a partir de ahí, cada mensaje cuesta el precio indicado.",
        ],
      },
      {
        heading: "5. Conducta",
        paragraphs: [
          "Trata con respeto a quienes actúan en Velvet y a los demás invitados. Está prohibido grabar, copiar o compartir contenidos fuera de Velvet.",
          "Podemos restringir o cerrar las cuentas que incumplan estas normas, cometan fraude o anulen pagos mediante devoluciones de cargo sin motivo justificado.",
        ],
      },
      {
        heading: "6. Responsabilidad y disposiciones finales",
        paragraphs: [
          "Respondemos de forma ilimitada en caso de dolo y negligencia grave; en los demás casos, solo por el incumplimiento de obligaciones esenciales y con un límite de los daños previsibles.",
          "Se aplica el derecho alemán, con exclusión de la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías. Las normas imperativas de protección de los consumidores de tu país de residencia no se ven afectadas.",
        ],
      },
    ],
  },
  dataProtection: {
    title: "Protección de datos",
    description:
      "Qué datos personales trata Velvet, con qué fin, durante cuánto tiempo y qué derechos tienes según el RGPD.",
    updated: "Versión del 1 de noviembre de 2026",
    sections: [
      {
        heading: "1. Responsable del tratamiento",
        paragraphs: [
          "Velvet Media GmbH es la responsable del tratamiento de tus datos personales en Velvet. Puedes contactar con nuestro delegado de protección de datos en privacy@velvet.example.",
        ],
      },
      {
        heading: "2. Qué datos tratamos",
        paragraphs: [
          "Navegación sin cuenta: registros del servidor (hora, página, dirección IP anonimizada), que conservamos durante 7 días para prestar el servicio y garantizar su seguridad.",
          "Con cuenta: tu dirección de correo electrónico, nombre, hash de la contraseña, compras, historial de monedas y mensajes, para prestarte el servicio en el que te registraste (art. 6.1.b) del RGPD). Los datos de pago los trata nuestro proveedor de pagos; nunca vemos el número completo de tu tarjeta.",
        ],
      },
      {
        heading: "3. Cookies y almacenamiento local",
        paragraphs: [
          "Las cookies necesarias mantienen tu sesión iniciada, protegen los formularios y recuerdan tu elección de cookies. El almacenamiento funcional (búsquedas recientes, volumen del reproductor) y los eventos de análisis solo se usan después de que los permitas en el banner de cookies, y puedes retirar ese consentimiento en cualquier momento en la configuración de cookies del pie de página.",
        ],
      },
      {
        heading: "4. Cuánto tiempo conservamos los datos",
        paragraphs: [
          "Los datos de la cuenta se conservan hasta que la eliminas. Los registros de pagos se conservan durante los plazos que exige la legislación mercantil y fiscal (hasta 10 años) y se seudonimizan una vez eliminada la cuenta.",
        ],
      },
      {
        heading: "5. Tus derechos",
        paragraphs: [
          "Tienes derecho de acceso, rectificación, supresión, limitación del tratamiento, portabilidad de los datos y oposición, así como derecho a presentar una reclamación ante una autoridad de control. Desde tu cuenta puedes descargar todos tus datos y eliminarla directamente.",
        ],
      },
    ],
  },
  imprint: {
    title: "Aviso legal",
    description:
      "Quién gestiona Velvet: titular, datos de contacto, registro mercantil, NIF-IVA, responsable del contenido y protección de menores.",
    updated: "Versión del 1 de noviembre de 2026",
    sections: [
      {
        heading: "1. Titular",
        paragraphs: [
          "Información conforme al art. 5 de la Ley alemana de Servicios Digitales (DDG): Velvet es un servicio de Velvet Media GmbH, Torstraße 140, 10119 Berlín (Alemania).",
          "Velvet Media GmbH está representada por su directora general, Julia Hartmann.",
        ],
      },
      {
        heading: "2. Contacto",
        paragraphs: [
          "Correo electrónico: support@velvet.example · Teléfono: +49 30 23125 500",
          "Si tienes preguntas sobre tus datos personales, escribe a nuestro delegado de protección de datos en privacy@velvet.example.",
        ],
      },
      {
        heading: "3. Registro mercantil e IVA",
        paragraphs: [
          "Inscrita en el Registro Mercantil del Juzgado de Primera Instancia (Amtsgericht) de Charlottenburg, en Berlín, con el número HRB 123456 B.",
          "Número de identificación a efectos del IVA según el art. 27a de la Ley alemana del IVA (UStG): DE123456789.",
        ],
      },
      {
        heading: "4. Responsable del contenido",
        paragraphs: [
          "Responsable del contenido según el art. 18, apartado 2, del Tratado Interestatal alemán de Medios (MStV): Julia Hartmann, con la dirección indicada arriba.",
        ],
      },
      {
        heading: "5. Responsable de protección de menores",
        paragraphs: [
          "Velvet contiene contenidos destinados exclusivamente a adultos. Nuestro responsable de protección de menores según el art. 7 del Tratado Interestatal alemán de Protección de Menores en los Medios (JMStV) es el Dr. Markus Weber, Velvet Media GmbH, Torstraße 140, 10119 Berlín (Alemania), youth-protection@velvet.example.",
          "Puedes dirigirte a él en cualquier momento con preguntas o avisos relacionados con la protección de menores.",
        ],
      },
      {
        heading: "6. Resolución de litigios de consumo",
        paragraphs: [
          "No estamos obligados ni dispuestos a participar en procedimientos de resolución de litigios ante una entidad de resolución alternativa de litigios de consumo. Si tienes una reclamación, escríbenos a support@velvet.example.",
        ],
      },
    ],
  },
};
