import { eq, sql } from "drizzle-orm";
import type { MediaStore } from "../adapters/media-store/mediaStore.ts";
import type { Db, Tx } from "../db/client.ts";
import { actors, categories, images, tags, videoActivityDaily } from "../db/schema/catalog.ts";
import { IMAGE_WIDTHS } from "../lib/media/imageWidths.ts";
import { type ImportResult, importContent } from "../modules/contentImport/index.ts";
import { seedActorExtras } from "./actorExtras.ts";
import { hslToHex, renderArt } from "./art.ts";
import { DEMO_CLIP_THUMBNAILS } from "./clips.ts";
import { demoManifest } from "./demoManifest.ts";
import { type DemoPlan, demoId, planDemo } from "./demoPlan.ts";
import { DEMO_TAGS } from "./demoText.ts";

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

async function insertChunked<T>(items: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/**
 * Creates the demo catalogue. Categories and tags are reference data and are written directly;
 * actors, videos and albums with their media go through the content import (modules/contentImport),
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
    const categoryImageIds = new Map<string, number>();
    const rows = await tx
      .insert(images)
      .values(
        plan.imagePlans
          .filter((item) => categoryImages.has(item.path))
          .map((item) => ({
            path: item.path,
            width: 1280,
            height: Math.round(1280 / item.spec.aspect),
            color: hslToHex(item.spec.hue + 25, 60, 16),
            alt: item.alt,
          })),
      )
      .returning({ id: images.id, path: images.path });
    for (const row of rows) categoryImageIds.set(row.path, row.id);
    await tx
      .insert(categories)
      .values(
        plan.categoryPlans.map(({ imagePath, ...c }) => ({ ...c, imageId: categoryImageIds.get(imagePath) })),
      );
    await tx.insert(tags).values(DEMO_TAGS);

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
  });

  const summary: SeedSummary = {
    actors: plan.actorPlans.length,
    videos: plan.videoPlans.length,
    albums: plan.albumPlans.length,
    pictures: plan.albumPlans.reduce((n, a) => n + a.picturePaths.length, 0),
    categories: plan.categoryPlans.length,
    tags: DEMO_TAGS.length,
    images: plan.imagePlans.length,
  };
  log(
    `${summary.actors} actors, ${summary.videos} videos, ${summary.albums} albums with ${summary.pictures} pictures, ${summary.categories} categories`,
  );
  return summary;
}

/** What the demo shows that no import carries: live state, counters, trends, ratings, online hours. */
async function addDemoActivity(tx: Tx, plan: DemoPlan, ids: ImportResult["ids"], now: Date) {
  const id = (map: Map<string, number>, externalId: string) => {
    const value = map.get(externalId);
    if (value === undefined) throw new Error(`Demo record missing: ${externalId}`);
    return value;
  };
  for (const a of plan.actorPlans) {
    if (!a.row.isOnline) continue;
    await tx
      .update(actors)
      .set({
        isOnline: true,
        onlineSince: a.row.onlineSince,
        isOnlineMobileVideocall: a.row.isOnlineMobileVideocall,
        freeChat: a.row.freeChat,
        isCurrentlyTicketShow: a.row.isCurrentlyTicketShow,
      })
      .where(eq(actors.id, id(ids.actors, demoId.actor(a.slug))));
  }
  // Every third performer has a toy guests can control in a live chat (isDildocontrolAvailable).
  await tx.update(actors).set({ hasToy: true }).where(sql`${actors.id} % 3 = 0`);
  // One statement per table: the counters of every video and album from a VALUES list.
  const videoRows = plan.videoPlans.map(
    (v, index) =>
      sql`(${id(ids.videos, demoId.video(index))}::int, ${v.row.likes}::int, ${v.row.dislikes}::int, ${v.row.views}::int, ${v.row.salesCount}::int, ${v.row.contestPlace}::smallint)`,
  );
  for (let i = 0; i < videoRows.length; i += 500)
    await tx.execute(sql`update videos set likes = d.likes, dislikes = d.dislikes, views = d.views,
      sales_count = d.sales, contest_place = d.place
      from (values ${sql.join(videoRows.slice(i, i + 500), sql`, `)}) as d(id, likes, dislikes, views, sales, place)
      where videos.id = d.id`);
  const albumRows = plan.albumPlans.map(
    (a, index) =>
      sql`(${id(ids.albums, demoId.album(index))}::int, ${a.row.totalViews}::int, ${a.row.likes}::int, ${a.row.dislikes}::int)`,
  );
  for (let i = 0; i < albumRows.length; i += 500)
    await tx.execute(sql`update albums set total_views = d.views, likes = d.likes, dislikes = d.dislikes
      from (values ${sql.join(albumRows.slice(i, i + 500), sql`, `)}) as d(id, views, likes, dislikes)
      where albums.id = d.id`);
  await insertChunked(
    plan.activity.map(({ videoIndex, ...a }) => ({
      ...a,
      videoId: id(ids.videos, demoId.video(videoIndex)),
    })),
    1000,
    (chunk) => tx.insert(videoActivityDaily).values(chunk),
  );
  await seedActorExtras(
    tx,
    plan.actorPlans.map((a) => id(ids.actors, demoId.actor(a.slug))),
    now,
  );
}
