import type { Language } from "../../../common/languages.ts";

/** The account home's "buy with one click" texts (issue 27): with the account page, not every page. */
const en = {
  buyingTitle: "Purchases",
  oneClickLabel: "Buy with one click",
  oneClickHint:
    "Off, every purchase (video, album, ticket, gift) first shows its price and your balance after it, and buys only when you confirm. On, purchases up to your limit are made with one click; dearer ones still ask.",
  oneClickLimit: "Up to (VXC)",
  oneClickLimitHint: "A whole number of VXC from 1 to {max}.",
  oneClickInvalid: "Enter a whole number of VXC from 1 to {max}.",
  oneClickSave: "Save",
  oneClickSavedOn: "Saved: purchases up to {limit} are made with one click.",
  oneClickSavedOff: "Saved: every purchase asks you first.",
};

export type OneClickTexts = typeof en;

const de: OneClickTexts = {
  buyingTitle: "Käufe",
  oneClickLabel: "Mit einem Klick kaufen",
  oneClickHint:
    "Aus: Jeder Kauf (Video, Album, Ticket, Geschenk) zeigt zuerst den Preis und dein Guthaben danach und kauft erst, wenn du bestätigst. An: Käufe bis zu deinem Limit gehen mit einem Klick; teurere fragen weiter nach.",
  oneClickLimit: "Bis (VXC)",
  oneClickLimitHint: "Eine ganze Zahl VXC von 1 bis {max}.",
  oneClickInvalid: "Gib eine ganze Zahl VXC von 1 bis {max} ein.",
  oneClickSave: "Speichern",
  oneClickSavedOn: "Gespeichert: Käufe bis {limit} gehen mit einem Klick.",
  oneClickSavedOff: "Gespeichert: Jeder Kauf fragt dich zuerst.",
};

const es: OneClickTexts = {
  buyingTitle: "Compras",
  oneClickLabel: "Comprar con un clic",
  oneClickHint:
    "Desactivado, cada compra (vídeo, álbum, entrada, regalo) muestra antes su precio y tu saldo después, y solo compra cuando confirmas. Activado, las compras hasta tu límite se hacen con un clic; las más caras siguen preguntando.",
  oneClickLimit: "Hasta (VXC)",
  oneClickLimitHint: "Un número entero de VXC de 1 a {max}.",
  oneClickInvalid: "Introduce un número entero de VXC de 1 a {max}.",
  oneClickSave: "Guardar",
  oneClickSavedOn: "Guardado: las compras hasta {limit} se hacen con un clic.",
  oneClickSavedOff: "Guardado: cada compra te pregunta antes.",
};

const nl: OneClickTexts = {
  buyingTitle: "Aankopen",
  oneClickLabel: "Met één klik kopen",
  oneClickHint:
    "Uit: elke aankoop (video, album, ticket, cadeau) toont eerst de prijs en je saldo daarna, en koopt pas als je bevestigt. Aan: aankopen tot je limiet gaan met één klik; duurdere vragen het nog steeds.",
  oneClickLimit: "Tot (VXC)",
  oneClickLimitHint: "Een geheel aantal VXC van 1 tot {max}.",
  oneClickInvalid: "Vul een geheel aantal VXC van 1 tot {max} in.",
  oneClickSave: "Opslaan",
  oneClickSavedOn: "Opgeslagen: aankopen tot {limit} gaan met één klik.",
  oneClickSavedOff: "Opgeslagen: elke aankoop vraagt het je eerst.",
};

export const ONE_CLICK_TEXTS: Record<Language, OneClickTexts> = { en, de, es, nl };
