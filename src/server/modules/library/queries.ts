import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { libraryArchive } from "../../db/schema/library.ts";
import { albumItemsByIds, findPicturesWithAlbums, videoItemsByIds } from "../catalog/index.ts";
import { pinsOf } from "../favorites/index.ts";
import { boughtCount, boughtIds, boughtItemIds, boughtPage } from "../purchases/index.ts";

// The media library composes its pages: which items, in which order, come from the tab's owner (the
// purchases, this module's archive, the favourites), what they show from the catalogue, by ids.

export type LibraryKind = "video" | "album";

const archivedOf = (guestId: number, kind: LibraryKind) =>
  and(eq(libraryArchive.guestId, guestId), eq(libraryArchive.objectType, kind));

/** The ids the guest moved to the archive of a kind, as a subquery (the shop tab leaves them out). */
function archivedIds(guestId: number, kind: LibraryKind): SQL {
  return sql`(select ${libraryArchive.objectId} from ${libraryArchive} where ${archivedOf(guestId, kind)})`;
}

/**
 * How many bought items of a kind are in the shop tab and in the archive (only bought items are
 * archived: setArchived checks it).
 */
export async function boughtCounts(db: DbOrTx, guestId: number, kind: LibraryKind) {
  const [all, [archived]] = await Promise.all([
    boughtCount(db, guestId, kind),
    db.select({ n: count() }).from(libraryArchive).where(archivedOf(guestId, kind)),
  ]);
  const inArchive = archived?.n ?? 0;
  return { shop: all - inArchive, archive: inArchive };
}

/**
 * The page of a tab of bought items: the shop tab's (not archived) newest purchase first, the
 * archive's newest archived first.
 */
async function boughtTabPage(
  db: DbOrTx,
  guestId: number,
  kind: LibraryKind,
  archived: boolean,
  page: { limit: number; offset: number },
): Promise<{ itemId: number; at: Date }[]> {
  if (!archived) {
    const rows = await boughtPage(db, {
      guestId,
      itemType: kind,
      excluding: archivedIds(guestId, kind),
      ...page,
    });
    return rows.map((row) => ({ itemId: row.itemId, at: row.boughtAt }));
  }
  const rows = await db
    .select({ itemId: libraryArchive.objectId, at: libraryArchive.archivedAt })
    .from(libraryArchive)
    .where(archivedOf(guestId, kind))
    .orderBy(desc(libraryArchive.archivedAt), desc(libraryArchive.objectId))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** Bought videos, in the shop tab (not archived) or the archive, newest first. */
export async function boughtVideos(
  db: DbOrTx,
  guestId: number,
  archived: boolean,
  page: { limit: number; offset: number },
) {
  const tab = await boughtTabPage(db, guestId, "video", archived, page);
  const rows = new Map(
    (
      await videoItemsByIds(
        db,
        tab.map((item) => item.itemId),
      )
    ).map((row) => [row.video.id, row]),
  );
  return tab.flatMap((item) => {
    const row = rows.get(item.itemId);
    return row ? [{ ...row, boughtAt: item.at, archivedAt: archived ? item.at : null }] : [];
  });
}

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
  const tab = await boughtTabPage(db, guestId, "album", archived, page);
  const rows = new Map(
    (
      await albumItemsByIds(
        db,
        tab.map((item) => item.itemId),
        ageChecked,
      )
    ).map((row) => [row.album.id, row]),
  );
  return tab.flatMap((item) => {
    const row = rows.get(item.itemId);
    return row ? [{ ...row, boughtAt: item.at, archivedAt: archived ? item.at : null }] : [];
  });
}

/** How many albums and pictures the guest pinned. */
export async function pinnedCount(db: DbOrTx, guestId: number): Promise<number> {
  return (await pinsOf(db, guestId, ["album", "picture"], { limit: 0, offset: 0 })).total;
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
  const { pins } = await pinsOf(db, guestId, ["album", "picture"], page);
  const albumIds = pins.filter((p) => p.objectType === "album").map((p) => p.objectId);
  const pictureIds = pins.filter((p) => p.objectType === "picture").map((p) => p.objectId);
  const [albumRows, pictureRows, ownedAlbums] = await Promise.all([
    albumItemsByIds(db, albumIds, ageChecked),
    findPicturesWithAlbums(db, pictureIds, now),
    boughtItemIds(db, guestId, "album"),
  ]);
  return { pins, albumRows, pictureRows, ownedAlbums };
}

/** Whether the guest bought the video or album. */
export async function owns(db: DbOrTx, guestId: number, kind: LibraryKind, id: number): Promise<boolean> {
  return (await boughtIds(db, guestId, kind, [id])).has(id);
}
