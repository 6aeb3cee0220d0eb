import { NotificationType, type TNotification } from "../../../common/contracts/notifications.ts";
import type { Language, Localized } from "../../../common/languages.ts";
import { formatCoins } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import type { notifications } from "../../db/schema/notifications.ts";

type Row = typeof notifications.$inferSelect;
type Data = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === "string" ? value : String(value ?? ""));
const num = (value: unknown): number => (typeof value === "number" ? value : Number(value) || 0);

/** Title and text of each type, in every product language. */
const TEXTS: Record<number, (data: Data) => Localized<{ title: string; text: string }>> = {
  [NotificationType.ActorOnline]: (d) => {
    const name = str(d.actorName);
    return {
      en: { title: `${name} is online`, text: `${name} is online now. Say hello!` },
      de: { title: `${name} ist online`, text: `${name} ist jetzt online. Sag Hallo!` },
      es: { title: `${name} está en línea`, text: `${name} está en línea ahora. ¡Salúdala!` },
      nl: { title: `${name} is online`, text: `${name} is nu online. Zeg hallo!` },
    };
  },
  [NotificationType.FeedPost]: (d) => {
    const name = str(d.actorName);
    return {
      en: { title: `New post by ${name}`, text: `${name} just posted in her feed.` },
      de: { title: `Neuer Beitrag von ${name}`, text: `${name} hat gerade etwas in ihrem Feed gepostet.` },
      es: { title: `Nueva publicación de ${name}`, text: `${name} acaba de publicar en su feed.` },
      nl: {
        title: `Nieuw bericht van ${name} in de feed`,
        text: `${name} heeft zojuist iets in haar feed geplaatst.`,
      },
    };
  },
  [NotificationType.FeedGoalReached]: (d) => {
    const name = str(d.actorName);
    return {
      en: {
        title: `${name}'s tipping goal was reached`,
        text: `Thanks to the tips, ${name}'s post reached its goal.`,
      },
      de: {
        title: `${name}s Trinkgeld-Ziel ist erreicht`,
        text: `Dank der Trinkgelder hat ${name}s Beitrag sein Ziel erreicht.`,
      },
      es: {
        title: `Se alcanzó la meta de propinas de ${name}`,
        text: `Gracias a las propinas, la publicación de ${name} alcanzó su meta.`,
      },
      nl: {
        title: `Het fooidoel van ${name} is bereikt`,
        text: `Dankzij de fooien heeft het bericht van ${name} zijn doel bereikt.`,
      },
    };
  },
  [NotificationType.NewMessage]: (d) => {
    const name = str(d.actorName);
    return {
      en: { title: `New message from ${name}`, text: `${name} wrote to you in the messenger.` },
      de: { title: `Neue Nachricht von ${name}`, text: `${name} hat dir im Messenger geschrieben.` },
      es: { title: `Nuevo mensaje de ${name}`, text: `${name} te ha escrito en el messenger.` },
      nl: { title: `Nieuw bericht van ${name}`, text: `${name} heeft je in de messenger geschreven.` },
    };
  },
  [NotificationType.Payment]: (d) => {
    const amount = num(d.coins);
    const coins = formatCoins(amount);
    const one = (language: Language) => new Intl.PluralRules(language).select(amount) === "one";
    return {
      en: {
        title: "Payment received",
        text: `${coins} ${one("en") ? "was" : "were"} credited to your account.`,
      },
      de: {
        title: "Zahlung eingegangen",
        text: `${coins} ${one("de") ? "wurde" : "wurden"} deinem Konto gutgeschrieben.`,
      },
      es: { title: "Pago recibido", text: `Se ${one("es") ? "ha" : "han"} abonado ${coins} a tu cuenta.` },
      nl: { title: "Betaling ontvangen", text: `${coins} is op je account bijgeschreven.` },
    };
  },
  [NotificationType.ShowReminder]: (d) => {
    const [name, title] = [str(d.actorName), str(d.title)];
    return {
      en: {
        title: `${name}'s show starts soon`,
        text: `"${title}" begins in 15 minutes. Your ticket is ready.`,
      },
      de: {
        title: `${name}s Show beginnt bald`,
        text: `„${title}“ beginnt in 15 Minuten. Dein Ticket ist bereit.`,
      },
      es: {
        title: `El show de ${name} empieza pronto`,
        text: `«${title}» empieza en 15 minutos. Tu entrada está lista.`,
      },
      nl: {
        title: `De show van ${name} begint zo`,
        text: `"${title}" begint over 15 minuten. Je ticket staat klaar.`,
      },
    };
  },
  [NotificationType.ShowInvitation]: (d) => {
    const [name, title] = [str(d.actorName), str(d.title)];
    return {
      en: { title: `${name}'s show has begun`, text: `"${title}" is live now. Join with your ticket!` },
      de: {
        title: `${name}s Show hat begonnen`,
        text: `„${title}“ läuft jetzt. Komm mit deinem Ticket dazu!`,
      },
      es: {
        title: `El show de ${name} ha empezado`,
        text: `«${title}» está en directo. ¡Entra con tu entrada!`,
      },
      nl: { title: `De show van ${name} is begonnen`, text: `"${title}" is nu live. Doe mee met je ticket!` },
    };
  },
  [NotificationType.ShowCancelled]: (d) => {
    const [name, title] = [str(d.actorName), str(d.title)];
    return {
      en: {
        title: `${name}'s show was cancelled`,
        text: `"${title}" will not take place. Your ticket was refunded.`,
      },
      de: {
        title: `${name}s Show wurde abgesagt`,
        text: `„${title}“ findet nicht statt. Dein Ticket wurde erstattet.`,
      },
      es: {
        title: `El show de ${name} se ha cancelado`,
        text: `«${title}» no se celebrará. Te hemos devuelto la entrada.`,
      },
      nl: {
        title: `De show van ${name} is geannuleerd`,
        text: `"${title}" gaat niet door. Je ticket is terugbetaald.`,
      },
    };
  },
};

