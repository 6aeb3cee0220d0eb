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
  /** Escape or the back button while the call runs (issue 27). */
  hangUpAsk: string;
  hangUpAskText: string;
  hangUpAskKeep: string;
  close: string;
  endedTitle: string;
  anonymousNote: string;
  noMicrophone: string;
  failed: string;
  startFailed: string;
  login: string;
  /** A start the server refused: the call never ran. */
  refusedTitle: string;
  /** 919 by the network's free call of the day (running or over): what happened, what is left to do. */
  networkLimitTitle: string;
  networkLimit: string;
  /** 919 by the performer's free calls of the day. */
  performerLimitTitle: string;
  performerLimit: string;
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
    hangUpAsk: "End the call?",
    hangUpAskText: "The call with {name} ends now.",
    hangUpAskKeep: "Stay on the call",
    close: "Close",
    endedTitle: "The call has ended",
    anonymousNote: "Free test call: up to {minutes} minutes, once a day. Log in for longer calls.",
    noMicrophone: "No microphone: {name} can’t hear you, but you can hear her.",
    failed: "The call’s connection failed. Hang up and try again.",
    startFailed: "The call could not start. Please try again.",
    login: "Log in",
    refusedTitle: "The call didn’t start",
    networkLimitTitle: "Today’s free call is used up",
    networkLimit:
      "Your connection has already had today’s free call (one a day per connection, even while it is still going on). Log in to call {name} now, billed per minute, or call for free again after midnight.",
    performerLimitTitle: "No more free calls with {name} today",
    performerLimit:
      "{name} has taken all her free calls for today. Log in to call her now, billed per minute, or call her for free again after midnight.",
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
    hangUpAsk: "Anruf beenden?",
    hangUpAskText: "Der Anruf mit {name} endet jetzt.",
    hangUpAskKeep: "Weiter telefonieren",
    close: "Schließen",
    endedTitle: "Der Anruf ist beendet",
    anonymousNote:
      "Gratis-Testanruf: bis zu {minutes} Minuten, einmal am Tag. Melde dich für längere Anrufe an.",
    noMicrophone: "Kein Mikrofon: {name} hört dich nicht, du hörst sie aber.",
    failed: "Die Verbindung des Anrufs ist fehlgeschlagen. Leg auf und versuche es erneut.",
    startFailed: "Der Anruf konnte nicht starten. Bitte versuche es erneut.",
    login: "Anmelden",
    refusedTitle: "Der Anruf kam nicht zustande",
    networkLimitTitle: "Der Gratis-Anruf für heute ist verbraucht",
    networkLimit:
      "Deine Verbindung hatte heute schon ihren Gratis-Anruf (einen am Tag pro Verbindung, auch solange er noch läuft). Melde dich an, um {name} jetzt anzurufen, pro Minute abgerechnet, oder ruf nach Mitternacht wieder gratis an.",
    performerLimitTitle: "Heute keine Gratis-Anrufe mehr bei {name}",
    performerLimit:
      "{name} hat für heute alle Gratis-Anrufe angenommen. Melde dich an, um sie jetzt anzurufen, pro Minute abgerechnet, oder ruf sie nach Mitternacht wieder gratis an.",
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
    hangUpAsk: "¿Terminar la llamada?",
    hangUpAskText: "La llamada con {name} termina ahora.",
    hangUpAskKeep: "Seguir en la llamada",
    close: "Cerrar",
    endedTitle: "La llamada ha terminado",
    anonymousNote:
      "Llamada de prueba gratis: hasta {minutes} minutos, una vez al día. Inicia sesión para llamadas más largas.",
    noMicrophone: "Sin micrófono: {name} no te oye, pero tú sí la oyes.",
    failed: "La conexión de la llamada ha fallado. Cuelga e inténtalo de nuevo.",
    startFailed: "La llamada no ha podido empezar. Inténtalo de nuevo.",
    login: "Iniciar sesión",
    refusedTitle: "La llamada no se ha iniciado",
    networkLimitTitle: "La llamada gratis de hoy ya está usada",
    networkLimit:
      "Tu conexión ya ha tenido hoy su llamada gratis (una al día por conexión, aunque siga en curso). Inicia sesión para llamar a {name} ahora, con cobro por minuto, o vuelve a llamar gratis después de medianoche.",
    performerLimitTitle: "Hoy no quedan llamadas gratis con {name}",
    performerLimit:
      "{name} ya ha atendido todas sus llamadas gratis de hoy. Inicia sesión para llamarla ahora, con cobro por minuto, o vuelve a llamarla gratis después de medianoche.",
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
    hangUpAsk: "Gesprek beëindigen?",
    hangUpAskText: "Het gesprek met {name} stopt nu.",
    hangUpAskKeep: "Blijf aan de lijn",
    close: "Sluiten",
    endedTitle: "Het gesprek is beëindigd",
    anonymousNote:
      "Gratis testgesprek: tot {minutes} minuten, één keer per dag. Log in voor langere gesprekken.",
    noMicrophone: "Geen microfoon: {name} hoort je niet, maar jij hoort haar wel.",
    failed: "De verbinding van het gesprek is mislukt. Hang op en probeer het opnieuw.",
    startFailed: "Het gesprek kon niet starten. Probeer het opnieuw.",
    login: "Inloggen",
    refusedTitle: "Het gesprek is niet gestart",
    networkLimitTitle: "Het gratis gesprek van vandaag is al gebruikt",
    networkLimit:
      "Je verbinding heeft vandaag al haar gratis gesprek gehad (één per dag per verbinding, ook zolang dat nog loopt). Log in om {name} nu te bellen, per minuut betaald, of bel na middernacht weer gratis.",
    performerLimitTitle: "Vandaag geen gratis gesprekken meer met {name}",
    performerLimit:
      "{name} heeft al haar gratis gesprekken van vandaag gehad. Log in om haar nu te bellen, per minuut betaald, of bel haar na middernacht weer gratis.",
  },
};
