import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { liveSessions } from "../../db/schema/index.ts";

export type LiveSessionRow = typeof liveSessions.$inferSelect;

/** A guest's own session (another guest's answers null, as a missing one does). */
export async function sessionOf(
  db: DbOrTx,
  guestId: number,
  sessionId: number,
): Promise<LiveSessionRow | null> {
  const [row] = await db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.id, sessionId), eq(liveSessions.guestId, guestId)));
  return row ?? null;
}

/** The guest's active session, if any. */
export async function activeSessionOf(db: DbOrTx, guestId: number): Promise<LiveSessionRow | null> {
  const [row] = await db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.guestId, guestId), eq(liveSessions.state, "active")));
  return row ?? null;
}
