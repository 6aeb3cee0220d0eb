import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { actors } from "../../db/schema/catalog.ts";

/** Whether each of the given actors is online now (unknown actors are left out). */
export async function onlineStates(db: DbOrTx, actorIds: number[]): Promise<Map<number, boolean>> {
  if (actorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: actors.id, isOnline: actors.isOnline })
    .from(actors)
    .where(inArray(actors.id, actorIds));
  return new Map(rows.map((row) => [row.id, row.isOnline]));
}
