import { inArray, sql } from "drizzle-orm";
import type {
  ImportCounts,
  ImportIssue,
  ImportProgress,
  ImportSummary,
  TImportImage,
} from "../../../../../common/contracts/contentImport.ts";
import type { Localized } from "../../../../../common/languages.ts";
import type { DbOrTx, Tx } from "../../../../db/client.ts";
import { images } from "../../../../db/schema/catalog.ts";
import type { ImportFile, ImportFileSource } from "../files.ts";
import {
  describeImage,
  ImportFileError,
  type ImportStores,
  isProtectedAlbumPicture,
  isProtectedSedcard,
  type StoredImage,
  storeImage,
  storeVideo,
  videoKeyOf,
} from "../media.ts";
import { failWithIssues, type ImportKind, type ValidManifest, validateManifest } from "../validate.ts";
import { writeAlbums } from "./writeAlbums.ts";
import { writeCollections } from "./writeCollections.ts";
import { fullTexts, type StoredMedia, texts, writeActors } from "./writeRows.ts";
import { writeVideos } from "./writeVideos.ts";

export interface ImportContentOptions {
  /** The database, or the caller's transaction (the import then runs in a savepoint of it). */
  db: DbOrTx;
  stores: ImportStores;
  source: ImportFileSource;
  manifest: unknown;
  kind: ImportKind;
  now: Date;
  /** False writes rows only (no media files are read or stored): benchmarks and API-test seeds. */
  writeFiles?: boolean;
  /** Thumbnails per video when no files are written. */
  thumbnailsWithoutFiles?: number;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportResult {
  summary: ImportSummary;
  /** Database ids by external id. */
  ids: { actors: Map<string, number>; videos: Map<string, number>; albums: Map<string, number> };
}

/** Imports serialize on this lock, so two runs of one manifest cannot both create a record. */
const IMPORT_LOCK = 7_305_2611;
/** Media files processed at once (sharp and ffmpeg use the cores themselves). */
const FILE_LANES = 2;

/**
 * Imports actors, videos, albums and video collections from a manifest (spec core §7 actor_import_full, album_import).
 * 1. Every record is validated (validate.ts); any problem stops the import before anything is written.
 * 2. Media files are stored by content (idempotent); an unreadable file stops it, still before rows.
 * 3. All rows are written in one transaction: created when the external id is new, updated when it
 *    differs, left alone when equal. Pictures and sedcards keep their ids by position, so likes and
 *    pins stay attached.
 */
export async function importContent(options: ImportContentOptions): Promise<ImportResult> {
  const started = Date.now();
  const progress = options.onProgress ?? (() => undefined);
  const manifest = await validateManifest(
    options.db,
    options.kind,
    options.manifest,
    options.source,
    options.now,
  );
  const total =
    manifest.actors.length + manifest.videos.length + manifest.albums.length + manifest.collections.length;
  progress({ type: "progress", phase: "validate", done: total, total });

  const media = await storeFiles(options, manifest, progress);

  const counts = { actors: zero(), videos: zero(), albums: zero(), collections: zero() };
  const ids = await options.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const imageIds = await upsertImages(tx, [...media.images.values()]);
    const imageId = (file: string, locked = false) => {
      const stored = media.images.get(imageKey(file, locked));
      const id = stored && imageIds.get(stored.path);
      if (id === undefined) throw new Error(`Import image missing: ${file}`);
      return id;
    };
    let done = 0;
    const step = () => {
      done++;
      if (done % 100 === 0 || done === total) progress({ type: "progress", phase: "rows", done, total });
    };
    const actorIds = await writeActors(tx, manifest, imageId, counts.actors, step);
    const videoIds = await writeVideos(tx, manifest, imageId, media, actorIds, counts.videos, step);
    const albumIds = await writeAlbums(tx, manifest, imageId, actorIds, counts.albums, step);
    await writeCollections(tx, manifest, videoIds, counts.collections, step);
    return { actors: actorIds, videos: videoIds, albums: albumIds };
  });

  return {
    summary: {
      type: "done",
      ...counts,
      files: { processed: media.processed, reused: media.reused },
      durationMs: Date.now() - started,
    },
    ids,
  };
}

