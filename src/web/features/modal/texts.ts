import type { Language } from "../../../common/languages.ts";

/**
 * The modal boxes' own texts in the four languages: they load with the boxes (their chunk), not
 * with the page dictionaries every page loads. Texts the site has already (the free-chat page's,
 * the messenger's top-up) are reused from there.
 */
const en = {
  close: "Close",
  loading: "Loading…",
  conversionStart: "Free chat with {name}",
  conversionPicture: "Picture of {name}",
  previewTitle: "{minutes} free chat minutes every day",
  previewText:
    "Performers in a free show can be watched without coins: every account gets {minutes} free minutes a day, VIP members {vip}.",
  previewLink: "To the free chat",
  coinTitle: "What are VXC?",
  coinText:
    "VXC are the coins you pay with on Velvet: videos, photo albums, messages and live chats. You buy them once and spend them when you like.",
  coinRate: "1 VXC is worth {euro}: {coins} cost {price}.",
  coinPrices: "Prices show the coins first and the euro value beside them, for example {example}.",
  coinBalance: "Your balance: {balance}",
  coinLogin: "Log in to buy VXC",
  notEnoughText: "Your balance ({balance}) is too low for this. Top up VXC and carry on where you were.",
  notEnoughAnonymous: "Log in and top up VXC to carry on.",
};

export type ModalTexts = typeof en;

const de: ModalTexts = {
  close: "Schließen",
  loading: "Wird geladen…",
  conversionStart: "Gratis-Chat mit {name}",
  conversionPicture: "Bild von {name}",
  previewTitle: "{minutes} Gratis-Chat-Minuten jeden Tag",
  previewText:
    "Performer in einer Gratis-Show siehst du ohne Coins: Jedes Konto hat {minutes} Gratis-Minuten am Tag, VIP-Mitglieder {vip}.",
  previewLink: "Zum Gratis-Chat",
  coinTitle: "Was sind VXC?",
  coinText:
    "VXC sind die Coins, mit denen du bei Velvet bezahlst: Videos, Fotoalben, Nachrichten und Live-Chats. Du kaufst sie einmal und gibst sie aus, wann du willst.",
  coinRate: "1 VXC ist {euro} wert: {coins} kosten {price}.",
  coinPrices: "Preise zeigen zuerst die Coins und daneben den Euro-Wert, zum Beispiel {example}.",
  coinBalance: "Dein Guthaben: {balance}",
  coinLogin: "Anmelden und VXC kaufen",
  notEnoughText:
    "Dein Guthaben ({balance}) reicht dafür nicht. Lade VXC auf und mach da weiter, wo du warst.",
  notEnoughAnonymous: "Melde dich an und lade VXC auf, um weiterzumachen.",
};

const es: ModalTexts = {
  close: "Cerrar",
  loading: "Cargando…",
  conversionStart: "Chat gratis con {name}",
  conversionPicture: "Foto de {name}",
  previewTitle: "{minutes} minutos de chat gratis cada día",
  previewText:
    "Los performers en un show gratis se ven sin monedas: cada cuenta tiene {minutes} minutos gratis al día, los miembros VIP {vip}.",
  previewLink: "Ir al chat gratis",
  coinTitle: "¿Qué son los VXC?",
  coinText:
    "Los VXC son las monedas con las que pagas en Velvet: vídeos, álbumes de fotos, mensajes y chats en vivo. Las compras una vez y las gastas cuando quieras.",
  coinRate: "1 VXC vale {euro}: {coins} cuestan {price}.",
  coinPrices: "Los precios muestran primero las monedas y al lado su valor en euros, por ejemplo {example}.",
  coinBalance: "Tu saldo: {balance}",
  coinLogin: "Inicia sesión para comprar VXC",
  notEnoughText: "Tu saldo ({balance}) no alcanza para esto. Recarga VXC y sigue donde estabas.",
  notEnoughAnonymous: "Inicia sesión y recarga VXC para continuar.",
};

const nl: ModalTexts = {
  close: "Sluiten",
  loading: "Laden…",
  conversionStart: "Gratis chat met {name}",
  conversionPicture: "Foto van {name}",
  previewTitle: "Elke dag {minutes} gratis chatminuten",
  previewText:
    "Performers in een gratis show bekijk je zonder coins: elk account heeft {minutes} gratis minuten per dag, VIP-leden {vip}.",
  previewLink: "Naar de gratis chat",
  coinTitle: "Wat zijn VXC?",
  coinText:
    "VXC zijn de coins waarmee je bij Velvet betaalt: video's, fotoalbums, berichten en livechats. Je koopt ze één keer en geeft ze uit wanneer je wilt.",
  coinRate: "1 VXC is {euro} waard: {coins} kosten {price}.",
  coinPrices: "Prijzen tonen eerst de coins en ernaast de waarde in euro, bijvoorbeeld {example}.",
  coinBalance: "Je saldo: {balance}",
  coinLogin: "Log in om VXC te kopen",
  notEnoughText: "Je saldo ({balance}) is hiervoor te laag. Waardeer VXC op en ga verder waar je was.",
  notEnoughAnonymous: "Log in en waardeer VXC op om verder te gaan.",
};

export const MODAL_TEXTS: Record<Language, ModalTexts> = { de, en, es, nl };
