import type { Language } from "../../../common/languages.ts";

/** The live player's own messages (the chat screen's other texts are in texts.ts). */
export interface PlayerTexts {
  /** A video call without the guest's camera or microphone: access refused or no device. */
  cameraRefused: string;
  /** The browser cannot play a private chat's video (no WebRTC). */
  unsupported: string;
  /** The guest's own camera picture in a video call. */
  selfViewLabel: string;
}

export const PLAYER_TEXTS: Record<Language, PlayerTexts> = {
  en: {
    cameraRefused:
      "Your camera or microphone is blocked, so the performer cannot see or hear you. Allow access in your browser's settings and reload the page.",
    unsupported: "This browser cannot play private live video (WebRTC). Please use a current browser.",
    selfViewLabel: "Your camera",
  },
  de: {
    cameraRefused:
      "Deine Kamera oder dein Mikrofon ist blockiert, deshalb kann dich das Model weder sehen noch hören. Erlaube den Zugriff in den Browser-Einstellungen und lade die Seite neu.",
    unsupported:
      "Dieser Browser kann private Live-Videos (WebRTC) nicht abspielen. Bitte nutze einen aktuellen Browser.",
    selfViewLabel: "Deine Kamera",
  },
  es: {
    cameraRefused:
      "Tu cámara o tu micrófono están bloqueados, así que la modelo no puede verte ni oírte. Permite el acceso en los ajustes del navegador y vuelve a cargar la página.",
    unsupported:
      "Este navegador no puede reproducir vídeo privado en directo (WebRTC). Usa un navegador actual.",
    selfViewLabel: "Tu cámara",
  },
  nl: {
    cameraRefused:
      "Je camera of microfoon is geblokkeerd, dus het model kan je niet zien of horen. Sta de toegang toe in de instellingen van je browser en laad de pagina opnieuw.",
    unsupported: "Deze browser kan geen privé-livevideo (WebRTC) afspelen. Gebruik een actuele browser.",
    selfViewLabel: "Jouw camera",
  },
};