const zero = (): ImportCounts => ({ created: 0, updated: 0, unchanged: 0 });
const imageKey = (ref: string, locked: boolean) => `${locked ? "L" : "P"}:${ref}`;

/** Stores every image and video the manifest names (each distinct file once), a few at a time. */
async function storeFiles(
  options: ImportContentOptions,
  manifest: ValidManifest,
  progress: (p: ImportProgress) => void,
): Promise<StoredMedia> {
  const jobs: { key: string; run: () => Promise<boolean> }[] = [];
  type Alt = Partial<Localized>;
  const result: StoredMedia = { images: new Map(), videos: new Map(), processed: 0, reused: 0 };
  const write = options.writeFiles ?? true;
  const file = (ref: string) => options.source.get(ref) as ImportFile;
  const seenJobs = new Set<string>();
  const add = (key: string, run: () => Promise<boolean>) => {
    if (seenJobs.has(key)) return;
    seenJobs.add(key);
    jobs.push({ key, run });
  };
  for (const actor of manifest.actors) {
    const alt = fullTexts({ en: actor.name });
    for (const sedcard of actor.sedcards) {
      const locked = isProtectedSedcard(sedcard);
      add(imageKey(sedcard.file, locked), () => runImage(sedcard, locked, alt));
    }
    if (actor.cover) {
      const cover = actor.cover;
      add(imageKey(cover.file, false), () => runImage(cover, false, alt));
    }
  }
  for (const video of manifest.videos) {
    add(imageKey(video.preview.file, false), () => runImage(video.preview, false, fullTexts(video.title)));
    add(`V:${video.clip}:${video.previewClip ?? ""}`, async () => {
      const clip = file(video.clip);
      if (!write) {
        result.videos.set(video.clip, {
          mediaKey: videoKeyOf(clip),
          thumbnails: options.thumbnailsWithoutFiles ?? 0,
        });
        return false;
      }
      const stored = await storeVideo(
        options.stores,
        clip,
        video.previewClip ? file(video.previewClip) : undefined,
      );
      result.videos.set(video.clip, stored);
      return stored.processed;
    });
  }
  for (const album of manifest.albums)
    album.pictures.forEach((picture, index) => {
      const locked = isProtectedAlbumPicture(album, picture, index);
      add(imageKey(picture.file, locked), () => runImage(picture, locked, fullTexts(album.title)));
    });

  async function runImage(image: TImportImage, locked: boolean, fallbackAlt: Alt): Promise<boolean> {
    const key = imageKey(image.file, locked);
    const alt = image.alt ? texts(image.alt) : fallbackAlt;
    if (!write) {
      result.images.set(key, { ...(await describeImage(file(image.file), locked)), alt });
      return false;
    }
    const stored = await storeImage(options.stores, file(image.file), locked);
    result.images.set(key, { ...stored.image, alt });
    return stored.processed;
  }

  const issues: ImportIssue[] = [];
  let next = 0;
  let done = 0;
  const lane = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      try {
        if (await job.run()) result.processed++;
        else result.reused++;
      } catch (error) {
        if (!(error instanceof ImportFileError)) throw error;
        const use = manifest.files.find((f) => f.ref === error.ref);
        issues.push({
          position: use?.position ?? error.ref,
          externalId: use?.externalId,
          message: error.message,
        });
      }
      done++;
      if (done % 20 === 0 || done === jobs.length)
        progress({ type: "progress", phase: "files", done, total: jobs.length });
    }
  };
  await Promise.all(Array.from({ length: FILE_LANES }, lane));
  if (issues.length) failWithIssues(issues);
  return result;
}

/** Inserts the image rows that do not exist yet and answers every path's id. */
async function upsertImages(
  tx: Tx,
  stored: (StoredImage & { alt: Partial<Localized> })[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < stored.length; i += 500) {
    const chunk = stored.slice(i, i + 500);
    await tx.insert(images).values(chunk).onConflictDoNothing({ target: images.path });
    const rows = await tx
      .select({ id: images.id, path: images.path })
      .from(images)
      .where(
        inArray(
          images.path,
          chunk.map((image) => image.path),
        ),
      );
    for (const row of rows) ids.set(row.path, row.id);
  }
  return ids;
}
