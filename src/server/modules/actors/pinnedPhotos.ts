import type { TPinnedPhoto } from "../../../common/contracts/actors.ts";
import type { Language } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  findPicturesWithAlbums,
  type ImageRow,
  needsAgeCheck,
  performerFields,
  pictureLock,
  presentImage,
  sedcardsByIds,
} from "../catalog/index.ts";
import { boughtItemIds } from "../purchases/index.ts";

/** The rows behind a page of pinned pictures and sedcards (released albums only). */
export async function pinnedPhotoRows(
  db: DbOrTx,
  guestId: number,
  ids: { pictures: number[]; sedcards: number[] },
  now: Date,
) {
  const [pictures, sedcards, ownedAlbums] = await Promise.all([
    findPicturesWithAlbums(db, ids.pictures, now),
    sedcardsByIds(db, ids.sedcards),
    ids.pictures.length ? boughtItemIds(db, guestId, "album") : new Set<number>(),
  ]);
  return { pictures, sedcards, ownedAlbums };
}
type PhotoRows = Awaited<ReturnType<typeof pinnedPhotoRows>>;

/**
 * Pins as photos: an 18-rated sedcard or picture shows only to a guest with an accepted age check
 * (checked first, also for buyers); a picture behind the paywall only to the album's buyer (through
 * a signed URL). Album pictures follow the catalog policy `pictureLock`.
 */
export function presentPinnedPhotos(
  pins: { objectType: string; objectId: number; at: Date }[],
  rows: PhotoRows,
  facts: {
    language: Language;
    ageChecked: boolean;
    vip: boolean;
    sign: ((path: string) => string) | undefined;
  },
): TPinnedPhoto[] {
  const pictures = new Map(rows.pictures.map((row) => [row.id, row]));
  const sedcards = new Map(rows.sedcards.map((row) => [row.id, row]));
  const { language } = facts;
  const image = (row: ImageRow, locked: TPinnedPhoto["locked"]) =>
    locked ? null : presentImage(row, facts.sign);
  return pins.flatMap((pin): TPinnedPhoto[] => {
    if (pin.objectType === "picture") {
      const row = pictures.get(pin.objectId);
      if (!row) return [];
      const locked = pictureLock(
        row.album,
        { ageRating: row.ageRating, index: row.position },
        { ageChecked: facts.ageChecked, vip: facts.vip, owned: rows.ownedAlbums.has(row.album.id) },
      );
      return [
        {
          objectType: "picture",
          id: row.id,
          pinnedAt: pin.at.toISOString(),
          ageRating: row.ageRating,
          actor: { id: row.actor.id, name: row.actor.name },
          album: {
            id: row.album.id,
            ...performerFields("title", row.album.title, language, row.actor.languages),
          },
          image: image(row.image, locked),
          locked,
          url: buildPath(language, "actorAlbum", { actorName: row.actor.name, albumId: row.album.id }),
        },
      ];
    }
    const row = sedcards.get(pin.objectId);
    if (!row) return [];
    const locked = needsAgeCheck(row.ageRating) && !facts.ageChecked ? "needAgeCheck" : null;
    return [
      {
        objectType: "sedcard",
        id: row.id,
        pinnedAt: pin.at.toISOString(),
        ageRating: row.ageRating,
        actor: row.actor,
        album: null,
        image: image(row.image, locked),
        locked,
        url: buildPath(language, "actorPictures", { actorName: row.actor.name }),
      },
    ];
  });
}
