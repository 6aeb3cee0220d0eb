import { z } from "zod";
import { LANGUAGES, type Language } from "../languages.ts";
import { CAM_SHOW_CALENDAR_DAYS } from "./values/camshows.ts";

export * from "./values/camshows.ts";

/**
 * Cam shows and their tickets (spec core §1 LIVESHOW and ticket creation type C, §7 buyChatTicket
 * and remove ticket, cam-show list; content §2 the cam-show calendar). docs/REST.md "Cam shows".
 */

/** The ticket creation type of a chat ticket (spec core §1). */
export const TICKET_CREATION_TYPE = "C";

/**
 * The errorCode of a refused ticket call (spec: "values not shown"; ours, docs/REST.md). 0 is
 * success. The HTTP status comes with the error code (AppError).
 */
export const TICKET_ERROR = {
  none: 0,
  showNotFound: 1,
  notOnSale: 2,
  soldOut: 3,
  alreadyBought: 4,
  insufficientFunds: 5,
  startMoved: 6,
  /** Unknown, not yet or no longer valid, or not for this show. */
  invalidPromoCode: 7,
  noTicket: 8,
  alreadyStarted: 9,
  notAllowed: 10,
  promoUsedUp: 11,
  promoAlreadyUsed: 12,
} as const;
export type TicketErrorCode = (typeof TICKET_ERROR)[keyof typeof TICKET_ERROR];

const ZId = z.number().int().positive().max(2_147_483_647);

/** `POST camshows/tickets` (buyChatTicket): the show, its performer and the start the guest saw. */
export const ZBuyChatTicket = z.strictObject({
  id: ZId,
  modelId: ZId,
  /** The start the guest was shown (ISO); a show moved since is refused (errorCode 6). */
  start: z.iso.datetime({ offset: true }),
  promoCode: z.string().trim().max(64).nullish(),
  creationType: z.literal(TICKET_CREATION_TYPE).default(TICKET_CREATION_TYPE),
});
export type TBuyChatTicket = z.infer<typeof ZBuyChatTicket>;

/** `POST camshows/tickets/remove`: the show whose ticket the guest gives back before the start. */
export const ZRemoveChatTicket = z.strictObject({ id: ZId });

/** How a ticket was paid. */
export type TTicketPayment = "coins" | "voucher" | "free";

/** The answer of buyChatTicket and remove ticket. */
export interface TTicketResult {
  success: true;
  errorCode: 0;
  showId: number;
  /** What was paid (buy) or given back (remove). */
  payment: TTicketPayment;
  coins: number;
  balance: number;
}

/** `GET camshows?actorId=&days=`: the upcoming shows (all performers, or one). */
export const ZCamShowListQuery = z.object({
  actorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  days: z.coerce.number().int().min(1).max(31).default(CAM_SHOW_CALENDAR_DAYS),
});

/** A show as the calendar shows it (content §2 "Chat ticket / cam show"). */
export interface TCamShow {
  id: number;
  actorId: number;
  actorName: string;
  price: { value: number; currency: "VXC"; symbol: "VXC" };
  /** Euro cents the price is worth. */
  priceEuroCents: number;
  /** The performer's texts, each with the language it is in (the page's where she has it). */
  title: string;
  titleLanguage: Language;
  description: string;
  descriptionLanguage: Language;
  start: string;
  end: string;
  lengthMinutes: number;
  seats: number;
  seatsLeft: number;
  isBought: boolean;
  isFree: boolean;
  canBuy: boolean;
  hasStarted: boolean;
  isFeatured: boolean;
  isInternal: boolean;
  bonusCode: null;
  state: "scheduled" | "live";
}

/** One day of the calendar (Berlin date, YYYY-MM-DD), featured shows first, then by start. */
export interface TCamShowDay {
  date: string;
  shows: TCamShow[];
}

export interface TCamShowList {
  days: TCamShowDay[];
  /** Server time (ISO) the countdowns start from. */
  now: string;
}

/** Texts per language, as stored: any of de, en, es, nl. */
export type TTranslations = Partial<Record<Language, string>>;

/**
 * A text the operator sends either as one string or per language ({de?, en?, es?, nl?}, at least
 * one): each text trimmed, 1 to `max` characters.
 */
