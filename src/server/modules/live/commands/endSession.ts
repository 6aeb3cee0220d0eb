import { and, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { liveSessions } from "../../../db/schema/index.ts";
import { recordEvent, recordEvents } from "../../../lib/outbox/events.ts";

/**
 * Ends an active session with its exit code (in the caller's transaction): a session ends once;
 * ending it again changes nothing and answers false. Records live.sessionEnded.
 */
export async function endSession(options: {
  tx: Tx;
  sessionId: number;
  exitCode: number;
  now: Date;
}): Promise<boolean> {
  const [ended] = await options.tx
    .update(liveSessions)
    .set({ state: "ended", endedAt: options.now, exitCode: options.exitCode })
    .where(and(eq(liveSessions.id, options.sessionId), eq(liveSessions.state, "active")))
    .returning({ guestId: liveSessions.guestId, actorId: liveSessions.actorId });
  if (!ended) return false;
  await recordEvent(options.tx, "live.sessionEnded", {
    guestId: ended.guestId,
    sessionId: options.sessionId,
    actorId: ended.actorId,
    exitCode: options.exitCode,
  });
  return true;
}

/**
 * Ends every active session with an actor (she went offline: 202), in the caller's transaction,
 * with live.sessionEnded for each. Answers how many ended.
 */
export async function endActorSessions(options: {
  tx: Tx;
  actorId: number;
  exitCode: number;
  now: Date;
}): Promise<number> {
  const ended = await options.tx
    .update(liveSessions)
    .set({ state: "ended", endedAt: options.now, exitCode: options.exitCode })
    .where(and(eq(liveSessions.actorId, options.actorId), eq(liveSessions.state, "active")))
    .returning({ id: liveSessions.id, guestId: liveSessions.guestId });
  await recordEvents(
    options.tx,
    ended.map((row) => ({
      type: "live.sessionEnded" as const,
      payload: {
        guestId: row.guestId,
        sessionId: row.id,
        actorId: options.actorId,
        exitCode: options.exitCode,
      },
    })),
  );
  return ended.length;
}
