import { and, eq, lte } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { albums, videos } from "../../../db/schema/index.ts";

export type ItemType = "video" | "album";

/** Price and free flag of a released video or album, or null when there is none (for purchases). */
export async function sellableItem(
  db: DbOrTx,
  itemType: ItemType,
  itemId: number,
  now: Date,
): Promise<{ price: number; free: boolean } | null> {
  const table = itemType === "video" ? videos : albums;
  const [item] = await db
    .select({ price: table.price, free: table.free })
    .from(table)
    .where(and(eq(table.id, itemId), lte(table.releasedAt, now)))
    .limit(1);
  return item ?? null;
}
