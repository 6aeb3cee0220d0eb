import type { Language } from "../../../common/languages.ts";

/** The purchase confirmation's texts (issue 27): in its own chunk, loaded with the first question. */
const en = {
  title: "Confirm your purchase",
  kinds: {
    video: "Video",
    album: "Photo album",
    post: "Post",
    ticket: "Cam-show ticket",
    gift: "Gift",
  },
  forName: "For {name}",
  price: "Price",
  balance: "Your balance",
  after: "Balance afterwards",
  short: "Your balance is {missing} short.",
  topUp: "Buy VXC",
  buy: "Buy for {price}",
  unlock: "Unlock for {price}",
  send: "Send for {price}",
  ticket: "Buy ticket for {price}",
  cancel: "Cancel",
  oneClickNote: "You can turn on “Buy with one click” for small amounts in your account.",
  oneClickLink: "Settings",
};

export type ConfirmTexts = typeof en;

const de: ConfirmTexts = {
  title: "Kauf bestätigen",
  kinds: {
    video: "Video",
    album: "Fotoalbum",
    post: "Beitrag",
    ticket: "Cam-Show-Ticket",
    gift: "Geschenk",
  },
  forName: "Für {name}",
  price: "Preis",
  balance: "Dein Guthaben",
  after: "Guthaben danach",
  short: "Dir fehlen {missing}.",
  topUp: "VXC kaufen",
  buy: "Für {price} kaufen",
  unlock: "Für {price} freischalten",
  send: "Für {price} senden",
  ticket: "Ticket für {price} kaufen",
  cancel: "Abbrechen",
  oneClickNote: "Für kleine Beträge kannst du in deinem Konto „Mit einem Klick kaufen“ einschalten.",
  oneClickLink: "Einstellungen",
};

const es: ConfirmTexts = {
  title: "Confirma tu compra",
  kinds: {
    video: "Vídeo",
    album: "Álbum de fotos",
    post: "Publicación",
    ticket: "Entrada para el cam show",
    gift: "Regalo",
  },
  forName: "Para {name}",
  price: "Precio",
  balance: "Tu saldo",
  after: "Saldo después",
  short: "A tu saldo le faltan {missing}.",
  topUp: "Comprar VXC",
  buy: "Comprar por {price}",
  unlock: "Desbloquear por {price}",
  send: "Enviar por {price}",
  ticket: "Comprar entrada por {price}",
  cancel: "Cancelar",
  oneClickNote: "Puedes activar «Comprar con un clic» para importes pequeños en tu cuenta.",
  oneClickLink: "Ajustes",
};

const nl: ConfirmTexts = {
  title: "Bevestig je aankoop",
  kinds: {
    video: "Video",
    album: "Fotoalbum",
    post: "Bericht",
    ticket: "Camshow-ticket",
    gift: "Cadeau",
  },
  forName: "Voor {name}",
  price: "Prijs",
  balance: "Je saldo",
  after: "Saldo daarna",
  short: "Je saldo komt {missing} tekort.",
  topUp: "VXC kopen",
  buy: "Kopen voor {price}",
  unlock: "Ontgrendelen voor {price}",
  send: "Versturen voor {price}",
  ticket: "Ticket kopen voor {price}",
  cancel: "Annuleren",
  oneClickNote: "In je account kun je „Met één klik kopen” voor kleine bedragen aanzetten.",
  oneClickLink: "Instellingen",
};

export const CONFIRM_TEXTS: Record<Language, ConfirmTexts> = { en, de, es, nl };
