import type { TLibraryItem, TLibraryPage, TLibraryQuery } from "../../../common/contracts/library.ts";
import type { Language } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { type ImageRow, pictureLock, presentImage } from "../catalog/index.ts";
import { presentAlbumItem, presentPictureItem, presentVideoItem } from "./presenter.ts";
import { boughtAlbums, boughtCounts, boughtVideos, pinnedAlbumsAndPictures, pinnedCount } from "./queries.ts";

type Sign = Parameters<typeof presentImage>[1];

/**
 * One page of a guest's media library (spec content §2): the tab's items of the media type, with
 * the counts of every tab. Covers and previews are public; a picture behind a paywall is signed
 * for its owner (`sign`), and a pinned picture the guest may not see is shown locked.
 */
export async function libraryPage(
  db: DbOrTx,
  options: {
    guest: { id: number; ageChecked: boolean; vip: boolean };
    query: TLibraryQuery;
    language: Language;
    now: Date;
    sign: Sign;
  },
): Promise<TLibraryPage> {
  const { guest, query, language } = options;
  const { tab, mediaType, offset, limit } = query;
  const kind = mediaType === "VIDEO" ? "video" : "album";
  const [bought, pinned] = await Promise.all([
    boughtCounts(db, guest.id, kind),
    mediaType === "PHOTO" ? pinnedCount(db, guest.id) : 0,
  ]);
  const counts = { shop: bought.shop, archive: bought.archive, pinned };
  const image = (row: ImageRow | null) => presentImage(row, options.sign);
  const page = { limit, offset };
  let items: TLibraryItem[] = [];
  if (tab !== "pinned") {
    const archived = tab === "archive";
    const source = archived ? "ARCHIVED" : "PURCHASED";
    items =
      kind === "video"
        ? (await boughtVideos(db, guest.id, archived, page)).map((row) =>
            presentVideoItem(row, source, language, image),
          )
        : (await boughtAlbums(db, guest.id, archived, page, guest.ageChecked)).map((row) =>
            presentAlbumItem(row, row.archivedAt ?? row.boughtAt, source, language, image),
          );
  } else if (mediaType === "PHOTO") {
    const found = await pinnedAlbumsAndPictures(db, guest.id, page, options.now, guest.ageChecked);
    const albumsById = new Map(found.albumRows.map((row) => [row.album.id, row]));
    const picturesById = new Map(found.pictureRows.map((row) => [row.id, row]));
    items = found.pins.flatMap((pin): TLibraryItem[] => {
      if (pin.objectType === "album") {
        const row = albumsById.get(pin.objectId);
        return row ? [presentAlbumItem(row, pin.at, "PINNED", language, image)] : [];
      }
      const row = picturesById.get(pin.objectId);
      if (!row) return [];
      const lockReason = pictureLock(
        row.album,
        { ageRating: row.ageRating, index: row.position },
        { ageChecked: guest.ageChecked, vip: guest.vip, owned: found.ownedAlbums.has(row.album.id) },
      );
      return [presentPictureItem(row, pin.at, lockReason, language, image)];
    });
  }
  return { tab, mediaType, items, total: counts[tab], offset, counts };
}