const FALLBACK: Localized<{ title: string; text: string }> = {
  en: { title: "Notification", text: "" },
  de: { title: "Benachrichtigung", text: "" },
  es: { title: "Notificación", text: "" },
  nl: { title: "Melding", text: "" },
};

/** Title and text of a notification in a language (push messages and lists). */
export function notificationText(
  type: number,
  data: Data,
  language: Language,
): { title: string; text: string } {
  return (TEXTS[type]?.(data) ?? FALLBACK)[language];
}

/** Where opening a notification leads on the site. */
export function notificationLink(type: number, data: Data, language: Language): string | null {
  switch (type) {
    case NotificationType.ActorOnline:
      return data.actorName ? buildPath(language, "actorProfile", { actorName: str(data.actorName) }) : null;
    case NotificationType.NewMessage:
      return `${buildPath(language, "messenger")}?actor=${num(data.actorId)}`;
    case NotificationType.ShowReminder:
    case NotificationType.ShowInvitation:
    case NotificationType.ShowCancelled:
      return buildPath(language, "camShows");
    case NotificationType.FeedPost:
    case NotificationType.FeedGoalReached:
      return data.actorName ? buildPath(language, "actorProfile", { actorName: str(data.actorName) }) : null;
    default:
      return null;
  }
}

/** A stored notification → the contract shape, in the guest's language. */
export function presentNotification(row: Row, language: Language): TNotification {
  const data = row.data ?? {};
  return {
    id: row.id,
    type: row.type,
    data,
    ...notificationText(row.type, data, language),
    link: notificationLink(row.type, data, language),
    imageUrl: typeof data.imageUrl === "string" ? data.imageUrl : null,
    unread: row.readAt === null,
    unseen: row.seenAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}
