import { z } from "zod";

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
  invalidPromoCode: 7,
  noTicket: 8,
  alreadyStarted: 9,
  notAllowed: 10,
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
  days: z.coerce.number().int().min(1).max(31).default(7),
});

/** A show as the calendar shows it (content §2 "Chat ticket / cam show"). */
export interface TCamShow {
  id: number;
  actorId: number;
  actorName: string;
  price: { value: number; currency: "VXC"; symbol: "VXC" };
  /** Euro cents the price is worth. */
  priceEuroCents: number;
  title: string;
  description: string;
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

const ZShowFields = {
  start: z.iso.datetime({ offset: true }),
  lengthMinutes: z.number().int().min(5).max(480),
  price: z.number().int().min(0).max(100_000),
  seats: z.number().int().min(1).max(10_000),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).default(""),
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
    description: z.string().trim().max(2000).optional(),
    featured: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to change");
export type TChangeShow = z.infer<typeof ZChangeShow>;
