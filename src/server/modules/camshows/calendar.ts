import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { camShows } from "../../db/schema/camshows.ts";
import { actorNamesAndLanguagesOf } from "../catalog/index.ts";

/**
 * How many shows are scheduled from now to `until`, and how many of them start within the next
 * hour (the demo's show calendar keeps its shows coming).
 */
export async function upcomingShowCounts(
  db: DbOrTx,
  now: Date,
  until: Date,
): Promise<{ scheduled: number; withinHour: number }> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      soon: sql<number>`count(*) filter (where ${camShows.startsAt} <= ${new Date(now.getTime() + 3_600_000).toISOString()}::timestamptz)::int`,
    })
    .from(camShows)
    .where(and(eq(camShows.state, "scheduled"), gt(camShows.startsAt, now), lte(camShows.startsAt, until)));
  return { scheduled: row?.n ?? 0, withinHour: row?.soon ?? 0 };
}

type ShowRow = typeof camShows.$inferSelect;

/**
 * Shows with their performer's name and spoken languages (the catalogue's; her languages pick the
 * fallback of the show's texts), in the order given.
 */
export async function withActorNames<T extends { show: ShowRow }>(
  db: DbOrTx,
  rows: T[],
): Promise<(T & { actorName: string; actorLanguages: string[] })[]> {
  const actors = await actorNamesAndLanguagesOf(
    db,
    rows.map((row) => row.show.actorId),
  );
  return rows.flatMap((row) => {
    const actor = actors.get(row.show.actorId);
    return actor === undefined ? [] : [{ ...row, actorName: actor.name, actorLanguages: actor.languages }];
  });
}
