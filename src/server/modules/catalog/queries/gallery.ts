import { and, asc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { actors, albumPictures, albums, images } from "../../../db/schema/catalog.ts";

// The album and picture reads of the gallery (modules/albums: likes, views, comments, preview) and
// of the lists that show single pictures (pins, the media library, the content service).

/** The fields of a released album the engagement rules need, or null (missing or unreleased). */
export async function findReleasedAlbum(db: DbOrTx, albumId: number, now: Date) {
  const [row] = await db
    .select({
      id: albums.id,
      free: albums.free,
      isVipContent: albums.isVipContent,
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

/** A released album with its actor and pictures in album order, or null (missing or unreleased). */
export async function findPreviewAlbum(db: DbOrTx, albumId: number, now: Date) {
  const [album] = await db
    .select({ album: albums, actor: { id: actors.id, name: actors.name, languages: actors.languages } })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .where(and(eq(albums.id, albumId), lte(albums.releasedAt, now)))
    .limit(1);
  if (!album) return null;
  const pictures = await db
    .select({ id: albumPictures.id, ageRating: albumPictures.ageRating, image: images })
    .from(albumPictures)
    .innerJoin(images, eq(images.id, albumPictures.imageId))
    .where(eq(albumPictures.albumId, albumId))
    .orderBy(asc(albumPictures.position), asc(albumPictures.id));
  return { album: { ...album.album, actor: album.actor }, pictures };
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
      album: { id: albums.id, title: albums.title, free: albums.free, isVipContent: albums.isVipContent },
      actor: { id: actors.id, name: actors.name, languages: actors.languages },
      image: images,
    })
    .from(albumPictures)
    .innerJoin(albums, eq(albums.id, albumPictures.albumId))
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .innerJoin(images, eq(images.id, albumPictures.imageId))
    .where(and(inArray(albumPictures.id, pictureIds), lte(albums.releasedAt, now)));
}
