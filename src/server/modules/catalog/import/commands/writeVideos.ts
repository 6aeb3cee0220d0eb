import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../../../../db/client.ts";
import { videoCategories, videos, videoTags } from "../../../../db/schema/catalog.ts";
import type { ValidManifest } from "../validate.ts";
import {
  actorResolver,
  type Counter,
  canonical,
  type ImageIdOf,
  reconcileTable,
  type StoredMedia,
  tally,
  texts,
} from "./writeRows.ts";

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

/** The videos of a manifest: rows by external id, their categories and tags as sets. */
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
      // Only the languages she wrote: pages fall back to hers, marked (catalog performerText).
      title: texts(v.title),
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
  const { ids, created, changed } = await reconcileTable({
    tx,
    table: videos,
    columns: VIDEO_COLUMNS,
    rows,
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
