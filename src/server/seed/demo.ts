import type { MediaStore } from "../adapters/media-store/mediaStore.ts";
import type { Db, Tx } from "../db/client.ts";
import { IMAGE_WIDTHS } from "../lib/media/imageWidths.ts";
import {
  addCatalogHistory,
  addReferenceData,
  type ImportResult,
  importContent,
} from "../modules/catalog/index.ts";
import { seedActorExtras } from "./actorExtras.ts";
import { hslToHex, renderArt } from "./art.ts";
import { DEMO_CLIP_THUMBNAILS } from "./clips.ts";
import { seedDemoFeed } from "./demoFeed.ts";
import { demoManifest } from "./demoManifest.ts";
import { type DemoPlan, demoId, planDemo } from "./demoPlan.ts";
import { DEMO_ASMR_TAG, DEMO_TAGS } from "./demoText.ts";

export interface SeedDemoOptions {
  db: Db;
  media: MediaStore;
  /** Where full-length videos go (served by signed URL only); without it no clips are rendered. */
  protectedMedia?: MediaStore;
  /** Dates of the catalogue are relative to this moment. */
  now: Date;
  log?: (message: string) => void;
  /** Render image files (default true); benchmarks and API tests only need the rows. */
  renderImages?: boolean;
  /** Random seed; the same seed and `now` give the same catalogue. */
  seed?: number;
  /** Scale of the catalogue (default 1: 64 actors, about 420 videos and 84 albums). */
  scale?: number;
}

export interface SeedSummary {
  actors: number;
  videos: number;
  albums: number;
  pictures: number;
  categories: number;
  tags: number;
  images: number;
}

async function _insertChunked<T>(items: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/**
 * Creates the demo catalogue through the modules that own it. Categories and tags are reference data
 * (catalog addReferenceData);
 * actors, videos and albums with their media go through the content import (modules/catalog/import),
 * like an operator's actor_import_full; then the demo's activity (online state, views, likes,
 * sales, ratings, online hours) is added. One transaction: a failed seed leaves no half catalogue.
 */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const plan = planDemo(options);
  const writeFiles = (options.renderImages ?? true) && options.protectedMedia !== undefined;
  const { manifest, source } = demoManifest(plan);
  const categoryImages = new Set(plan.categoryPlans.map((c) => c.imagePath));

  if (options.renderImages ?? true) {
    for (const item of plan.imagePlans.filter((i) => categoryImages.has(i.path))) {
      if (await options.media.has(`${item.path}-w${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.jpg`)) continue;
      const art = await renderArt(item.spec);
      for (const width of IMAGE_WIDTHS)
        await options.media.put(`${item.path}-w${width}.jpg`, art.files[width]);
    }
  }

  await options.db.transaction(async (tx) => {
    await addReferenceData(tx, {
      images: plan.imagePlans
        .filter((item) => categoryImages.has(item.path))
        .map((item) => ({
          path: item.path,
          width: 1280,
          height: Math.round(1280 / item.spec.aspect),
          color: hslToHex(item.spec.hue + 25, 60, 16),
          alt: item.alt,
        })),
      categories: plan.categoryPlans,
      tags: [...DEMO_TAGS, DEMO_ASMR_TAG],
    });

    let lastLog = 0;
    const { ids } = await importContent({
      db: tx,
      stores: { media: options.media, protectedMedia: options.protectedMedia ?? options.media },
      source,
      manifest,
      kind: "actors",
      now: options.now,
      writeFiles,
      thumbnailsWithoutFiles: DEMO_CLIP_THUMBNAILS,
      onProgress: (progress) => {
        if (
          progress.phase === "validate" ||
          (progress.done - lastLog < 200 && progress.done !== progress.total)
        )
          return;
        lastLog = progress.done === progress.total ? 0 : progress.done;
        log(`${progress.phase === "files" ? "media files" : "rows"} ${progress.done}/${progress.total}`);
      },
    });
    await addDemoActivity(tx, plan, ids, options.now);
    log(`${await seedDemoFeed(tx, [...ids.actors.values()], options.now)} feed posts`);
  });

  const summary: SeedSummary = {
    actors: plan.actorPlans.length,
    videos: plan.videoPlans.length,
    albums: plan.albumPlans.length,
    pictures: plan.albumPlans.reduce((n, a) => n + a.picturePaths.length, 0),
    categories: plan.categoryPlans.length,
    tags: DEMO_TAGS.length + 1,
    images: plan.imagePlans.length,
  };
  log(
    `${summary.actors} actors, ${summary.videos} videos, ${summary.albums} albums with ${summary.pictures} pictures, ${summary.categories} categories`,
  );
  return summary;
}

/**
 * What the demo shows that no import carries: live state, counters, trends (the catalogue's
 * history), chat ratings (the ratings') and online hours (the actors').
 */
async function addDemoActivity(tx: Tx, plan: DemoPlan, ids: ImportResult["ids"], now: Date) {
  const id = (map: Map<string, number>, externalId: string) => {
    const value = map.get(externalId);
    if (value === undefined) throw new Error(`Demo record missing: ${externalId}`);
    return value;
  };
  const actorIds = plan.actorPlans.map((a) => id(ids.actors, demoId.actor(a.slug)));
  const interviews = await seedActorExtras(tx, actorIds, now);
  await addCatalogHistory(tx, {
    online: plan.actorPlans.flatMap((a) =>
      a.row.isOnline
        ? [
            {
              actorId: id(ids.actors, demoId.actor(a.slug)),
              onlineSince: a.row.onlineSince,
              isOnlineMobileVideocall: a.row.isOnlineMobileVideocall,
              freeChat: a.row.freeChat,
              isCurrentlyTicketShow: a.row.isCurrentlyTicketShow,
            },
          ]
        : [],
    ),
    // Every third performer has a toy guests can control in a live chat (isDildocontrolAvailable).
    withToy: actorIds.filter((actorId) => actorId % 3 === 0),
    videoCounters: plan.videoPlans.map((v, index) => ({
      id: id(ids.videos, demoId.video(index)),
      likes: v.row.likes,
      dislikes: v.row.dislikes,
      views: v.row.views,
      sales: v.row.salesCount,
      contestPlace: v.row.contestPlace,
    })),
    albumCounters: plan.albumPlans.map((a, index) => ({
      id: id(ids.albums, demoId.album(index)),
      views: a.row.totalViews,
      likes: a.row.likes,
      dislikes: a.row.dislikes,
    })),
    activity: plan.activity.map(({ videoIndex, ...a }) => ({
      ...a,
      videoId: id(ids.videos, demoId.video(videoIndex)),
    })),
    interviews,
  });
}
