import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import {
  type TCreatePromoCode,
  TICKET_ERROR,
  type TPromoCode,
  type TTicketPrice,
} from "../../../../common/contracts/camshows.ts";
import { euroCentsForCoins } from "../../../../common/money.ts";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { camShowPromoCodes, camShows, camShowTickets } from "../../../db/schema/camshows.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { actorExists } from "../../catalog/index.ts";
import { ticketError } from "../errors.ts";

type PromoRow = typeof camShowPromoCodes.$inferSelect;

/** The price a promo code leaves to pay: percent off rounded in the guest's favour, or coins off; never below 0. */
export function discountedPrice(price: number, code: { percentOff: number | null; coinsOff: number | null }) {
  if (code.percentOff !== null) return Math.floor((price * (100 - code.percentOff)) / 100);
  return Math.max(0, price - (code.coinsOff ?? 0));
}

/** A promo code as the operator API answers it. */
export function presentPromoCode(row: PromoRow): TPromoCode {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    coinsOff: row.coinsOff,
    actorId: row.actorId,
    showId: row.showId,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    uses: row.uses,
  };
}

/**
 * Creates a ticket promo code (operator API), in the caller's transaction: its performer and show
 * exist (404) and agree (400); the code is unique whatever its case (409).
 */
export async function createPromoCode(options: {
  tx: Tx;
  input: TCreatePromoCode;
  now: Date;
}): Promise<TPromoCode> {
  const { tx, input } = options;
  let actorId = input.actorId ?? null;
  if (input.showId !== undefined) {
    const [show] = await tx
      .select({ actorId: camShows.actorId })
      .from(camShows)
      .where(eq(camShows.id, input.showId));
    if (!show) throw notFound("Show");
    if (actorId !== null && actorId !== show.actorId)
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "The show is not this performer's");
    actorId = show.actorId;
  } else if (actorId !== null) {
    if (!(await actorExists(tx, actorId))) throw notFound("Actor");
  }
  const [row] = await tx
    .insert(camShowPromoCodes)
    .values({
      code: input.code,
      percentOff: input.percentOff ?? null,
      coinsOff: input.coinsOff ?? null,
      actorId,
      showId: input.showId ?? null,
      validFrom: input.validFrom ? new Date(input.validFrom) : null,
      validUntil: input.validUntil ? new Date(input.validUntil) : null,
      maxUses: input.maxUses ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(AppErrorCode.CONFLICT, "This promo code exists already", { code: input.code });
  return presentPromoCode(row);
}

/** A promo code by id (operator API), or 404. */
export async function promoCodeById(db: DbOrTx, id: number): Promise<TPromoCode> {
  const [row] = await db.select().from(camShowPromoCodes).where(eq(camShowPromoCodes.id, id));
  if (!row) throw notFound("Promo code");
  return presentPromoCode(row);
}

/** The promo codes, newest first (operator API): all, or one performer's (her own and her shows'). */
export async function listPromoCodes(
  db: DbOrTx,
  options: { actorId?: number | undefined; limit: number },
): Promise<TPromoCode[]> {
  const rows = await db
    .select()
    .from(camShowPromoCodes)
    .where(options.actorId === undefined ? undefined : eq(camShowPromoCodes.actorId, options.actorId))
    .orderBy(desc(camShowPromoCodes.id))
    .limit(options.limit);
  return rows.map(presentPromoCode);
}

/**
 * Ends a promo code now (operator API): its window closes at `now` (an earlier end stays), so no
 * ticket is bought with it from now on; tickets bought with it keep it. Ending twice is the same
 * as once. 404 for an unknown code.
 */
export async function endPromoCode(options: { tx: Tx; id: number; now: Date }): Promise<TPromoCode> {
  const { tx, id, now } = options;
  const [row] = await tx
    .update(camShowPromoCodes)
    .set({
      validUntil: sql`least(coalesce(${camShowPromoCodes.validUntil}, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(camShowPromoCodes.id, id))
    .returning();
  if (!row) throw notFound("Promo code");
  return presentPromoCode(row);
}

const invalid = () =>
  ticketError(AppErrorCode.VALIDATION_FAILED, TICKET_ERROR.invalidPromoCode, "This promo code is not valid");

/**
 * A promo code usable for this guest's ticket of this show now, without taking a use: known (any
 * case), within its window and scope (else errorCode 7), not used by the guest on an active ticket
 * (12) and not used up (11).
 */
export async function usablePromoCode(
  db: DbOrTx,
  options: { code: string; guestId: number; showId: number; actorId: number; now: Date },
): Promise<PromoRow> {
  const { now } = options;
  const [row] = await db
    .select()
    .from(camShowPromoCodes)
    .where(sql`lower(${camShowPromoCodes.code}) = lower(${options.code})`);
  if (!row) throw invalid();
  if ((row.validFrom && row.validFrom > now) || (row.validUntil && row.validUntil <= now)) throw invalid();
  if (
    (row.showId !== null && row.showId !== options.showId) ||
    (row.actorId !== null && row.actorId !== options.actorId)
  )
    throw invalid();
  const [used] = await db
    .select({ id: camShowTickets.id })
    .from(camShowTickets)
    .where(
      and(
        eq(camShowTickets.promoCodeId, row.id),
        eq(camShowTickets.guestId, options.guestId),
        eq(camShowTickets.state, "active"),
      ),
    );
  if (used)
    throw ticketError(
      AppErrorCode.CONFLICT,
      TICKET_ERROR.promoAlreadyUsed,
      "You have used this promo code already",
    );
  if (row.maxUses !== null && row.uses >= row.maxUses) throw usedUp();
  return row;
}

const usedUp = () =>
  ticketError(AppErrorCode.CONFLICT, TICKET_ERROR.promoUsedUp, "This promo code is used up");

/**
 * Takes one use of a usable promo code, in the ticket's transaction: one conditional update
 * (`uses < max_uses`), so of many buyers at once the last use goes to one; the others get 11.
 */
export async function takePromoUse(tx: Tx, promo: PromoRow): Promise<void> {
  const [taken] = await tx
    .update(camShowPromoCodes)
    .set({ uses: sql`${camShowPromoCodes.uses} + 1` })
    .where(
      and(
        eq(camShowPromoCodes.id, promo.id),
        or(isNull(camShowPromoCodes.maxUses), lt(camShowPromoCodes.uses, camShowPromoCodes.maxUses)),
      ),
    )
    .returning({ id: camShowPromoCodes.id });
  if (!taken) throw usedUp();
}

/** Gives a ticket's promo use back (the ticket was given back or refunded with its show). */
export async function givePromoUseBack(tx: Tx, promoCodeId: number): Promise<void> {
  await tx
    .update(camShowPromoCodes)
    .set({ uses: sql`${camShowPromoCodes.uses} - 1` })
    .where(and(eq(camShowPromoCodes.id, promoCodeId), sql`${camShowPromoCodes.uses} > 0`));
}

/**
 * What a guest pays for a show's ticket with a promo code (the confirmation shows it before the
 * purchase): the list price and the discounted one, or the code's refusal (7, 11, 12; 1 no show).
 */
export async function ticketPrice(
  db: DbOrTx,
  options: { guestId: number; showId: number; promoCode: string; now: Date },
): Promise<TTicketPrice> {
  const [show] = await db
    .select({ actorId: camShows.actorId, price: camShows.price })
    .from(camShows)
    .where(eq(camShows.id, options.showId));
  if (!show) throw ticketError(AppErrorCode.NOT_FOUND, TICKET_ERROR.showNotFound, "Show not found");
  const promo = await usablePromoCode(db, {
    code: options.promoCode,
    guestId: options.guestId,
    showId: options.showId,
    actorId: show.actorId,
    now: options.now,
  });
  const value = discountedPrice(show.price, promo);
  return {
    success: true,
    showId: options.showId,
    promoCode: promo.code,
    listPrice: show.price,
    price: { value, currency: "VXC", symbol: "VXC" },
    priceEuroCents: euroCentsForCoins(value),
  };
}
