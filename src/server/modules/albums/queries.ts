import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { guests } from "../../db/schema/accounts.ts";
import { albumComments } from "../../db/schema/albums.ts";
import { actors, albumPictures, albums, images } from "../../db/schema/catalog.ts";
import { purchases } from "../../db/schema/purchases.ts";
import { contentRatings } from "../../db/schema/ratings.ts";

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

/** An album's pictures in album order: counters, age rating and image. */
export async function pictureCounters(db: DbOrTx, albumId: number) {
  return db
    .select({
      id: albumPictures.id,
      likes: albumPictures.likes,
      dislikes: albumPictures.dislikes,
      ageRating: albumPictures.ageRating,
      image: images,
    })
    .from(albumPictures)
    .innerJoin(images, eq(images.id, albumPictures.imageId))
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

/**
 * Pictures of some albums with their images, in album order: per album those after `offset`, at
 * most `limit` (one statement for a whole list of albums).
 */
export async function picturesOfAlbums(
  db: DbOrTx,
  albumIds: number[],
  page: { limit: number; offset: number },
) {
  if (albumIds.length === 0) return [];
  const ranked = db
    .select({
      id: albumPictures.id,
      albumId: albumPictures.albumId,
      ageRating: albumPictures.ageRating,
      imageId: albumPictures.imageId,
      index:
        sql<number>`(row_number() over (partition by ${albumPictures.albumId} order by ${albumPictures.position}, ${albumPictures.id}) - 1)::int`.as(
          "index",
        ),
    })
    .from(albumPictures)
    .where(inArray(albumPictures.albumId, albumIds))
    .as("ranked");
  return db
    .select({
      id: ranked.id,
      albumId: ranked.albumId,
      ageRating: ranked.ageRating,
      index: ranked.index,
      image: images,
    })
    .from(ranked)
    .innerJoin(images, eq(images.id, ranked.imageId))
    .where(and(gte(ranked.index, page.offset), lt(ranked.index, page.offset + page.limit)))
    .orderBy(asc(ranked.albumId), asc(ranked.index));
}

/**
 * Album pictures by id with their album, actor and image, for lists of pinned pictures (released
 * albums only): what the picture rules (catalog policy `pictureLock`) and a tile need.
 */
export async function findPicturesWithAlbums(db: DbOrTx, pictureIds: number[], now: Date) {
  if (pictureIds.length === 0) return [];
  return db
    .select({
      id: albumPictures.id,
      position: albumPictures.position,
      ageRating: albumPictures.ageRating,
      album: { id: albums.id, title: albums.title, free: albums.free },
      actor: { id: actors.id, name: actors.name },
      image: images,
    })
    .from(albumPictures)
    .innerJoin(albums, eq(albums.id, albumPictures.albumId))
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .innerJoin(images, eq(images.id, albumPictures.imageId))
    .where(and(inArray(albumPictures.id, pictureIds), lte(albums.releasedAt, now)));
}
