import type { TPictureLock } from "../../../common/contracts/albums.ts";
import type { TImage } from "../../../common/contracts/catalog.ts";
import type { TLibraryItem, TLibrarySource } from "../../../common/contracts/library.ts";
import type { Language, Localized } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { type ImageRow, performerText, type RowActor } from "../catalog/index.ts";

type Present = (image: ImageRow | null) => TImage | null;

/** The item's title in the page's language, or in the one it falls back to. */
function titleOf(title: Partial<Localized>, language: Language, actor: RowActor, suffix = "") {
  const shown = performerText(title, language, actor.languages);
  return { title: `${shown.text}${suffix}`, titleLanguage: shown.language };
}

/** A bought (or archived) video as a library entry; it plays on its video page. */
export function presentVideoItem(
  row: {
    video: { id: number; title: Partial<Localized>; durationSec: number };
    actor: RowActor;
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
    ...titleOf(row.video.title, language, row.actor),
    actor: { id: row.actor.id, name: row.actor.name },
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
    album: { id: number; title: Partial<Localized> };
    actor: RowActor;
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
    ...titleOf(row.album.title, language, row.actor),
    actor: { id: row.actor.id, name: row.actor.name },
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
    album: { id: number; title: Partial<Localized> };
    actor: RowActor;
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
    ...titleOf(row.album.title, language, row.actor, ` · ${row.position + 1}`),
    actor: { id: row.actor.id, name: row.actor.name },
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