function localizedText(max: number) {
  const text = z.string().trim().min(1).max(max);
  return z.union([
    text,
    z
      .strictObject({ de: text.optional(), en: text.optional(), es: text.optional(), nl: text.optional() })
      .refine((v) => Object.values(v).some((t) => t !== undefined), "At least one language"),
  ]);
}
export type TLocalizedText = string | TTranslations;

/**
 * The one text of an operator's text, for the `title` / `description` column: the string itself, or
 * its en, de or first translation. Pages show a show's texts per language by the performer text rule
 * (server catalog performerText over the translations), not this column.
 */
export function plainText(value: TLocalizedText): { text: string; translations: TTranslations | null } {
  if (typeof value === "string") return { text: value, translations: null };
  const translations = Object.fromEntries(
    Object.entries(value).filter(([, t]) => t !== undefined),
  ) as TTranslations;
  const text =
    translations.en ?? translations.de ?? LANGUAGES.map((l) => translations[l]).find((t) => t !== undefined);
  return { text: text ?? "", translations };
}

const ZDescription = z.union([localizedText(2000), z.string().trim().length(0)]);

const ZShowFields = {
  start: z.iso.datetime({ offset: true }),
  lengthMinutes: z.number().int().min(5).max(480),
  price: z.number().int().min(0).max(100_000),
  seats: z.number().int().min(1).max(10_000),
  title: localizedText(120),
  description: ZDescription.default(""),
  featured: z.boolean().default(false),
};

/** Operator `POST internal/actors/{actorId}/camshows`: schedules a show. */
export const ZScheduleShow = z.strictObject(ZShowFields);
export type TScheduleShow = z.infer<typeof ZScheduleShow>;

/** Operator `PATCH internal/camshows/{id}`: changes a scheduled show (any subset of the fields). */
export const ZChangeShow = z
  .strictObject({
    start: ZShowFields.start.optional(),
    lengthMinutes: ZShowFields.lengthMinutes.optional(),
    price: ZShowFields.price.optional(),
    seats: ZShowFields.seats.optional(),
    title: ZShowFields.title.optional(),
    description: ZDescription.optional(),
    featured: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");
export type TChangeShow = z.infer<typeof ZChangeShow>;

/** A promo code as the operator writes it: letters, digits, - and _, 3 to 32. */
const ZPromoCodeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, "3 to 32 letters, digits, - or _");

/**
 * Operator `POST internal/camshows/promoCodes`: a ticket promo code, percent (1-100) or coins off,
 * optionally for one performer's or one show's tickets, valid from/until, at most `maxUses` times
 * (none: unlimited); once per guest always.
 */
export const ZCreatePromoCode = z
  .strictObject({
    code: ZPromoCodeText,
    percentOff: z.number().int().min(1).max(100).optional(),
    coinsOff: z.number().int().min(1).max(100_000).optional(),
    actorId: ZId.optional(),
    showId: ZId.optional(),
    validFrom: z.iso.datetime({ offset: true }).optional(),
    validUntil: z.iso.datetime({ offset: true }).optional(),
    maxUses: z.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((v) => (v.percentOff === undefined) !== (v.coinsOff === undefined), {
    message: "Give either percentOff or coinsOff",
  })
  .refine((v) => !v.validFrom || !v.validUntil || new Date(v.validFrom) < new Date(v.validUntil), {
    message: "validUntil must lie after validFrom",
  });
export type TCreatePromoCode = z.infer<typeof ZCreatePromoCode>;

/** A promo code as the operator API answers it. */
export interface TPromoCode {
  id: number;
  code: string;
  percentOff: number | null;
  coinsOff: number | null;
  actorId: number | null;
  showId: number | null;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  uses: number;
}

/** `GET camshows/{id}/price?promoCode=`: what a ticket costs the guest with a code. */
export const ZTicketPriceQuery = z.object({ promoCode: z.string().trim().min(1).max(64) });

/** The answer of the ticket price: the list price and what the guest pays with the code. */
export interface TTicketPrice {
  success: true;
  showId: number;
  promoCode: string;
  listPrice: number;
  price: { value: number; currency: "VXC"; symbol: "VXC" };
  priceEuroCents: number;
}
