import { and, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { albums } from "../../../db/schema/catalog.ts";

/** Adds one view to a released album; the new total, or null for an unknown album. */
export async function addAlbumView(db: DbOrTx, albumId: number, now: Date): Promise<number | null> {
  const [row] = await db
    .update(albums)
    .set({ totalViews: sql`${albums.totalViews} + 1` })
    .where(and(eq(albums.id, albumId), lte(albums.releasedAt, now)))
    .returning({ totalViews: albums.totalViews });
  return row?.totalViews ?? null;
}
