import { and, eq, gte, inArray } from "drizzle-orm";
import type { ImportCounts, TImportImage } from "../../../../common/contracts/contentImport.ts";
import { LANGUAGES, type Localized } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import {
  actorInterviews,
  actorSedcards,
  actors,
  albumPictures,
  albums,
  videoCategories,
  videos,
  videoTags,
} from "../../../db/schema/index.ts";
import { isPictureLocked } from "../../catalog/policy.ts";
import type { StoredImage } from "../media.ts";
import type { ValidManifest } from "../validate.ts";

/**
 * The rows step of the content import: each table's records created, updated or left alone by
 * external id, and their children kept in step (sedcards and pictures by position, sets replaced).
 */

/** The media of a manifest once stored (or described, for rows-only imports). */
export interface StoredMedia {
  images: Map<string, StoredImage & { alt: Partial<Localized> }>;
  videos: Map<string, { mediaKey: string; thumbnails: number }>;
  processed: number;
  reused: number;
}

/** Texts with empty languages dropped. */
export function texts(value: Partial<Localized>): Partial<Localized> {
  return Object.fromEntries(Object.entries(value).filter(([, text]) => text)) as Partial<Localized>;
}
/** Texts every language has: missing ones take the English text. */
export function fullTexts(value: Partial<Localized> & { en: string }): Localized {
  return Object.fromEntries(LANGUAGES.map((l) => [l, value[l] || value.en])) as Localized;
}

/** A stable JSON text of a value (object keys sorted, dates as ISO), to compare stored and new rows. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Date) return v.toISOString();
    if (v && typeof v === "object" && !Array.isArray(v))
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
      );
    return v;
  });
}

type Counter = ImportCounts;
type ImageIdOf = (file: string, locked?: boolean) => number;

/**
 * The generic create / update / leave-alone step of one table: `rows` carry their external id and
 * the values to write, `existing` the stored values of those external ids (same keys).
 */
export async function reconcile<Row extends { externalId: string }>(options: {
  rows: Row[];
  existing: Map<string, { id: number; values: Row }>;
  insert: (rows: Row[]) => Promise<number[]>;
  update: (id: number, row: Row) => Promise<void>;
  step: () => void;
}): Promise<{ ids: Map<string, number>; created: Set<string>; changed: Set<string> }> {
  const ids = new Map<string, number>();
  const created = new Set<string>();
  const changed = new Set<string>();
  const fresh: Row[] = [];
  for (const row of options.rows) {
    const before = options.existing.get(row.externalId);
    if (!before) {
      fresh.push(row);
      continue;
    }
    ids.set(row.externalId, before.id);
    if (canonical(before.values) !== canonical(row)) {
      await options.update(before.id, row);
      changed.add(row.externalId);
    }
    options.step();
  }
  for (let i = 0; i < fresh.length; i += 200) {
    const chunk = fresh.slice(i, i + 200);
    const newIds = await options.insert(chunk);
    chunk.forEach((row, index) => {
      ids.set(row.externalId, newIds[index] as number);
      created.add(row.externalId);
      options.step();
    });
  }
  return { ids, created, changed };
}

/** Children kept by position (sedcards, album pictures): update in place, add, remove the rest. */
async function syncByPosition<Child extends { imageId: number; ageRating: number }>(
  current: { position: number; imageId: number; ageRating: number }[],
  wanted: Child[],
  ops: {
    update: (position: number, child: Child) => Promise<unknown>;
    insert: (children: { position: number; child: Child }[]) => Promise<unknown>;
    removeFrom: (position: number) => Promise<unknown>;
  },
): Promise<boolean> {
  let changed = false;
  const byPosition = new Map(current.map((c) => [c.position, c]));
  const added: { position: number; child: Child }[] = [];
  for (const [position, child] of wanted.entries()) {
    const before = byPosition.get(position);
    if (!before) added.push({ position, child });
    else if (before.imageId !== child.imageId || before.ageRating !== child.ageRating) {
      await ops.update(position, child);
      changed = true;
    }
  }
  if (added.length) {
    await ops.insert(added);
    changed = true;
  }
  if (current.some((c) => c.position >= wanted.length)) {
    await ops.removeFrom(wanted.length);
    changed = true;
  }
  return changed;
}

