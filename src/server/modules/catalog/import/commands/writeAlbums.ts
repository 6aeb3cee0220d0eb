import { and, eq, gte, inArray } from "drizzle-orm";
import type { TImportImage } from "../../../../../common/contracts/contentImport.ts";
import type { Tx } from "../../../../db/client.ts";
import { albumPictures, albums } from "../../../../db/schema/catalog.ts";
import { isProtectedAlbumPicture } from "../media.ts";
import type { ValidManifest } from "../validate.ts";
import {
  actorResolver,
  type Counter,
  type ImageIdOf,
  reconcileTable,
  syncByPosition,
  tally,
  texts,
} from "./writeRows.ts";

const ALBUM_COLUMNS = {
  externalId: albums.externalId,
  actorId: albums.actorId,
  title: albums.title,
  description: albums.description,
  ageRating: albums.ageRating,
  free: albums.free,
  price: albums.price,
  basePrice: albums.basePrice,
  isVipContent: albums.isVipContent,
  isPrivateShop: albums.isPrivateShop,
  coverImageId: albums.coverImageId,
  releasedAt: albums.releasedAt,
};

/** The albums of a manifest: rows by external id, their pictures kept by position. */
export async function writeAlbums(
  tx: Tx,
  manifest: ValidManifest,
  imageId: ImageIdOf,
  actorIds: Map<string, number>,
  counter: Counter,
  step: () => void,
): Promise<Map<string, number>> {
  const actorIdOf = await actorResolver(tx, actorIds, manifest.albums);
  const rows = manifest.albums.map((a) => ({
    externalId: a.externalId,
    actorId: actorIdOf(a.actorExternalId),
    title: texts(a.title),
    description: texts(a.description),
    ageRating: a.ageRating,
    free: a.free,
    price: a.price,
    basePrice: a.basePrice ?? a.price,
    isVipContent: a.isVipContent,
    isPrivateShop: a.isPrivateShop,
    // The cover is the first picture: public unless it is 18-rated (then no public cover at all).
    coverImageId: imageId(
      (a.pictures[0] as TImportImage).file,
      isProtectedAlbumPicture(a, a.pictures[0] as { ageRating?: number }, 0),
    ),
    releasedAt: new Date(a.releasedAt),
  }));
  const { ids, created, changed } = await reconcileTable({
    tx,
    table: albums,
    columns: ALBUM_COLUMNS,
    rows,
    step,
  });

  const albumIds = [...ids.values()];
  const pictures = albumIds.length
    ? await tx
        .select({
          albumId: albumPictures.albumId,
          position: albumPictures.position,
          imageId: albumPictures.imageId,
          ageRating: albumPictures.ageRating,
        })
        .from(albumPictures)
        .where(inArray(albumPictures.albumId, albumIds))
    : [];
  const inserts: (typeof albumPictures.$inferInsert)[] = [];
  for (const album of manifest.albums) {
    const albumId = ids.get(album.externalId) as number;
    const picturesChanged = await syncByPosition(
      pictures.filter((p) => p.albumId === albumId),
      album.pictures.map((p, index) => ({
        imageId: imageId(p.file, isProtectedAlbumPicture(album, p, index)),
        ageRating: p.ageRating ?? album.ageRating,
      })),
      {
        update: (position, p) =>
          tx
            .update(albumPictures)
            .set(p)
            .where(and(eq(albumPictures.albumId, albumId), eq(albumPictures.position, position))),
        insert: async (added) => {
          inserts.push(...added.map(({ position, child }) => ({ albumId, position, ...child })));
        },
        removeFrom: (position) =>
          tx
            .delete(albumPictures)
            .where(and(eq(albumPictures.albumId, albumId), gte(albumPictures.position, position))),
      },
    );
    tally(counter, album.externalId, created, changed, picturesChanged && !created.has(album.externalId));
  }
  for (let i = 0; i < inserts.length; i += 1000)
    await tx.insert(albumPictures).values(inserts.slice(i, i + 1000));
  return ids;
}
