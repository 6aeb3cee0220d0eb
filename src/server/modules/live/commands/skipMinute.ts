import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { liveSessions } from "../../../db/schema/live.ts";

/**
 * Passes over the session's next minute without charging it (it lay wholly in a silence, no sign
 * of life: policy.minuteLife), in the caller's transaction with the row locked: the minutes after
 * it keep their places from the start, and its number is never charged (the charges' key
 * (session, minute) counts charged and skipped minutes alike).
 */
export async function skipMinute(tx: Tx, sessionId: number): Promise<void> {
  await tx
    .update(liveSessions)
    .set({ minutesSkipped: sql`${liveSessions.minutesSkipped} + 1` })
    .where(eq(liveSessions.id, sessionId));
}
