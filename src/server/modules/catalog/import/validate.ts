import { inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type ImportIssue,
  type TImportActor,
  type TImportAlbum,
  type TImportCollection,
  type TImportVideo,
  ZActorImportManifest,
  ZAlbumImportManifest,
  ZImportActor,
  ZImportAlbum,
  ZImportCollection,
  ZImportVideo,
} from "../../../../common/contracts/contentImport.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { actors, categories, tags, videos } from "../../../db/schema/catalog.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { parseInput } from "../../../lib/validate.ts";
import type { FileKind, ImportFileSource } from "./files.ts";

export type ImportKind = "actors" | "albums";

/** Where a media file is used: the first position names it in an error. */
export interface FileUse {
  ref: string;
  position: string;
  externalId: string;
}

export interface ValidManifest {
  actors: TImportActor[];
  videos: TImportVideo[];
  albums: TImportAlbum[];
  collections: TImportCollection[];
  /** Category ids by English slug and tag ids by group key, for the rows. */
  categoryIds: Map<string, number>;
  tagIds: Map<string, number>;
  files: FileUse[];
}

/** Issues listed in one answer; the count says how many there were. */
const MAX_LISTED = 100;

export function failWithIssues(issues: ImportIssue[]): never {
  const first = issues[0];
  throw new AppError(
    AppErrorCode.VALIDATION_FAILED,
    `${issues.length} problem${issues.length === 1 ? "" : "s"} in the manifest${first ? `; first ${first.position}: ${first.message}` : ""}`,
    { issues: issues.slice(0, MAX_LISTED), count: issues.length },
  );
}

const IMAGE_KINDS: FileKind[] = ["jpeg", "png", "webp"];

/**
 * Checks every record of a manifest before anything is written: the shape of each record, ids
 * unique within the manifest, references to actors, categories and tags, actor names free, and
 * every named file uploaded with the right type. All problems are collected with their position.
 */
