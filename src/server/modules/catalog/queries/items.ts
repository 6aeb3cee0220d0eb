import { and, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { actors, albumPictures, albums, images, videos } from "../../../db/schema/catalog.ts";
import { albumCoverJoin } from "./albums.ts";

// Lists of a guest's own items (the media library, pins) choose their page on their own tables and
// read the catalogue's side of it here, by ids (one statement a page).

const pictureCount = sql<number>`(select count(*)::int from ${albumPictures} where ${albumPictures.albumId} = ${albums.id})`;

/** Videos by id as a list item: title and duration, the actor, the preview image. */
export async function videoItemsByIds(db: DbOrTx, videoIds: number[]) {
  if (videoIds.length === 0) return [];
  return db
    .select({
      video: { id: videos.id, title: videos.title, durationSec: videos.durationSec },
      actor: { id: actors.id, name: actors.name, languages: actors.languages },
      image: images,
    })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .leftJoin(images, eq(images.id, videos.previewImageId))
    .where(inArray(videos.id, videoIds));
}

/**
 * Albums by id as a list item: title, the actor, the cover (as `albumCoverJoin(ageChecked)`: an
 * 18-rated cover only for a guest whose age check is accepted), the picture count.
 */
export async function albumItemsByIds(db: DbOrTx, albumIds: number[], ageChecked = false) {
  if (albumIds.length === 0) return [];
  return db
    .select({
      album: { id: albums.id, title: albums.title },
      actor: { id: actors.id, name: actors.name, languages: actors.languages },
      image: images,
      pictureCount,
    })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .leftJoin(images, albumCoverJoin(ageChecked))
    .where(inArray(albums.id, albumIds));
}

/**
 * The statement that reads a sellable item, for a purchase's statement to use as a subquery (CTE):
 * its price, whether it is free and its actor (`price`, `free`, `actor_id`), one row when the video
 * or album exists and is released at `now`, none otherwise. The purchase SQL functions (buy_item(),
 * drizzle/) apply the same rule.
 */
export function sellableItemSql(itemType: "video" | "album", itemId: number, now: Date): SQL {
  const table = itemType === "video" ? videos : albums;
  // A video's price on its daily-deal day is its dailyBonusPrice: the database function
  // video_price_at() (migration 0055) is the one rule, buy_item() calls it too.
  const price =
    itemType === "video"
      ? sql`video_price_at(${videos.id}, ${videos.price}, ${videos.dailyBonusPrice}, ${now}::timestamptz)`
      : sql`${albums.price}`;
  return sql`select ${price} as price, ${table.free} as free, ${table.actorId} as actor_id from ${table}
    where ${and(eq(table.id, itemId), lte(table.releasedAt, now))} limit 1`;
}
