import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { actors, albumPictures, albums, images, videos } from "../../db/schema/catalog.ts";
import { favorites } from "../../db/schema/favorites.ts";
import { libraryArchive } from "../../db/schema/library.ts";
import { purchases } from "../../db/schema/purchases.ts";
import { findPicturesWithAlbums } from "../albums/index.ts";
import { albumCoverJoin } from "../catalog/index.ts";

export type LibraryKind = "video" | "album";

const archiveJoin = (kind: LibraryKind) =>
  and(
    eq(libraryArchive.guestId, purchases.guestId),
    eq(libraryArchive.objectType, kind),
    eq(libraryArchive.objectId, purchases.itemId),
  );
const bought = (guestId: number, kind: LibraryKind, archived: boolean) =>
  and(
    eq(purchases.guestId, guestId),
    eq(purchases.itemType, kind),
    archived ? isNotNull(libraryArchive.guestId) : isNull(libraryArchive.guestId),
  );

/** How many bought items of a kind are in the shop tab and in the archive. */
export async function boughtCounts(db: DbOrTx, guestId: number, kind: LibraryKind) {
  const [row] = await db
    .select({
      all: count(),
      archived: sql<number>`count(${libraryArchive.guestId})::int`,
    })
    .from(purchases)
    .leftJoin(libraryArchive, archiveJoin(kind))
    .where(and(eq(purchases.guestId, guestId), eq(purchases.itemType, kind)));
  const all = row?.all ?? 0;
  const archived = row?.archived ?? 0;
  return { shop: all - archived, archive: archived };
}

/** Bought videos, in the shop tab (not archived) or the archive, newest first. */
export async function boughtVideos(
  db: DbOrTx,
  guestId: number,
  archived: boolean,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      video: { id: videos.id, title: videos.title, durationSec: videos.durationSec },
      actor: { id: actors.id, name: actors.name },
      image: images,
      boughtAt: purchases.createdAt,
      archivedAt: libraryArchive.archivedAt,
    })
    .from(purchases)
    .innerJoin(videos, eq(videos.id, purchases.itemId))
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .leftJoin(images, eq(images.id, videos.previewImageId))
    .leftJoin(libraryArchive, archiveJoin("video"))
    .where(bought(guestId, "video", archived))
    .orderBy(desc(archived ? libraryArchive.archivedAt : purchases.createdAt), desc(purchases.itemId))
    .limit(page.limit)
    .offset(page.offset);
}

const pictureCount = sql<number>`(select count(*)::int from ${albumPictures} where ${albumPictures.albumId} = ${albums.id})`;

/**
 * Bought albums, in the shop tab (not archived) or the archive, newest first; an 18-rated cover only
 * for a guest whose age check is accepted.
 */
export async function boughtAlbums(
  db: DbOrTx,
  guestId: number,
  archived: boolean,
  page: { limit: number; offset: number },
  ageChecked = false,
) {
  return db
    .select({
      album: { id: albums.id, title: albums.title },
      actor: { id: actors.id, name: actors.name },
      image: images,
      pictureCount,
      boughtAt: purchases.createdAt,
      archivedAt: libraryArchive.archivedAt,
    })
    .from(purchases)
    .innerJoin(albums, eq(albums.id, purchases.itemId))
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .leftJoin(images, albumCoverJoin(ageChecked))
    .leftJoin(libraryArchive, archiveJoin("album"))
    .where(bought(guestId, "album", archived))
    .orderBy(desc(archived ? libraryArchive.archivedAt : purchases.createdAt), desc(purchases.itemId))
    .limit(page.limit)
    .offset(page.offset);
}

const pinnedPhotos = (guestId: number) =>
  and(eq(favorites.guestId, guestId), inArray(favorites.objectType, ["album", "picture"]));

/** How many albums and pictures the guest pinned. */
export async function pinnedCount(db: DbOrTx, guestId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(pinnedPhotos(guestId));
  return row?.n ?? 0;
}

/**
 * Pinned albums and pictures (newest pin first), with what a tile needs (covers as in boughtAlbums;
 * pictures of released albums only).
 */
export async function pinnedAlbumsAndPictures(
  db: DbOrTx,
  guestId: number,
  page: { limit: number; offset: number },
  now: Date,
  ageChecked = false,
) {
  const pins = await db
    .select({ objectType: favorites.objectType, objectId: favorites.objectId, at: favorites.createdAt })
    .from(favorites)
    .where(pinnedPhotos(guestId))
    .orderBy(desc(favorites.createdAt), desc(favorites.objectId))
    .limit(page.limit)
    .offset(page.offset);
  const albumIds = pins.filter((p) => p.objectType === "album").map((p) => p.objectId);
  const pictureIds = pins.filter((p) => p.objectType === "picture").map((p) => p.objectId);
  const [albumRows, pictureRows, ownedRows] = await Promise.all([
    albumIds.length
      ? db
          .select({
            album: { id: albums.id, title: albums.title },
            actor: { id: actors.id, name: actors.name },
            image: images,
            pictureCount,
          })
          .from(albums)
          .innerJoin(actors, eq(actors.id, albums.actorId))
          .leftJoin(images, albumCoverJoin(ageChecked))
          .where(inArray(albums.id, albumIds))
      : [],
    findPicturesWithAlbums(db, pictureIds, now),
    db
      .select({ id: purchases.itemId })
      .from(purchases)
      .where(and(eq(purchases.guestId, guestId), eq(purchases.itemType, "album"))),
  ]);
  return { pins, albumRows, pictureRows, ownedAlbums: new Set(ownedRows.map((r) => r.id)) };
}

/** Whether the guest bought the video or album. */
export async function owns(db: DbOrTx, guestId: number, kind: LibraryKind, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.itemId })
    .from(purchases)
    .where(and(eq(purchases.guestId, guestId), eq(purchases.itemType, kind), eq(purchases.itemId, id)))
    .limit(1);
  return row !== undefined;
}
