import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { camShows, camShowTickets } from "../../../db/schema/camshows.ts";
import { recordEvents } from "../../../lib/outbox/events.ts";
import { setTicketShowRunning } from "../../catalog/index.ts";

/** Holders are reminded this long before a show starts. */
export const REMINDER_LEAD_MS = 15 * 60_000;

export interface ShowClockReport {
  reminded: number;
  started: number;
  ended: number;
}

/** The active ticket holders of some shows. */
async function holdersOf(tx: Tx, showIds: number[]) {
  if (showIds.length === 0) return [];
  return tx
    .select({ guestId: camShowTickets.guestId, showId: camShowTickets.showId })
    .from(camShowTickets)
    .where(and(inArray(camShowTickets.showId, showIds), eq(camShowTickets.state, "active")));
}

/** The free-show events (price 0) of shows that began or ended. */
function freeShowEvents<T extends "camshows.freeShowStarted" | "camshows.freeShowStopped">(
  type: T,
  shows: readonly { id: number; actorId: number; price: number }[],
) {
  return shows
    .filter((s) => s.price === 0)
    .map((s) => ({ type, payload: { actorId: s.actorId, showId: s.id } }));
}

/**
 * Moves the shows along the clock, on any instance, each step one transaction of conditional
 * updates (a show moves once, whichever instance gets it; an instance that dies mid-step rolls
 * back and the next round does it): reminds the holders 15 minutes before the start
 * (camshows.reminded), starts a due show (live, the performer's ticket-show flag on, each holder's
 * invitation camshows.invited; a free show's camshows.freeShowStarted) and ends a show whose time is
 * over (camshows.freeShowStopped for a free one; her flag off; `onEnded` runs in
 * the same transaction, the job ends the show's chat sessions with it).
 */
export async function runShowClock(options: {
  db: Db;
  now: Date;
  onEnded?: (tx: Tx, actorId: number) => Promise<void>;
}): Promise<ShowClockReport> {
  const { db, now } = options;
  const reminded = await db.transaction(async (tx) => {
    const due = await tx
      .update(camShows)
      .set({ remindedAt: now })
      .where(
        and(
          eq(camShows.state, "scheduled"),
          isNull(camShows.remindedAt),
          gt(camShows.startsAt, now),
          lte(camShows.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
        ),
      )
      .returning({ id: camShows.id });
    const holders = await holdersOf(
      tx,
      due.map((s) => s.id),
    );
    await recordEvents(
      tx,
      holders.map((h) => ({ type: "camshows.reminded" as const, payload: h })),
    );
    return due.length;
  });
  const started = await db.transaction(async (tx) => {
    const due = await tx
      .update(camShows)
      .set({ state: "live" })
      .where(and(eq(camShows.state, "scheduled"), lte(camShows.startsAt, now)))
      .returning({ id: camShows.id, actorId: camShows.actorId, price: camShows.price });
    if (due.length === 0) return 0;
    await setTicketShowRunning(tx, [...new Set(due.map((s) => s.actorId))], true);
    const actorOf = new Map(due.map((s) => [s.id, s.actorId]));
    const holders = await holdersOf(
      tx,
      due.map((s) => s.id),
    );
    await recordEvents(tx, [
      ...holders.map((h) => ({
        type: "camshows.invited" as const,
        payload: { ...h, actorId: actorOf.get(h.showId) ?? 0 },
      })),
      ...freeShowEvents("camshows.freeShowStarted", due),
    ]);
    return due.length;
  });
  const ended = await db.transaction(async (tx) => {
    const due = await tx
      .update(camShows)
      .set({ state: "ended" })
      .where(
        and(
          eq(camShows.state, "live"),
          lte(sql`${camShows.startsAt} + ${camShows.lengthMinutes} * interval '1 minute'`, now),
        ),
      )
      .returning({ id: camShows.id, actorId: camShows.actorId, price: camShows.price });
    await recordEvents(tx, freeShowEvents("camshows.freeShowStopped", due));
    for (const actorId of new Set(due.map((s) => s.actorId))) {
      // Her ticket show runs no more unless another of hers is still live.
      const [stillLive] = await tx
        .select({ id: camShows.id })
        .from(camShows)
        .where(and(eq(camShows.actorId, actorId), eq(camShows.state, "live")))
        .limit(1);
      if (!stillLive) await setTicketShowRunning(tx, [actorId], false);
      await options.onEnded?.(tx, actorId);
    }
    return due.length;
  });
  return { reminded, started, ended };
}
