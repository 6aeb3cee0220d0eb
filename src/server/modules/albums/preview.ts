import { and, asc, eq, lte } from "drizzle-orm";
import { ALBUM_PREVIEW_PICTURES } from "../../../common/constants.ts";
import type { TAlbumPreview } from "../../../common/contracts/albums.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { actors, albumPictures, albums, images } from "../../db/schema/catalog.ts";
import { isPictureLocked } from "../catalog/index.ts";
import { presentAlbumPicture } from "./presenter.ts";

/** A released album with its actor and pictures in album order, or null (missing or unreleased). */
export async function findPreviewAlbum(db: DbOrTx, albumId: number, now: Date) {
  const [album] = await db
    .select({ album: albums, actor: { id: actors.id, name: actors.name } })
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
type FoundAlbum = NonNullable<Awaited<ReturnType<typeof findPreviewAlbum>>>;

/**
 * The preview popup of an album: only the pictures before the paywall (isPictureLocked); paid
 * pictures are never published here (the buyer opens the album itself). An 18-rated one keeps its
 * place locked (`needAgeCheck`) unless the caller's age check is accepted; then its protected file
 * gets a URL bound to the caller (`sign`).
 */
export function presentAlbumPreview(
  found: FoundAlbum,
  language: Language,
  viewer: { ageChecked: boolean; sign?: ((path: string) => string) | undefined },
): TAlbumPreview {
  const { album, pictures } = found;
  const open = pictures
    .map((picture, index) => ({ ...picture, index }))
    .filter((picture) => !isPictureLocked(album, picture.index));
  const shown = album.free ? open.slice(0, ALBUM_PREVIEW_PICTURES) : open;
  return {
    albumId: album.id,
    title: pickLocalized(album.title, language),
    actor: album.actor,
    free: album.free,
    isPrivateShop: album.isPrivateShop,
    price: { value: album.price, currency: "VXC" },
    basePrice: { value: album.basePrice, currency: "VXC" },
    pictureCount: pictures.length,
    lockedCount: pictures.length - open.length,
    // Previews only, the same for buyers and everybody else (owned: false); only 18-rated previews
    // are protected files, signed for an age-checked caller.
    pictures: shown.map((p) =>
      presentAlbumPicture(album, p, { ageChecked: viewer.ageChecked, owned: false }, viewer.sign),
    ),
    url: buildPath(language, "actorAlbum", { actorName: album.actor.name, albumId: album.id }),
  };
}
