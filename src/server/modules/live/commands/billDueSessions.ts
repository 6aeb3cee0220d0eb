import { and, asc, eq, lt, notInArray, sql } from "drizzle-orm";
import { EXIT_CODES, GUEST_GONE_MS, SILENCE_MS } from "../../../../common/live.ts";
import type { Db } from "../../../db/client.ts";
import { liveSessions } from "../../../db/schema/live.ts";
import { recordEvents } from "../../../lib/outbox/events.ts";
import { billNextMinute } from "./billMinute.ts";

export interface BillingReport {
  charged: number;
  ended: number;
  /** Minutes passed over without a charge: they lay wholly in a silence (an outage). */
  skipped: number;
}

/**
 * Bills every session whose next minute has started (spec: each started minute, once): one
 * transaction per minute, the session's row taken with FOR UPDATE SKIP LOCKED, so any number of
 * instances bill side by side, none takes a minute another is charging, and a minute an instance
 * died charging (its transaction rolled back) is taken by the next round. A session whose guest is
 * gone, whose preview or conversion chat time is over, whose free-chat minutes of today are used
 * up, whose cap the minute would pass, or whose balance cannot pay ends instead (990, 402, 403,
 * 503, 501).
 * A session many minutes behind (the billing was down) is charged minute by minute, but only the
 * minutes in which it was alive: those that passed wholly in a silence (no sign of life for
 * SILENCE_MS: the servers were down) are skipped, and one that began in a silence still going on
 * waits for the next sign of life (or the end as gone) before it is charged or skipped.
 */
export async function billDueSessions(options: {
  db: Db;
  now: Date;
  limit?: number;
}): Promise<BillingReport> {
  const report: BillingReport = { charged: 0, ended: 0, skipped: 0 };
  const { db, now } = options;
  report.ended += await endGoneSessions(db, now);
  const at = sql`${now.toISOString()}::timestamptz`;
  const nextStart = sql`${liveSessions.startedAt} + ((${liveSessions.minutesCharged} + ${liveSessions.minutesSkipped})::bigint * ${liveSessions.minuteMs}) * interval '1 millisecond'`;
  // Sessions found waiting this run (policy.minuteLife "unknown") are not taken again.
  const waiting: number[] = [];
  for (let round = 0; round < (options.limit ?? 1000); round++) {
    const outcome = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(liveSessions)
        .where(
          and(
            eq(liveSessions.state, "active"),
            sql`${nextStart} <= ${at}`,
            // Not a minute that began in a silence still going on (it waits; minuteLife).
            sql`(${liveSessions.lastSeenAt} >= ${at} - ${SILENCE_MS} * interval '1 millisecond' or ${nextStart} <= ${liveSessions.lastSeenAt} or ${nextStart} + ${liveSessions.minuteMs} * interval '1 millisecond' <= ${at})`,
            waiting.length > 0 ? notInArray(liveSessions.id, waiting) : undefined,
          ),
        )
        .orderBy(asc(liveSessions.startedAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return null;
      const result = await billNextMinute(tx, due, now);
      if (result === "waiting") waiting.push(due.id);
      return result;
    });
    if (outcome === null) break;
    if (outcome !== "waiting") report[outcome] += 1;
  }
  return report;
}

/**
 * Ends the sessions whose guest sent no sign of life for GUEST_GONE_MS (exit code 990), whether a
 * minute is due or not: nothing more is charged for them. One statement (rows another instance
 * holds are skipped, it ends them itself or the next round does).
 */
async function endGoneSessions(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = tx
      .select({ id: liveSessions.id })
      .from(liveSessions)
      .where(
        and(
          eq(liveSessions.state, "active"),
          lt(liveSessions.lastSeenAt, new Date(now.getTime() - GUEST_GONE_MS)),
        ),
      )
      .for("update", { skipLocked: true });
    const ended = await tx
      .update(liveSessions)
      .set({ state: "ended", endedAt: now, exitCode: EXIT_CODES.guestGone })
      .where(sql`${liveSessions.id} in (${gone})`)
      .returning({ id: liveSessions.id, guestId: liveSessions.guestId, actorId: liveSessions.actorId });
    await recordEvents(
      tx,
      ended.map((row) => ({
        type: "live.sessionEnded" as const,
        payload: {
          guestId: row.guestId,
          sessionId: row.id,
          actorId: row.actorId,
          exitCode: EXIT_CODES.guestGone,
        },
      })),
    );
    return ended.length;
  });
}
