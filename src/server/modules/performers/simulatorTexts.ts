import type { Language } from "../../../common/languages.ts";

/**
 * What the demo's performers say in a live chat (simulator.ts), in the session's language: a
 * greeting, lines now and then, answers to the guest's lines and thanks for gifts and toy controls.
 */
export interface LiveSimulatorTexts {
  greetings: string[];
  chatter: string[];
  answers: string[];
  /** {gift}: the gift's name. */
  gift: string;
  /** {seconds}: how long the toy ran. */
  toy: string;
}

export const LIVE_TEXTS: Record<Language, LiveSimulatorTexts> = {
  en: {
    greetings: ["Hi, welcome to my cam! 😊 How are you?", "Hey you, nice to see you here! 💋"],
    chatter: [
      "Do you like what you see? 😏",
      "Tell me what you'd like me to do…",
      "It's so cosy here tonight.",
      "I love it when you watch me 😘",
    ],
    answers: [
      "Mmm, I like that 😊",
      "Haha, you're sweet!",
      "Oh really? Tell me more…",
      "You make me blush 🙈",
    ],
    gift: "Thank you so much for the {gift}! 😍",
    toy: "Ohh… I felt that for {seconds} seconds! 🥵",
  },
  de: {
    greetings: ["Hi, willkommen in meiner Cam! 😊 Wie geht's dir?", "Hey du, schön, dich hier zu sehen! 💋"],
    chatter: [
      "Gefällt dir, was du siehst? 😏",
      "Sag mir, was ich für dich tun soll…",
      "Es ist so gemütlich heute Abend.",
      "Ich mag es, wenn du mir zusiehst 😘",
    ],
    answers: [
      "Mmm, das gefällt mir 😊",
      "Haha, du bist süß!",
      "Echt? Erzähl mir mehr…",
      "Du bringst mich zum Erröten 🙈",
    ],
    gift: "Vielen Dank für: {gift}! 😍",
    toy: "Ohh… das habe ich {seconds} Sekunden lang gespürt! 🥵",
  },
  es: {
    greetings: ["¡Hola, bienvenido a mi cam! 😊 ¿Qué tal?", "¡Hola, qué bien verte por aquí! 💋"],
    chatter: [
      "¿Te gusta lo que ves? 😏",
      "Dime qué quieres que haga…",
      "Qué a gusto se está aquí esta noche.",
      "Me encanta que me mires 😘",
    ],
    answers: [
      "Mmm, eso me gusta 😊",
      "¡Jaja, qué dulce eres!",
      "¿En serio? Cuéntame más…",
      "Me haces sonrojar 🙈",
    ],
    gift: "¡Muchas gracias por: {gift}! 😍",
    toy: "Ohh… ¡lo he sentido durante {seconds} segundos! 🥵",
  },
  nl: {
    greetings: ["Hoi, welkom in mijn cam! 😊 Hoe gaat het?", "Hé jij, leuk je hier te zien! 💋"],
    chatter: [
      "Vind je het leuk wat je ziet? 😏",
      "Vertel me wat ik voor je moet doen…",
      "Het is zo gezellig vanavond.",
      "Ik vind het fijn als je naar me kijkt 😘",
    ],
    answers: [
      "Mmm, dat vind ik leuk 😊",
      "Haha, wat lief van je!",
      "Echt? Vertel me meer…",
      "Je laat me blozen 🙈",
    ],
    gift: "Heel erg bedankt voor: {gift}! 😍",
    toy: "Ohh… dat voelde ik {seconds} seconden lang! 🥵",
  },
};