const ACTOR_COLUMNS = {
  externalId: actors.externalId,
  name: actors.name,
  gender: actors.gender,
  genderType: actors.genderType,
  birthDate: actors.birthDate,
  country: actors.country,
  city: actors.city,
  latitude: actors.latitude,
  longitude: actors.longitude,
  languages: actors.languages,
  headline: actors.headline,
  about: actors.about,
  heightCm: actors.heightCm,
  eyeColor: actors.eyeColor,
  hairColor: actors.hairColor,
  bodyType: actors.bodyType,
  priceVideoChat: actors.priceVideoChat,
  priceSingleC2c: actors.priceSingleC2c,
  priceMessage: actors.priceMessage,
  priceVoyeur: actors.priceVoyeur,
  voucherChatMinutes: actors.voucherChatMinutes,
  freeMessages: actors.freeMessages,
  isLivePreviewEnabled: actors.isLivePreviewEnabled,
  isVoyeurChatAvailable: actors.isVoyeurChatAvailable,
  isAvailableForConversionChat: actors.isAvailableForConversionChat,
  bannedCountryCodes: actors.bannedCountryCodes,
  registeredAt: actors.registeredAt,
  avatarImageId: actors.avatarImageId,
  coverImageId: actors.coverImageId,
};

export async function writeActors(
  tx: Tx,
  manifest: ValidManifest,
  imageId: ImageIdOf,
  counter: Counter,
  step: () => void,
): Promise<Map<string, number>> {
  const rows = manifest.actors.map((a) => ({
    externalId: a.externalId,
    name: a.name,
    gender: a.gender,
    genderType: a.genderType,
    birthDate: a.birthDate,
    country: a.country,
    city: a.city,
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
    languages: a.languages,
    headline: texts(a.headline),
    about: texts(a.about),
    heightCm: a.heightCm ?? null,
    eyeColor: a.eyeColor ?? null,
    hairColor: a.hairColor ?? null,
    bodyType: a.bodyType ?? null,
    priceVideoChat: a.prices.videoChat,
    priceSingleC2c: a.prices.singleC2c,
    priceMessage: a.prices.message,
    priceVoyeur: a.prices.voyeur,
    voucherChatMinutes: a.voucherChatMinutes,
    freeMessages: a.freeMessages,
    isLivePreviewEnabled: a.livePreview,
    isVoyeurChatAvailable: a.voyeurChat,
    isAvailableForConversionChat: a.conversionChat,
    bannedCountryCodes: a.bannedCountryCodes,
    registeredAt: new Date(a.registeredAt),
    avatarImageId: imageId((a.sedcards[0] as TImportImage).file),
    coverImageId: a.cover ? imageId(a.cover.file) : null,
  }));
  const existing = new Map(
    (
      await tx
        .select({ id: actors.id, ...ACTOR_COLUMNS })
        .from(actors)
        .where(inArray(actors.externalId, rows.length ? rows.map((r) => r.externalId) : [""]))
    ).map(({ id, ...values }) => [
      values.externalId as string,
      { id, values: values as (typeof rows)[number] },
    ]),
  );
  const { ids, created, changed } = await reconcile({
    rows,
    existing,
    insert: async (chunk) =>
      (await tx.insert(actors).values(chunk).returning({ id: actors.id })).map((r) => r.id),
    update: async (id, row) => {
      await tx.update(actors).set(row).where(eq(actors.id, id));
    },
    step,
  });

  // Sedcards (kept by position) and interviews (replaced) of every actor.
  const actorIds = [...ids.values()];
  const sedcards = actorIds.length
    ? await tx
        .select({
          actorId: actorSedcards.actorId,
          position: actorSedcards.position,
          imageId: actorSedcards.imageId,
          ageRating: actorSedcards.ageRating,
        })
        .from(actorSedcards)
        .where(inArray(actorSedcards.actorId, actorIds))
    : [];
  const interviews = actorIds.length
    ? await tx
        .select({
          actorId: actorInterviews.actorId,
          position: actorInterviews.position,
          question: actorInterviews.question,
          answer: actorInterviews.answer,
        })
        .from(actorInterviews)
        .where(inArray(actorInterviews.actorId, actorIds))
    : [];
  for (const actor of manifest.actors) {
    const actorId = ids.get(actor.externalId) as number;
    const sedcardsChanged = await syncByPosition(
      sedcards.filter((s) => s.actorId === actorId),
      actor.sedcards.map((s) => ({ imageId: imageId(s.file), ageRating: s.ageRating })),
      {
        update: (position, s) =>
          tx
            .update(actorSedcards)
            .set(s)
            .where(and(eq(actorSedcards.actorId, actorId), eq(actorSedcards.position, position))),
        insert: (added) =>
          tx
            .insert(actorSedcards)
            .values(added.map(({ position, child }) => ({ actorId, position, ...child }))),
        removeFrom: (position) =>
          tx
            .delete(actorSedcards)
            .where(and(eq(actorSedcards.actorId, actorId), gte(actorSedcards.position, position))),
      },
    );
    const wantedInterviews = actor.interviews.map((item, position) => ({
      position,
      question: fullTexts(item.question),
      answer: fullTexts(item.answer),
    }));
    const storedInterviews = interviews
      .filter((i) => i.actorId === actorId)
      .sort((a, b) => a.position - b.position)
      .map(({ actorId: _, ...rest }) => rest);
    let interviewsChanged = false;
    if (canonical(storedInterviews) !== canonical(wantedInterviews)) {
      await tx.delete(actorInterviews).where(eq(actorInterviews.actorId, actorId));
      if (wantedInterviews.length)
        await tx.insert(actorInterviews).values(wantedInterviews.map((item) => ({ actorId, ...item })));
      interviewsChanged = true;
    }
    tally(counter, actor.externalId, created, changed, sedcardsChanged || interviewsChanged);
  }
  return ids;
}

