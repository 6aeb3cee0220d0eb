import { and, asc, count, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  albumComments,
  albumPictures,
  albums,
  contentRatings,
  guests,
  purchases,
} from "../../db/schema/index.ts";

/** The fields of a released album the engagement rules need, or null (missing or unreleased). */
export async function findReleasedAlbum(db: DbOrTx, albumId: number, now: Date) {
  const [row] = await db
    .select({
      id: albums.id,
      free: albums.free,
      isPrivateShop: albums.isPrivateShop,
      totalViews: albums.totalViews,
      likes: albums.likes,
      dislikes: albums.dislikes,
    })
    .from(albums)
    .where(and(eq(albums.id, albumId), lte(albums.releasedAt, now)))
    .limit(1);
  return row ?? null;
}
export type EngagementAlbum = NonNullable<Awaited<ReturnType<typeof findReleasedAlbum>>>;

/** The album of a picture when the album is released, or null. */
export async function findPictureAlbumId(db: DbOrTx, pictureId: number, now: Date) {
  const [row] = await db
    .select({ albumId: albumPictures.albumId })
    .from(albumPictures)
    .innerJoin(albums, eq(albums.id, albumPictures.albumId))
    .where(and(eq(albumPictures.id, pictureId), lte(albums.releasedAt, now)))
    .limit(1);
  return row?.albumId ?? null;
}

/** Whether the guest bought the album. */
export async function ownsAlbum(db: DbOrTx, guestId: number, albumId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.itemId })
    .from(purchases)
    .where(
      and(eq(purchases.guestId, guestId), eq(purchases.itemType, "album"), eq(purchases.itemId, albumId)),
    )
    .limit(1);
  return row !== undefined;
}

/** The guest's ratings (1 or -1) of the given objects of one type. */
export async function guestRatings(
  db: DbOrTx,
  guestId: number,
  objectType: "album" | "picture",
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: contentRatings.objectId, value: contentRatings.value })
    .from(contentRatings)
    .where(
      and(
        eq(contentRatings.guestId, guestId),
        eq(contentRatings.objectType, objectType),
        inArray(contentRatings.objectId, ids),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.value]));
}

/** The counters of an album's pictures, in album order. */
export async function pictureCounters(db: DbOrTx, albumId: number) {
  return db
    .select({ id: albumPictures.id, likes: albumPictures.likes, dislikes: albumPictures.dislikes })
    .from(albumPictures)
    .where(eq(albumPictures.albumId, albumId))
    .orderBy(asc(albumPictures.position), asc(albumPictures.id));
}

/** Visible (not deleted) comments of an album. */
export async function countComments(db: DbOrTx, albumId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(albumComments)
    .where(and(eq(albumComments.albumId, albumId), isNull(albumComments.deletedAt)));
  return row?.n ?? 0;
}

/** A page of an album's visible comments, newest first, with their authors' names. */
export async function listComments(db: DbOrTx, albumId: number, limit: number, offset: number) {
  return db
    .select({
      id: albumComments.id,
      text: albumComments.text,
      createdAt: albumComments.createdAt,
      guestId: albumComments.guestId,
      authorName: guests.name,
    })
    .from(albumComments)
    .leftJoin(guests, eq(guests.id, albumComments.guestId))
    .where(and(eq(albumComments.albumId, albumId), isNull(albumComments.deletedAt)))
    .orderBy(desc(albumComments.id))
    .limit(limit)
    .offset(offset);
}
export type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

/** Whether the guest ever commented on the album (a deleted comment counts: one per guest and album). */
export async function hasCommented(db: DbOrTx, guestId: number, albumId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: albumComments.id })
    .from(albumComments)
    .where(and(eq(albumComments.albumId, albumId), eq(albumComments.guestId, guestId)))
    .limit(1);
  return row !== undefined;
}
