import { and, eq, inArray, sql } from "drizzle-orm";
import { SILENCE_MS } from "../../../../common/live.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { liveSessions } from "../../../db/schema/live.ts";

/**
 * The columns a sign of life of a session sets (the guest's socket, a heartbeat, a call's
 * keep-alive): the last time seen, and when it comes SILENCE_MS or more after the one before, that
 * silence (from the last sign to this one), whose whole minutes the billing does not charge
 * (policy.minuteLife). In an UPDATE's SET every column reads the row as it was. The one rule for
 * every place that marks a session seen.
 */
export function signOfLife(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const silent = sql`${at} - ${liveSessions.lastSeenAt} > ${SILENCE_MS} * interval '1 millisecond'`;
  return {
    lastSeenAt: sql`greatest(${liveSessions.lastSeenAt}, ${at})`,
    silentFrom: sql`case when ${silent} then ${liveSessions.lastSeenAt} else ${liveSessions.silentFrom} end`,
    silentUntil: sql`case when ${silent} then ${at} else ${liveSessions.silentUntil} end`,
  };
}

/**
 * The guest is still there (a socket of theirs is open, or a heartbeat came): keeps their active
 * session from ending as gone. Answers false for a session that is not theirs or not active.
 */
export async function touchSession(options: {
  db: DbOrTx;
  guestId: number;
  sessionId?: number;
  now: Date;
}): Promise<boolean> {
  const rows = await options.db
    .update(liveSessions)
    .set(signOfLife(options.now))
    .where(
      and(
        eq(liveSessions.guestId, options.guestId),
        eq(liveSessions.state, "active"),
        ...(options.sessionId === undefined ? [] : [eq(liveSessions.id, options.sessionId)]),
      ),
    )
    .returning({ id: liveSessions.id });
  return rows.length > 0;
}

/**
 * The guests with a socket open on an instance are there: their active sessions are kept from
 * ending as gone (one statement for all of them).
 */
export async function touchGuestsSessions(options: {
  db: DbOrTx;
  guestIds: number[];
  now: Date;
}): Promise<number> {
  if (options.guestIds.length === 0) return 0;
  const rows = await options.db
    .update(liveSessions)
    .set(signOfLife(options.now))
    .where(and(eq(liveSessions.state, "active"), inArray(liveSessions.guestId, options.guestIds)))
    .returning({ id: liveSessions.id });
  return rows.length;
}