/** Counts a record once: created, updated (its row or any child changed), or unchanged. */
export function tally(
  counter: Counter,
  id: string,
  created: Set<string>,
  changed: Set<string>,
  childChanged: boolean,
) {
  if (created.has(id)) counter.created++;
  else if (changed.has(id) || childChanged) counter.updated++;
  else counter.unchanged++;
}

const VIDEO_COLUMNS = {
  externalId: videos.externalId,
  actorId: videos.actorId,
  title: videos.title,
  description: videos.description,
  durationSec: videos.durationSec,
  ageRating: videos.ageRating,
  vip: videos.vip,
  isVip30Offer: videos.isVip30Offer,
  free: videos.free,
  camRecording: videos.camRecording,
  classic: videos.classic,
  price: videos.price,
  basePrice: videos.basePrice,
  dailyBonusPrice: videos.dailyBonusPrice,
  previewImageId: videos.previewImageId,
  previewThumbnailCount: videos.previewThumbnailCount,
  mediaKey: videos.mediaKey,
  releasedAt: videos.releasedAt,
};

export async function writeVideos(
  tx: Tx,
  manifest: ValidManifest,
  imageId: ImageIdOf,
  media: StoredMedia,
  actorIds: Map<string, number>,
  counter: Counter,
  step: () => void,
): Promise<Map<string, number>> {
  const actorIdOf = await actorResolver(tx, actorIds, manifest.videos);
  const rows = manifest.videos.map((v) => {
    const stored = media.videos.get(v.clip);
    return {
      externalId: v.externalId,
      actorId: actorIdOf(v.actorExternalId),
      title: fullTexts(v.title),
      description: texts(v.description),
      durationSec: v.durationSec,
      ageRating: v.ageRating,
      vip: v.vip,
      isVip30Offer: v.isVip30Offer,
      free: v.free,
      camRecording: v.camRecording,
      classic: v.classic,
      price: v.price,
      basePrice: v.basePrice ?? v.price,
      dailyBonusPrice: v.dailyBonusPrice ?? null,
      previewImageId: imageId(v.preview.file),
      previewThumbnailCount: stored?.thumbnails ?? 0,
      mediaKey: stored?.mediaKey ?? null,
      releasedAt: new Date(v.releasedAt),
    };
  });
  const existing = new Map(
    (
      await tx
        .select({ id: videos.id, ...VIDEO_COLUMNS })
        .from(videos)
        .where(inArray(videos.externalId, rows.length ? rows.map((r) => r.externalId) : [""]))
    ).map(({ id, ...values }) => [
      values.externalId as string,
      { id, values: values as (typeof rows)[number] },
    ]),
  );
  const { ids, created, changed } = await reconcile({
    rows,
    existing,
    insert: async (chunk) =>
      (await tx.insert(videos).values(chunk).returning({ id: videos.id })).map((r) => r.id),
    update: async (id, row) => {
      await tx.update(videos).set(row).where(eq(videos.id, id));
    },
    step,
  });

  // Categories and tags: a set per video, replaced when it differs.
  const videoIds = [...ids.values()];
  const storedCategories = new Map<number, number[]>();
  const storedTags = new Map<number, number[]>();
  if (videoIds.length) {
    for (const row of await tx
      .select({ videoId: videoCategories.videoId, id: videoCategories.categoryId })
      .from(videoCategories)
      .where(inArray(videoCategories.videoId, videoIds)))
      storedCategories.set(row.videoId, [...(storedCategories.get(row.videoId) ?? []), row.id]);
    for (const row of await tx
      .select({ videoId: videoTags.videoId, id: videoTags.tagId })
      .from(videoTags)
      .where(inArray(videoTags.videoId, videoIds)))
      storedTags.set(row.videoId, [...(storedTags.get(row.videoId) ?? []), row.id]);
  }
  const sameSet = (a: number[], b: number[]) =>
    canonical([...a].sort()) === canonical([...new Set(b)].sort());
  const newCategories: { videoId: number; categoryId: number }[] = [];
  const newTags: { videoId: number; tagId: number }[] = [];
  for (const video of manifest.videos) {
    const videoId = ids.get(video.externalId) as number;
    const categoryIds = [
      ...new Set(video.categories.map((slug) => manifest.categoryIds.get(slug) as number)),
    ];
    const tagIds = [...new Set(video.tags.map((key) => manifest.tagIds.get(key) as number))];
    let childChanged = false;
    if (!sameSet(storedCategories.get(videoId) ?? [], categoryIds)) {
      if (storedCategories.has(videoId))
        await tx.delete(videoCategories).where(eq(videoCategories.videoId, videoId));
      newCategories.push(...categoryIds.map((categoryId) => ({ videoId, categoryId })));
      childChanged = true;
    }
    if (!sameSet(storedTags.get(videoId) ?? [], tagIds)) {
      if (storedTags.has(videoId)) await tx.delete(videoTags).where(eq(videoTags.videoId, videoId));
      newTags.push(...tagIds.map((tagId) => ({ videoId, tagId })));
      childChanged = true;
    }
    tally(counter, video.externalId, created, changed, childChanged && !created.has(video.externalId));
  }
  for (let i = 0; i < newCategories.length; i += 1000)
    await tx.insert(videoCategories).values(newCategories.slice(i, i + 1000));
  for (let i = 0; i < newTags.length; i += 1000)
    await tx.insert(videoTags).values(newTags.slice(i, i + 1000));
  return ids;
}

