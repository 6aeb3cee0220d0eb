import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { liveSessions } from "../../../db/schema/index.ts";

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
    .set({ lastSeenAt: options.now })
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
    .set({ lastSeenAt: options.now })
    .where(and(eq(liveSessions.state, "active"), inArray(liveSessions.guestId, options.guestIds)))
    .returning({ id: liveSessions.id });
  return rows.length;
}
