import type { Language } from "../../../common/languages.ts";

/** The voice call screen's texts (issue 15). */
export interface VoiceCallTexts {
  call: string;
  freeCall: string;
  dialogLabel: string;
  calling: string;
  connected: string;
  waiting: string;
  mute: string;
  unmute: string;
  muted: string;
  hangUp: string;
  hangingUp: string;
  close: string;
  endedTitle: string;
  anonymousNote: string;
  noMicrophone: string;
  failed: string;
  startFailed: string;
  login: string;
}

export const VOICE_CALL_TEXTS: Record<Language, VoiceCallTexts> = {
  en: {
    call: "Voice call",
    freeCall: "Free · {minutes} min",
    dialogLabel: "Voice call with {name}",
    calling: "Calling {name}…",
    connected: "Connected: you hear {name}.",
    waiting: "Waiting for {name}’s voice…",
    mute: "Mute microphone",
    unmute: "Unmute microphone",
    muted: "Your microphone is muted.",
    hangUp: "Hang up",
    hangingUp: "Hanging up…",
    close: "Close",
    endedTitle: "The call has ended",
    anonymousNote: "Free test call: up to {minutes} minutes, once a day. Log in for longer calls.",
    noMicrophone: "No microphone: {name} can’t hear you, but you can hear her.",
    failed: "The call’s connection failed. Hang up and try again.",
    startFailed: "The call could not start. Please try again.",
    login: "Log in",
  },
  de: {
    call: "Sprachanruf",
    freeCall: "Gratis · {minutes} Min.",
    dialogLabel: "Sprachanruf mit {name}",
    calling: "{name} wird angerufen…",
    connected: "Verbunden: Du hörst {name}.",
    waiting: "Warte auf die Stimme von {name}…",
    mute: "Mikrofon stummschalten",
    unmute: "Mikrofon einschalten",
    muted: "Dein Mikrofon ist stumm.",
    hangUp: "Auflegen",
    hangingUp: "Wird aufgelegt…",
    close: "Schließen",
    endedTitle: "Der Anruf ist beendet",
    anonymousNote:
      "Gratis-Testanruf: bis zu {minutes} Minuten, einmal am Tag. Melde dich für längere Anrufe an.",
    noMicrophone: "Kein Mikrofon: {name} hört dich nicht, du hörst sie aber.",
    failed: "Die Verbindung des Anrufs ist fehlgeschlagen. Leg auf und versuche es erneut.",
    startFailed: "Der Anruf konnte nicht starten. Bitte versuche es erneut.",
    login: "Anmelden",
  },
  es: {
    call: "Llamada de voz",
    freeCall: "Gratis · {minutes} min",
    dialogLabel: "Llamada de voz con {name}",
    calling: "Llamando a {name}…",
    connected: "Conectado: oyes a {name}.",
    waiting: "Esperando la voz de {name}…",
    mute: "Silenciar micrófono",
    unmute: "Activar micrófono",
    muted: "Tu micrófono está silenciado.",
    hangUp: "Colgar",
    hangingUp: "Colgando…",
    close: "Cerrar",
    endedTitle: "La llamada ha terminado",
    anonymousNote:
      "Llamada de prueba gratis: hasta {minutes} minutos, una vez al día. Inicia sesión para llamadas más largas.",
    noMicrophone: "Sin micrófono: {name} no te oye, pero tú sí la oyes.",
    failed: "La conexión de la llamada ha fallado. Cuelga e inténtalo de nuevo.",
    startFailed: "La llamada no ha podido empezar. Inténtalo de nuevo.",
    login: "Iniciar sesión",
  },
  nl: {
    call: "Spraakoproep",
    freeCall: "Gratis · {minutes} min",
    dialogLabel: "Spraakoproep met {name}",
    calling: "{name} wordt gebeld…",
    connected: "Verbonden: je hoort {name}.",
    waiting: "Wachten op de stem van {name}…",
    mute: "Microfoon dempen",
    unmute: "Microfoon aanzetten",
    muted: "Je microfoon is gedempt.",
    hangUp: "Ophangen",
    hangingUp: "Bezig met ophangen…",
    close: "Sluiten",
    endedTitle: "Het gesprek is beëindigd",
    anonymousNote:
      "Gratis testgesprek: tot {minutes} minuten, één keer per dag. Log in voor langere gesprekken.",
    noMicrophone: "Geen microfoon: {name} hoort je niet, maar jij hoort haar wel.",
    failed: "De verbinding van het gesprek is mislukt. Hang op en probeer het opnieuw.",
    startFailed: "Het gesprek kon niet starten. Probeer het opnieuw.",
    login: "Inloggen",
  },
};
