import type { HelpTexts } from "./help.en.ts";

/** Los textos del centro de ayuda en español. */
export const texts: HelpTexts = {
  title: "Centro de ayuda",
  description:
    "Respuestas a las preguntas más frecuentes: cuenta, monedas VXC y pago, chats en vivo, vídeos y privacidad.",
  intro:
    "Respuestas a las preguntas que más nos hacen. ¿No está la tuya? Escríbenos y te respondemos en un día.",
  filter: "Buscar en las respuestas",
  noMatch: "Ninguna respuesta coincide con tu búsqueda.",
  contact: "Escribir al soporte",
  reportLink: "Denunciar contenido",
  contentLanguage: "es",
  topics: [
    {
      title: "Tu cuenta",
      questions: [
        {
          q: "¿Cómo creo una cuenta?",
          a: "Elige «Regístrate gratis» arriba en cualquier página e introduce tu correo electrónico, una contraseña y un nombre. Te enviamos un enlace para confirmar tu dirección; algunas funciones (correos cuando una favorita se conecta, avisos por SMS) necesitan una dirección confirmada.",
        },
        {
          q: "He olvidado mi contraseña. ¿Y ahora?",
          a: "Abre el inicio de sesión, elige «¿Has olvidado tu contraseña?» e introduce tu correo electrónico. Recibirás un enlace para poner una contraseña nueva; vale poco tiempo y una sola vez.",
        },
        {
          q: "¿Cómo borro mi cuenta?",
          a: "En Mi cuenta → Perfil puedes descargar tus datos y borrar tu cuenta. Antes te pedimos tu contraseña. Al borrarla eliminamos tu perfil, tus mensajes y favoritos; lo que la ley nos obliga a guardar (pagos) se guarda solo durante el plazo legal.",
        },
      ],
    },
    {
      title: "Monedas VXC y pago",
      questions: [
        {
          q: "¿Qué son las monedas VXC?",
          a: "VXC es la moneda de Velvet. Con ella pagas vídeos, álbumes, chats en vivo y propinas. Cada precio se muestra en monedas antes de pagar, y las monedas compradas no caducan mientras exista tu cuenta.",
        },
        {
          q: "¿Cómo compro monedas?",
          a: "Elige tu saldo o cualquier botón «Comprar»: la ventana de pago ofrece paquetes de monedas con tarjeta o con los demás métodos de tu país. Las monedas están en tu cuenta en cuanto se confirma el pago.",
        },
        {
          q: "¿Puedo limitar lo que gasto?",
          a: "Sí. En Mi cuenta fijas un límite mensual de depósito. Un límite más bajo se aplica al instante; uno más alto, solo tras unos días de reflexión, para que una decisión impulsiva no pueda subirlo.",
        },
      ],
    },
    {
      title: "Chats en vivo",
      questions: [
        {
          q: "¿Cómo se cobra un chat en vivo?",
          a: "Un chat en vivo cuesta el precio por minuto de la modelo, que nuestro servidor cobra por cada minuto empezado mientras dura el chat. Ves el precio antes de empezar y puedes terminar el chat cuando quieras; nunca pagas un minuto que no ha empezado.",
        },
        {
          q: "¿Qué es el chat gratis?",
          a: "A las modelos con «chat gratis» puedes verlas unos minutos gratis al día. Los minutos que te quedan hoy aparecen en la página; vuelven a empezar a medianoche.",
        },
      ],
    },
    {
      title: "Vídeos y álbumes",
      questions: [
        {
          q: "¿Dónde encuentro lo que he comprado?",
          a: "Todo lo que has comprado está en Mi cuenta → Mediateca: vídeos y álbumes de fotos, mientras exista tu cuenta. Lo que ya no quieras ver puedes archivarlo y recuperarlo más tarde.",
        },
        {
          q: "Un vídeo no se reproduce. ¿Qué hago?",
          a: "Recarga la página y comprueba tu conexión; el reproductor elige una calidad que tu conexión pueda llevar. Si aun así no se reproduce, escribe al soporte con la dirección del vídeo y lo revisaremos.",
        },
      ],
    },
    {
      title: "Privacidad y seguridad",
      questions: [
        {
          q: "¿Quién ve mi nombre y lo que compro?",
          a: "Las modelos ven el nombre que elegiste cuando les escribes o entras en su chat. Lo que compras solo lo ves tú. Nuestra política de protección de datos explica qué guardamos y por qué.",
        },
        {
          q: "¿Cómo denuncio un contenido?",
          a: "Elige «Denunciar contenido» abajo en cualquier página: el formulario toma la página en la que estabas. Recibes un número de referencia y, si nos dejas un correo electrónico, te comunicamos nuestra decisión y sus motivos.",
        },
      ],
    },
  ],
};
