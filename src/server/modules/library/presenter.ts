import type { TPictureLock } from "../../../common/contracts/albums.ts";
import type { TImage } from "../../../common/contracts/catalog.ts";
import type { TLibraryItem, TLibrarySource } from "../../../common/contracts/library.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import type { ImageRow } from "../catalog/index.ts";

type Localized = Parameters<typeof pickLocalized>[0];
type Present = (image: ImageRow | null) => TImage | null;

/** A bought (or archived) video as a library entry; it plays on its video page. */
export function presentVideoItem(
  row: {
    video: { id: number; title: Localized; durationSec: number };
    actor: { id: number; name: string };
    image: ImageRow | null;
    boughtAt: Date;
    archivedAt: Date | null;
  },
  source: TLibrarySource,
  language: Language,
  image: Present,
): TLibraryItem {
  return {
    objectType: "video",
    id: row.video.id,
    title: pickLocalized(row.video.title, language),
    actor: row.actor,
    image: image(row.image),
    url: buildPath(language, "actorVideo", { actorName: row.actor.name, videoId: row.video.id }),
    source,
    origin: "SHOP",
    at: (row.archivedAt ?? row.boughtAt).toISOString(),
    durationSec: row.video.durationSec,
    pictureCount: null,
    locked: false,
    lockReason: null,
  };
}

/** A bought, archived or pinned album as a library entry; it opens on its album page. */
export function presentAlbumItem(
  row: {
    album: { id: number; title: Localized };
    actor: { id: number; name: string };
    image: ImageRow | null;
    pictureCount: number;
  },
  at: Date,
  source: TLibrarySource,
  language: Language,
  image: Present,
): TLibraryItem {
  return {
    objectType: "album",
    id: row.album.id,
    title: pickLocalized(row.album.title, language),
    actor: row.actor,
    image: image(row.image),
    url: buildPath(language, "actorAlbum", { actorName: row.actor.name, albumId: row.album.id }),
    source,
    origin: "SHOP",
    at: at.toISOString(),
    durationSec: null,
    pictureCount: row.pictureCount,
    locked: false,
    lockReason: null,
  };
}

/** A pinned picture as a library entry: it opens on its album page; locked, it shows no image. */
export function presentPictureItem(
  row: {
    id: number;
    position: number;
    album: { id: number; title: Localized };
    actor: { id: number; name: string };
    image: ImageRow | null;
  },
  at: Date,
  lockReason: TPictureLock,
  language: Language,
  image: Present,
): TLibraryItem {
  return {
    objectType: "picture",
    id: row.id,
    title: `${pickLocalized(row.album.title, language)} · ${row.position + 1}`,
    actor: row.actor,
    image: lockReason ? null : image(row.image),
    url: buildPath(language, "actorAlbum", { actorName: row.actor.name, albumId: row.album.id }),
    source: "PINNED",
    origin: "SHOP",
    at: at.toISOString(),
    durationSec: null,
    pictureCount: null,
    locked: lockReason !== null,
    lockReason,
  };
}
