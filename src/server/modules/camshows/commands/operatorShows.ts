import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import {
  plainText,
  type TChangeShow,
  type TLocalizedText,
  type TScheduleShow,
} from "../../../../common/contracts/camshows.ts";
import type { Tx } from "../../../db/client.ts";
import { camShows, camShowTickets } from "../../../db/schema/camshows.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { recordEvents } from "../../../lib/outbox/events.ts";
import { lockActor } from "../../catalog/index.ts";
import { refundTicket } from "./tickets.ts";

type ShowRow = typeof camShows.$inferSelect;

/** The title's columns of an operator's title (one text, or per language). */
function titleColumns(value: TLocalizedText) {
  const { text, translations } = plainText(value);
  return { title: text, titleTranslations: translations };
}

/** The description's columns of an operator's description (one text, or per language). */
function descriptionColumns(value: TLocalizedText) {
  const { text, translations } = plainText(value);
  return { description: text, descriptionTranslations: translations };
}

/** Refuses a show that overlaps another scheduled or live show of the same performer (409). */
async function assertNoOverlap(
  tx: Tx,
  show: { actorId: number; startsAt: Date; lengthMinutes: number; id?: number },
) {
  const end = new Date(show.startsAt.getTime() + show.lengthMinutes * 60_000);
  const [other] = await tx
    .select({ id: camShows.id })
    .from(camShows)
    .where(
      and(
        eq(camShows.actorId, show.actorId),
        sql`${camShows.state} in ('scheduled', 'live')`,
        lt(camShows.startsAt, end),
        gt(sql`${camShows.startsAt} + ${camShows.lengthMinutes} * interval '1 minute'`, show.startsAt),
        show.id === undefined ? undefined : ne(camShows.id, show.id),
      ),
    )
    .limit(1);
  if (other)
    throw new AppError(AppErrorCode.CONFLICT, "The performer has another show at that time", {
      showId: other.id,
    });
}

/**
 * Schedules a performer's show (operator API; the performer studio in production), in the caller's
 * transaction: the start lies in the future and overlaps none of her other shows.
 */
export async function scheduleShow(options: {
  tx: Tx;
  actorId: number;
  input: TScheduleShow;
  now: Date;
}): Promise<ShowRow> {
  const { tx, actorId, input, now } = options;
  // Her row locked: two shows scheduled at once cannot both pass the overlap check.
  if (!(await lockActor(tx, actorId))) throw notFound("Actor");
  const startsAt = new Date(input.start);
  if (startsAt <= now) throw new AppError(AppErrorCode.VALIDATION_FAILED, "The start must lie in the future");
  await assertNoOverlap(tx, { actorId, startsAt, lengthMinutes: input.lengthMinutes });
  const [row] = await tx
    .insert(camShows)
    .values({
      actorId,
      startsAt,
      lengthMinutes: input.lengthMinutes,
      price: input.price,
      seats: input.seats,
      ...titleColumns(input.title),
      ...descriptionColumns(input.description),
      featured: input.featured,
    })
    .returning();
  if (!row) throw new Error("show insert returned nothing");
  return row;
}

/**
 * Changes a scheduled show that has not begun (operator API): never fewer seats than tickets sold;
 * bought tickets keep their price (a moved show keeps its holders, who may give the ticket back).
 */
export async function changeShow(options: {
  tx: Tx;
  showId: number;
  input: TChangeShow;
  now: Date;
}): Promise<ShowRow> {
  const { tx, showId, input, now } = options;
  const [show] = await tx.select().from(camShows).where(eq(camShows.id, showId)).for("update");
  if (!show) throw notFound("Show");
  if (show.state !== "scheduled" || show.startsAt <= now)
    throw new AppError(AppErrorCode.CONFLICT, "Only a show that has not begun can be changed");
  const startsAt = input.start ? new Date(input.start) : show.startsAt;
  if (startsAt <= now) throw new AppError(AppErrorCode.VALIDATION_FAILED, "The start must lie in the future");
  if (input.seats !== undefined && input.seats < show.seatsTaken)
    throw new AppError(AppErrorCode.CONFLICT, "More tickets are sold than that", {
      seatsTaken: show.seatsTaken,
    });
  const lengthMinutes = input.lengthMinutes ?? show.lengthMinutes;
  await assertNoOverlap(tx, { actorId: show.actorId, startsAt, lengthMinutes, id: showId });
  const [row] = await tx
    .update(camShows)
    .set({
      startsAt,
      lengthMinutes,
      price: input.price ?? show.price,
      seats: input.seats ?? show.seats,
      ...(input.title === undefined ? {} : titleColumns(input.title)),
      ...(input.description === undefined ? {} : descriptionColumns(input.description)),
      featured: input.featured ?? show.featured,
      // A show moved later is reminded again.
      remindedAt: startsAt.getTime() === show.startsAt.getTime() ? show.remindedAt : null,
    })
    .where(eq(camShows.id, showId))
    .returning();
  if (!row) throw notFound("Show");
  return row;
}

/**
 * Cancels a show that has not begun (operator API), in the caller's transaction: the state moves by
 * one conditional update, so of two cancels at once only one refunds; every active ticket is
 * refunded once (coins through the ledger, or its voucher) and its holder told
 * (camshows.ticketRemoved). A second cancel answers the same without refunding anything.
 */
export async function cancelShow(options: {
  tx: Tx;
  showId: number;
  now: Date;
}): Promise<{ cancelled: true; refunded: number }> {
  const { tx, showId } = options;
  const [show] = await tx
    .update(camShows)
    .set({ state: "cancelled" })
    .where(and(eq(camShows.id, showId), eq(camShows.state, "scheduled")))
    .returning({ id: camShows.id });
  if (!show) {
    const [row] = await tx.select({ state: camShows.state }).from(camShows).where(eq(camShows.id, showId));
    if (!row) throw notFound("Show");
    if (row.state === "cancelled") return { cancelled: true, refunded: 0 };
    throw new AppError(AppErrorCode.CONFLICT, "The show has begun", { state: row.state });
  }
  const tickets = await tx
    .update(camShowTickets)
    .set({ state: "refunded", endedAt: options.now })
    .where(and(eq(camShowTickets.showId, showId), eq(camShowTickets.state, "active")))
    .returning();
  for (const ticket of tickets) await refundTicket(tx, ticket);
  await tx.update(camShows).set({ seatsTaken: 0 }).where(eq(camShows.id, showId));
  await recordEvents(
    tx,
    tickets.map((t) => ({
      type: "camshows.ticketRemoved" as const,
      payload: { guestId: t.guestId, showId, reason: "cancelled" as const },
    })),
  );
  return { cancelled: true, refunded: tickets.length };
}
