import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { actorOnlineSessions } from "../../db/schema/actors.ts";

/**
 * Keeps an actor's online history (the heat map's source) with a change of her presence, in the
 * caller's transaction: coming online opens a session, going offline ends the open one.
 */
export async function recordOnlineChange(options: {
  tx: DbOrTx;
  actorId: number;
  online: boolean;
  now: Date;
}): Promise<void> {
  const { tx, actorId, now } = options;
  if (options.online) {
    await tx.insert(actorOnlineSessions).values({ actorId, startedAt: now });
    return;
  }
  await tx
    .update(actorOnlineSessions)
    .set({ endedAt: sql`greatest(${actorOnlineSessions.startedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(actorOnlineSessions.actorId, actorId), isNull(actorOnlineSessions.endedAt)));
}

/** Past online sessions (the heat map's history) brought over from another platform or by the demo seed. */
export async function addOnlineHistory(
  tx: DbOrTx,
  rows: { actorId: number; startedAt: Date; endedAt: Date }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(actorOnlineSessions).values(rows.slice(i, i + 1000));
}
