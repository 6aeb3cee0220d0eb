import type { Language } from "../../../common/languages.ts";

/**
 * The texts of /free-chat/ in the four languages; they live with the page (its route chunk), not in
 * the page dictionaries every page loads.
 */
const en = {
  title: "Free chat",
  intro: "Performers in a free show right now. Watch for free, chat along, and go private when you like.",
  count: "{count} in free chat now",
  nobody: "Nobody is in free chat right now. Come back in a few minutes, or see every cam online.",
  allCams: "All live cams",
  allowanceTitle: "Your free minutes today",
  minutesLeft: "{left} of {allowance} free minutes left",
  used: "Free minutes for today are used up.",
  previewsLeft: "{left} of {limit} free previews left",
  resets: "New free minutes from midnight (Berlin time).",
  anonymous: "Log in to watch free chats: {allowance} free minutes every day.",
  login: "Log in",
  signup: "Sign up free",
  liveStill: "Live picture of {name}",
  chatTypes: "Chat types",
  conversionTitle: "Welcome chat: free for {time}",
  conversionText:
    "New here? A private chat with these performers costs you nothing until the countdown ends.",
  conversionNone: "None of the welcome-chat performers is online right now.",
  conversionVerifyPhone:
    "The welcome chat is free once per phone number: verify your mobile number first, then come back here.",
  conversionVerifyLink: "Verify my phone number",
  conversionNumberUsed: "Your phone number has already had its free welcome chat, so this one is not free.",
};

export type FreeChatTexts = typeof en;

const de: FreeChatTexts = {
  title: "Gratis-Chat",
  intro:
    "Performer, die gerade eine Gratis-Show machen. Schau kostenlos zu, chatte mit und geh privat, wann du willst.",
  count: "{count} gerade im Gratis-Chat",
  nobody:
    "Gerade ist niemand im Gratis-Chat. Schau in ein paar Minuten wieder vorbei oder sieh dir alle Cams an.",
  allCams: "Alle Live-Cams",
  allowanceTitle: "Deine Gratis-Minuten heute",
  minutesLeft: "Noch {left} von {allowance} Gratis-Minuten",
  used: "Deine Gratis-Minuten für heute sind aufgebraucht.",
  previewsLeft: "Noch {left} von {limit} Gratis-Vorschauen",
  resets: "Neue Gratis-Minuten ab Mitternacht (deutsche Zeit).",
  anonymous: "Melde dich an, um Gratis-Chats zu sehen: {allowance} Gratis-Minuten jeden Tag.",
  login: "Anmelden",
  signup: "Kostenlos registrieren",
  liveStill: "Live-Bild von {name}",
  chatTypes: "Chat-Arten",
  conversionTitle: "Willkommens-Chat: noch {time} gratis",
  conversionText:
    "Neu hier? Ein Privatchat mit diesen Performern kostet dich nichts, bis der Countdown abläuft.",
  conversionNone: "Gerade ist keiner der Willkommens-Chat-Performer online.",
  conversionVerifyPhone:
    "Der Willkommens-Chat ist einmal pro Telefonnummer gratis: Bestätige zuerst deine Handynummer und komm dann hierher zurück.",
  conversionVerifyLink: "Telefonnummer bestätigen",
  conversionNumberUsed:
    "Mit deiner Telefonnummer gab es den Willkommens-Chat schon einmal gratis, deshalb ist dieser nicht gratis.",
};

const es: FreeChatTexts = {
  title: "Chat gratis",
  intro: "Performers en un show gratis ahora mismo. Mira gratis, chatea y pasa a privado cuando quieras.",
  count: "{count} en chat gratis ahora",
  nobody: "Ahora nadie está en chat gratis. Vuelve en unos minutos o mira todas las cams en línea.",
  allCams: "Todas las cams en vivo",
  allowanceTitle: "Tus minutos gratis de hoy",
  minutesLeft: "Te quedan {left} de {allowance} minutos gratis",
  used: "Ya has usado tus minutos gratis de hoy.",
  previewsLeft: "Te quedan {left} de {limit} vistas previas gratis",
  resets: "Nuevos minutos gratis desde medianoche (hora de Berlín).",
  anonymous: "Inicia sesión para ver chats gratis: {allowance} minutos gratis cada día.",
  login: "Iniciar sesión",
  signup: "Regístrate gratis",
  liveStill: "Imagen en vivo de {name}",
  chatTypes: "Tipos de chat",
  conversionTitle: "Chat de bienvenida: gratis durante {time}",
  conversionText:
    "¿Eres nuevo? Un chat privado con estos performers no te cuesta nada hasta que termine la cuenta atrás.",
  conversionNone: "Ahora mismo no hay ningún performer del chat de bienvenida en línea.",
  conversionVerifyPhone:
    "El chat de bienvenida es gratis una vez por número de teléfono: primero verifica tu móvil y luego vuelve aquí.",
  conversionVerifyLink: "Verificar mi teléfono",
  conversionNumberUsed:
    "Tu número de teléfono ya tuvo su chat de bienvenida gratis, así que este no es gratis.",
};

const nl: FreeChatTexts = {
  title: "Gratis chat",
  intro: "Performers die nu een gratis show geven. Kijk gratis, chat mee en ga privé wanneer je wilt.",
  count: "{count} nu in gratis chat",
  nobody: "Er is nu niemand in gratis chat. Kom over een paar minuten terug of bekijk alle cams online.",
  allCams: "Alle livecams",
  allowanceTitle: "Je gratis minuten vandaag",
  minutesLeft: "Nog {left} van {allowance} gratis minuten",
  used: "Je gratis minuten voor vandaag zijn op.",
  previewsLeft: "Nog {left} van {limit} gratis previews",
  resets: "Nieuwe gratis minuten vanaf middernacht (Berlijnse tijd).",
  anonymous: "Log in om gratis chats te bekijken: elke dag {allowance} gratis minuten.",
  login: "Inloggen",
  signup: "Gratis aanmelden",
  liveStill: "Livebeeld van {name}",
  chatTypes: "Chatsoorten",
  conversionTitle: "Welkomstchat: nog {time} gratis",
  conversionText: "Nieuw hier? Een privéchat met deze performers kost je niets tot het aftellen voorbij is.",
  conversionNone: "Er is nu geen van de welkomstchat-performers online.",
  conversionVerifyPhone:
    "De welkomstchat is één keer per telefoonnummer gratis: bevestig eerst je mobiele nummer en kom dan hier terug.",
  conversionVerifyLink: "Mijn telefoonnummer bevestigen",
  conversionNumberUsed: "Je telefoonnummer heeft zijn gratis welkomstchat al gehad, dus deze is niet gratis.",
};

export const FREE_CHAT_TEXTS: Record<Language, FreeChatTexts> = { de, en, es, nl };