export async function validateManifest(
  db: DbOrTx,
  kind: ImportKind,
  input: unknown,
  source: ImportFileSource,
  now: Date,
): Promise<ValidManifest> {
  const raw =
    kind === "actors"
      ? parseInput(ZActorImportManifest, input)
      : { actors: [], videos: [], collections: [], ...parseInput(ZAlbumImportManifest, input) };
  const issues: ImportIssue[] = [];
  const files: FileUse[] = [];

  function parseSection<S extends z.ZodType>(section: string, records: unknown[], schema: S): z.infer<S>[] {
    const valid: z.infer<S>[] = [];
    records.forEach((record, index) => {
      const result = schema.safeParse(record);
      const externalId =
        typeof record === "object" &&
        record !== null &&
        typeof (record as { externalId?: unknown }).externalId === "string"
          ? (record as { externalId: string }).externalId
          : undefined;
      if (result.success) valid.push(result.data);
      else
        for (const issue of result.error.issues)
          issues.push({ position: position(section, index, issue.path), externalId, message: issue.message });
    });
    // Only fully valid sections go on to the cross-record checks (their indexes must match).
    return valid.length === records.length ? valid : [];
  }

  const actorRecords = parseSection("actors", raw.actors, ZImportActor);
  const videoRecords = parseSection("videos", raw.videos, ZImportVideo);
  const albumRecords = parseSection("albums", raw.albums, ZImportAlbum);
  const collectionRecords = parseSection("collections", raw.collections, ZImportCollection);
  if (issues.length) failWithIssues(issues);

  const duplicates = (section: string, ids: string[]) => {
    const seen = new Set<string>();
    ids.forEach((id, index) => {
      if (seen.has(id))
        issues.push({
          position: `${section}[${index}].externalId`,
          externalId: id,
          message: "Twice in the manifest",
        });
      seen.add(id);
    });
  };
  duplicates(
    "actors",
    actorRecords.map((a) => a.externalId),
  );
  duplicates(
    "videos",
    videoRecords.map((v) => v.externalId),
  );
  duplicates(
    "albums",
    albumRecords.map((a) => a.externalId),
  );
  duplicates(
    "collections",
    collectionRecords.map((c) => c.externalId),
  );
  await checkCollectionVideos(db, collectionRecords, videoRecords, issues);

  // Actors: adults, names unique in the manifest and not taken by another actor.
  const adultBefore = new Date(now);
  adultBefore.setUTCFullYear(adultBefore.getUTCFullYear() - 18);
  const names = new Map<string, number>();
  actorRecords.forEach((actor, index) => {
    if (new Date(`${actor.birthDate}T00:00:00Z`) > adultBefore)
      issues.push({
        position: `actors[${index}].birthDate`,
        externalId: actor.externalId,
        message: "Performers must be 18 or older",
      });
    const key = actor.name.toLowerCase();
    if (names.has(key))
      issues.push({
        position: `actors[${index}].name`,
        externalId: actor.externalId,
        message: "Twice in the manifest",
      });
    names.set(key, index);
  });
  if (names.size) {
    const taken = await db
      .select({ name: actors.name, externalId: actors.externalId })
      .from(actors)
      .where(inArray(sql`lower(${actors.name})`, [...names.keys()]));
    for (const row of taken) {
      const index = names.get(row.name.toLowerCase()) as number;
      const actor = actorRecords[index] as TImportActor;
      if (row.externalId !== actor.externalId)
        issues.push({
          position: `actors[${index}].name`,
          externalId: actor.externalId,
          message: "Another actor has this name",
        });
    }
  }

  // Videos and albums belong to an actor of this manifest or one imported before.
  const manifestActors = new Set(actorRecords.map((a) => a.externalId));
  const wanted = [...videoRecords, ...albumRecords]
    .map((r) => r.actorExternalId)
    .filter((id) => !manifestActors.has(id));
  const known = new Set(manifestActors);
  if (wanted.length) {
    const rows = await db
      .select({ externalId: actors.externalId })
      .from(actors)
      .where(inArray(actors.externalId, [...new Set(wanted)]));
    for (const row of rows) if (row.externalId) known.add(row.externalId);
  }
  const checkActor = (section: string, records: { actorExternalId: string; externalId: string }[]) =>
    records.forEach((record, index) => {
      if (!known.has(record.actorExternalId))
        issues.push({
          position: `${section}[${index}].actorExternalId`,
          externalId: record.externalId,
          message: "Unknown actor",
        });
    });
  checkActor("videos", videoRecords);
  checkActor("albums", albumRecords);

  // Categories and tags are reference data: they must exist.
  const categoryRows = await db.select({ id: categories.id, slug: categories.slugEn }).from(categories);
  const tagRows = await db.select({ id: tags.id, key: tags.groupKey }).from(tags);
  const categoryIds = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const tagIds = new Map(tagRows.map((t) => [t.key, t.id]));
  videoRecords.forEach((video, index) => {
    video.categories.forEach((slug, i) => {
      if (!categoryIds.has(slug))
        issues.push({
          position: `videos[${index}].categories[${i}]`,
          externalId: video.externalId,
          message: `Unknown category ${slug}`,
        });
    });
    video.tags.forEach((key, i) => {
      if (!tagIds.has(key))
        issues.push({
          position: `videos[${index}].tags[${i}]`,
          externalId: video.externalId,
          message: `Unknown tag ${key}`,
        });
    });
  });

  // Every named file was uploaded and has the type its place needs.
  const requireFile = (ref: string, at: string, externalId: string, kinds: FileKind[], what: string) => {
    const file = source.get(ref);
    if (!file) issues.push({ position: at, externalId, message: `The file ${ref} was not uploaded` });
    else if (!kinds.includes(file.kind))
      issues.push({ position: at, externalId, message: `The file ${ref} is not ${what}` });
    else files.push({ ref, position: at, externalId });
  };
  const image = (ref: string, at: string, id: string) =>
    requireFile(ref, at, id, IMAGE_KINDS, "a JPEG, PNG or WebP image");
  actorRecords.forEach((actor, index) => {
    for (const [i, s] of actor.sedcards.entries())
      image(s.file, `actors[${index}].sedcards[${i}].file`, actor.externalId);
    if (actor.cover) image(actor.cover.file, `actors[${index}].cover.file`, actor.externalId);
  });
  videoRecords.forEach((video, index) => {
    image(video.preview.file, `videos[${index}].preview.file`, video.externalId);
    requireFile(video.clip, `videos[${index}].clip`, video.externalId, ["mp4"], "an MP4 video");
    if (video.previewClip)
      requireFile(
        video.previewClip,
        `videos[${index}].previewClip`,
        video.externalId,
        ["mp4"],
        "an MP4 video",
      );
  });
  albumRecords.forEach((album, index) => {
    for (const [i, p] of album.pictures.entries())
      image(p.file, `albums[${index}].pictures[${i}].file`, album.externalId);
  });

  if (issues.length) failWithIssues(issues);
  return {
    actors: actorRecords,
    videos: videoRecords,
    albums: albumRecords,
    collections: collectionRecords,
    categoryIds,
    tagIds,
    files,
  };
}

/** A collection's videos are of this manifest or imported before, each once. */
async function checkCollectionVideos(
  db: DbOrTx,
  collections: TImportCollection[],
  videoRecords: TImportVideo[],
  issues: ImportIssue[],
) {
  const inManifest = new Set(videoRecords.map((v) => v.externalId));
  const wanted = [...new Set(collections.flatMap((c) => c.videos))].filter((id) => !inManifest.has(id));
  const known = new Set(inManifest);
  for (let i = 0; i < wanted.length; i += 5000)
    for (const row of await db
      .select({ externalId: videos.externalId })
      .from(videos)
      .where(inArray(videos.externalId, wanted.slice(i, i + 5000))))
      if (row.externalId) known.add(row.externalId);
  collections.forEach((collection, index) => {
    const seen = new Set<string>();
    collection.videos.forEach((id, i) => {
      const at = { position: `collections[${index}].videos[${i}]`, externalId: collection.externalId };
      if (!known.has(id)) issues.push({ ...at, message: `Unknown video ${id}` });
      else if (seen.has(id)) issues.push({ ...at, message: "Twice in the collection" });
      seen.add(id);
    });
  });
}

function position(section: string, index: number, path: PropertyKey[]): string {
  return `${section}[${index}]${path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("")}`;
}
