import type { Language } from "../../../common/languages.ts";

/** The chat-exit survey's texts (shown in the chat screen once a chat ended). */
export interface SurveyTexts {
  question: string;
  bad: string;
  great: string;
  textLabel: string;
  textHint: string;
  submit: string;
  sending: string;
  thanks: string;
  already: string;
  failed: string;
}

export const SURVEY_TEXTS: Record<Language, SurveyTexts> = {
  en: {
    question: "How was your chat with {name}?",
    bad: "Not good",
    great: "Great",
    textLabel: "Anything you want to add? (optional)",
    textHint: "{left} characters left",
    submit: "Send rating",
    sending: "Sending…",
    thanks: "Thank you! Your rating helps other guests find great chats.",
    already: "You have already rated this chat. Thank you!",
    failed: "Your rating could not be sent. Please try again.",
  },
  de: {
    question: "Wie war dein Chat mit {name}?",
    bad: "Nicht gut",
    great: "Super",
    textLabel: "Möchtest du noch etwas sagen? (optional)",
    textHint: "Noch {left} Zeichen",
    submit: "Bewertung senden",
    sending: "Wird gesendet…",
    thanks: "Danke! Deine Bewertung hilft anderen, tolle Chats zu finden.",
    already: "Du hast diesen Chat schon bewertet. Danke!",
    failed: "Deine Bewertung konnte nicht gesendet werden. Bitte versuche es noch einmal.",
  },
  es: {
    question: "¿Qué tal tu chat con {name}?",
    bad: "No estuvo bien",
    great: "Genial",
    textLabel: "¿Quieres añadir algo? (opcional)",
    textHint: "Quedan {left} caracteres",
    submit: "Enviar valoración",
    sending: "Enviando…",
    thanks: "¡Gracias! Tu valoración ayuda a otros a encontrar buenos chats.",
    already: "Ya has valorado este chat. ¡Gracias!",
    failed: "No se pudo enviar tu valoración. Inténtalo de nuevo.",
  },
  nl: {
    question: "Hoe was je chat met {name}?",
    bad: "Niet goed",
    great: "Geweldig",
    textLabel: "Wil je nog iets kwijt? (optioneel)",
    textHint: "Nog {left} tekens",
    submit: "Beoordeling versturen",
    sending: "Bezig met versturen…",
    thanks: "Bedankt! Je beoordeling helpt anderen geweldige chats te vinden.",
    already: "Je hebt deze chat al beoordeeld. Bedankt!",
    failed: "Je beoordeling kon niet worden verstuurd. Probeer het opnieuw.",
  },
};
