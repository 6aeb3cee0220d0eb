import { and, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { liveSessions } from "../../../db/schema/live.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";

/**
 * Marks an active session ended with its exit code (in the caller's transaction), with
 * live.sessionEnded; a session ends once: marking it again changes nothing and answers false. It
 * charges nothing: endSession settles the started minutes first, the billing has just billed them.
 */
export async function markEnded(options: {
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
