import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import {
  type TBuyChatTicket,
  TICKET_ERROR,
  type TTicketPayment,
  type TTicketResult,
} from "../../../../common/contracts/camshows.ts";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import type { Tx } from "../../../db/client.ts";
import { camShows, camShowTickets } from "../../../db/schema/camshows.ts";
import { AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { restoreVoucher, spendVoucher } from "../../benefits/index.ts";
import { balanceOf, credit, debit } from "../../wallet/index.ts";
import { asTicketError, ticketError } from "../errors.ts";
import { discountedPrice, givePromoUseBack, takePromoUse, usablePromoCode } from "./promoCodes.ts";

/** The voucher types that pay a show ticket, in the order they are spent (spec core §3: 7, 8). */
const TICKET_VOUCHERS = [VOUCHER_TYPES.liveShow, VOUCHER_TYPES.privateShow];

/**
 * Buys a guest's ticket for a scheduled show (buyChatTicket), in the caller's transaction: the seat
 * is taken by one conditional update (so the last seat sells once, however many buy at once), then
 * paid with a show voucher (7, then 8) or coins through the ledger; a free show costs nothing.
 * Anything refused rolls the seat back with the rest. Throws ticket errors (errors.ts).
 */
export async function buyTicket(options: {
  tx: Tx;
  guestId: number;
  input: TBuyChatTicket;
  now: Date;
}): Promise<TTicketResult> {
  const { tx, guestId, input, now } = options;
  const [seat] = await tx
    .update(camShows)
    .set({ seatsTaken: sql`${camShows.seatsTaken} + 1` })
    .where(
      and(
        eq(camShows.id, input.id),
        eq(camShows.actorId, input.modelId),
        eq(camShows.state, "scheduled"),
        gt(camShows.startsAt, now),
        lt(camShows.seatsTaken, camShows.seats),
      ),
    )
    .returning({ startsAt: camShows.startsAt, price: camShows.price, actorId: camShows.actorId });
  if (!seat) throw await whyNoSeat(tx, guestId, input, now);
  if (seat.startsAt.getTime() !== new Date(input.start).getTime())
    throw ticketError(AppErrorCode.CONFLICT, TICKET_ERROR.startMoved, "The show was moved; look again");
  let price = seat.price;
  let promoCodeId: number | null = null;
  if (input.promoCode) {
    // The code's use is taken with the seat and the payment: a refusal later gives all back.
    const promo = await usablePromoCode(tx, {
      code: input.promoCode,
      guestId,
      showId: input.id,
      actorId: seat.actorId,
      now,
    });
    await takePromoUse(tx, promo);
    promoCodeId = promo.id;
    price = discountedPrice(seat.price, promo);
  }
  let payment: TTicketPayment = "free";
  let voucherId: number | null = null;
  let ledgerEntryId: number | null = null;
  if (price > 0) {
    // A guest who gives a promo code pays the discounted coins; vouchers are kept.
    for (const type of promoCodeId === null ? TICKET_VOUCHERS : []) {
      voucherId ??= await spendVoucher(tx, { guestId, type, actorId: seat.actorId, now });
    }
    if (voucherId !== null) {
      payment = "voucher";
      await recordEvent(tx, "benefits.vouchersChanged", { guestId });
    } else {
      payment = "coins";
      try {
        ledgerEntryId = (
          await debit({ tx, guestId, coins: price, kind: "ticket", reason: `camshow:${input.id}` })
        ).ledgerEntryId;
      } catch (error) {
        throw asTicketError(error);
      }
    }
  }
  const coins = payment === "coins" ? price : 0;
  const [ticket] = await tx
    .insert(camShowTickets)
    .values({ showId: input.id, guestId, coins, voucherId, ledgerEntryId, promoCodeId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: camShowTickets.id });
  if (!ticket) throw await whyNoTicket(tx, guestId, input.id);
  await recordEvent(tx, "camshows.ticketBought", { guestId, showId: input.id });
  return {
    success: true,
    errorCode: 0,
    showId: input.id,
    payment,
    coins,
    balance: await balanceOf(tx, guestId),
  };
}

/** Why the seat update took nothing: no such show, not on sale (any more), already bought, sold out. */
async function whyNoSeat(tx: Tx, guestId: number, input: TBuyChatTicket, now: Date) {
  const [show] = await tx
    .select({ actorId: camShows.actorId, state: camShows.state, startsAt: camShows.startsAt })
    .from(camShows)
    .where(eq(camShows.id, input.id));
  if (!show || show.actorId !== input.modelId)
    return ticketError(AppErrorCode.NOT_FOUND, TICKET_ERROR.showNotFound, "Show not found");
  const [held] = await tx
    .select({ id: camShowTickets.id })
    .from(camShowTickets)
    .where(
      and(
        eq(camShowTickets.showId, input.id),
        eq(camShowTickets.guestId, guestId),
        eq(camShowTickets.state, "active"),
      ),
    );
  if (held)
    return ticketError(AppErrorCode.CONFLICT, TICKET_ERROR.alreadyBought, "You already have a ticket");
  if (show.state !== "scheduled" || show.startsAt <= now)
    return ticketError(AppErrorCode.CONFLICT, TICKET_ERROR.notOnSale, "This show is not on sale");
  return ticketError(AppErrorCode.CONFLICT, TICKET_ERROR.soldOut, "This show is sold out");
}

/** Why the ticket insert took nothing (a buy at once): a ticket held already, or the code used already. */
async function whyNoTicket(tx: Tx, guestId: number, showId: number) {
  const [held] = await tx
    .select({ id: camShowTickets.id })
    .from(camShowTickets)
    .where(
      and(
        eq(camShowTickets.showId, showId),
        eq(camShowTickets.guestId, guestId),
        eq(camShowTickets.state, "active"),
      ),
    );
  return held
    ? ticketError(AppErrorCode.CONFLICT, TICKET_ERROR.alreadyBought, "You already have a ticket")
    : ticketError(
        AppErrorCode.CONFLICT,
        TICKET_ERROR.promoAlreadyUsed,
        "You have used this promo code already",
      );
}

/** One ticket's money back: the coins it paid through the ledger, or its voucher unit; its promo use back. */
export async function refundTicket(
  tx: Tx,
  ticket: {
    id: number;
    guestId: number;
    showId: number;
    coins: number;
    voucherId: number | null;
    promoCodeId: number | null;
  },
): Promise<void> {
  if (ticket.promoCodeId !== null) await givePromoUseBack(tx, ticket.promoCodeId);
  if (ticket.coins > 0) {
    const { ledgerEntryId } = await credit({
      tx,
      guestId: ticket.guestId,
      coins: ticket.coins,
      kind: "ticket",
      reason: `camshow-refund:${ticket.showId}`,
    });
    await tx
      .update(camShowTickets)
      .set({ refundLedgerEntryId: ledgerEntryId })
      .where(eq(camShowTickets.id, ticket.id));
  }
  if (ticket.voucherId !== null) {
    await restoreVoucher(tx, ticket.voucherId);
    await recordEvent(tx, "benefits.vouchersChanged", { guestId: ticket.guestId });
  }
}

/**
 * Gives a guest's ticket back before the show starts (remove ticket), in the caller's transaction,
 * with the show's row locked (so it cannot start or be cancelled meanwhile): the ticket is ended by
 * a conditional update and refunded once; a retry finds it removed and answers success again
 * without paying anything (coins 0). Throws ticket errors (no ticket 8, started 9).
 */
export async function removeTicket(options: {
  tx: Tx;
  guestId: number;
  showId: number;
  now: Date;
}): Promise<TTicketResult> {
  const { tx, guestId, showId, now } = options;
  const [show] = await tx
    .select({ state: camShows.state, startsAt: camShows.startsAt })
    .from(camShows)
    .where(eq(camShows.id, showId))
    .for("update");
  if (!show) throw ticketError(AppErrorCode.NOT_FOUND, TICKET_ERROR.showNotFound, "Show not found");
  const mine = and(eq(camShowTickets.showId, showId), eq(camShowTickets.guestId, guestId));
  const [latest] = await tx
    .select()
    .from(camShowTickets)
    .where(mine)
    .orderBy(desc(camShowTickets.id))
    .limit(1);
  if (!latest) throw ticketError(AppErrorCode.NOT_FOUND, TICKET_ERROR.noTicket, "You have no ticket");
  const paidWith = (t: typeof latest): TTicketPayment =>
    t.coins > 0 ? "coins" : t.voucherId !== null ? "voucher" : "free";
  const done = async (coins: number, payment: TTicketPayment): Promise<TTicketResult> => ({
    success: true,
    errorCode: 0,
    showId,
    payment,
    coins,
    balance: await balanceOf(tx, guestId),
  });
  if (latest.state !== "active") return done(0, paidWith(latest));
  if (show.state !== "scheduled" || show.startsAt <= now)
    throw ticketError(AppErrorCode.CONFLICT, TICKET_ERROR.alreadyStarted, "The show has begun");
  const [ended] = await tx
    .update(camShowTickets)
    .set({ state: "removed", endedAt: now })
    .where(and(eq(camShowTickets.id, latest.id), eq(camShowTickets.state, "active")))
    .returning();
  if (!ended) return done(0, paidWith(latest));
  await tx
    .update(camShows)
    .set({ seatsTaken: sql`${camShows.seatsTaken} - 1` })
    .where(eq(camShows.id, showId));
  await refundTicket(tx, ended);
  await recordEvent(tx, "camshows.ticketRemoved", { guestId, showId, reason: "removed" });
  return done(ended.coins, paidWith(ended));
}
