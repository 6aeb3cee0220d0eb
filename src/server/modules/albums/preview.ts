import { ALBUM_PREVIEW_PICTURES } from "../../../common/constants.ts";
import type { TAlbumPreview } from "../../../common/contracts/albums.ts";
import type { Language } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { type findPreviewAlbum, isPictureLocked, performerFields } from "../catalog/index.ts";
import { presentAlbumPicture } from "./presenter.ts";

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
    ...performerFields("title", album.title, language, album.actor.languages),
    actor: { id: album.actor.id, name: album.actor.name },
    free: album.free,
    isPrivateShop: album.isPrivateShop,
    price: { value: album.price, currency: "VXC" },
    basePrice: { value: album.basePrice, currency: "VXC" },
    pictureCount: pictures.length,
    lockedCount: pictures.length - open.length,
    // Previews only, the same for buyers and everybody else (owned: false); only 18-rated previews
    // are protected files, signed for an age-checked caller.
    pictures: shown.map((p) =>
      presentAlbumPicture(album, p, { ageChecked: viewer.ageChecked, owned: false, vip: false }, viewer.sign),
    ),
    url: buildPath(language, "actorAlbum", { actorName: album.actor.name, albumId: album.id }),
  };
}