/** Actor ids of the manifest's actors and of actors imported before. */
async function actorResolver(tx: Tx, known: Map<string, number>, records: { actorExternalId: string }[]) {
  const missing = [...new Set(records.map((r) => r.actorExternalId))].filter((id) => !known.has(id));
  const all = new Map(known);
  if (missing.length)
    for (const row of await tx
      .select({ id: actors.id, externalId: actors.externalId })
      .from(actors)
      .where(inArray(actors.externalId, missing)))
      all.set(row.externalId as string, row.id);
  return (externalId: string) => {
    const id = all.get(externalId);
    if (id === undefined) throw new Error(`Import actor missing: ${externalId}`);
    return id;
  };
}

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
    title: fullTexts(a.title),
    description: texts(a.description),
    ageRating: a.ageRating,
    free: a.free,
    price: a.price,
    basePrice: a.basePrice ?? a.price,
    isVipContent: a.isVipContent,
    isPrivateShop: a.isPrivateShop,
    // The cover is the first picture, always a free preview.
    coverImageId: imageId((a.pictures[0] as TImportImage).file, isPictureLocked(a, 0)),
    releasedAt: new Date(a.releasedAt),
  }));
  const existing = new Map(
    (
      await tx
        .select({ id: albums.id, ...ALBUM_COLUMNS })
        .from(albums)
        .where(inArray(albums.externalId, rows.length ? rows.map((r) => r.externalId) : [""]))
    ).map(({ id, ...values }) => [
      values.externalId as string,
      { id, values: values as (typeof rows)[number] },
    ]),
  );
  const { ids, created, changed } = await reconcile({
    rows,
    existing,
    insert: async (chunk) =>
      (await tx.insert(albums).values(chunk).returning({ id: albums.id })).map((r) => r.id),
    update: async (id, row) => {
      await tx.update(albums).set(row).where(eq(albums.id, id));
    },
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
        imageId: imageId(p.file, isPictureLocked(album, index)),
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
