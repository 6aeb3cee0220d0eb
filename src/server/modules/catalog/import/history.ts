import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import {
  actorInterviews,
  actors,
  categories,
  images,
  tags,
  videoActivityDaily,
} from "../../../db/schema/catalog.ts";

// What the content import (importContent) does not carry: the reference data it refers to
// (categories with their images, tags) and a catalogue's history (performers' presence, the videos'
// and albums' counters, daily activity, interviews), as a platform moving its catalogue here, or the
// demo seed (src/server/seed), brings them. Each in the caller's transaction.

/** Adds categories (with their picture) and tags; answers the new images' ids by path. */
export async function addReferenceData(
  tx: Tx,
  data: {
    images: (typeof images.$inferInsert)[];
    categories: (Omit<typeof categories.$inferInsert, "imageId"> & { imagePath: string })[];
    tags: (typeof tags.$inferInsert)[];
  },
): Promise<void> {
  const rows = data.images.length
    ? await tx.insert(images).values(data.images).returning({ id: images.id, path: images.path })
    : [];
  const imageIds = new Map(rows.map((row) => [row.path, row.id]));
  if (data.categories.length)
    await tx
      .insert(categories)
      .values(data.categories.map(({ imagePath, ...c }) => ({ ...c, imageId: imageIds.get(imagePath) })));
  if (data.tags.length) await tx.insert(tags).values(data.tags);
}

/** A performer's presence to bring over. */
export interface PresenceHistory {
  actorId: number;
  onlineSince: Date | null;
  isOnlineMobileVideocall: boolean;
  freeChat: boolean;
  isCurrentlyTicketShow: boolean;
}

async function inChunks<T>(items: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await write(items.slice(i, i + size));
}

/**
 * A catalogue's history: who is online (and how), who has a toy, the videos' and albums' counters
 * (one statement per 500 rows), the videos' daily activity, the actors' interviews.
 */
export async function addCatalogHistory(
  tx: Tx,
  history: {
    online: PresenceHistory[];
    withToy: number[];
    videoCounters: {
      id: number;
      likes: number;
      dislikes: number;
      views: number;
      sales: number;
      contestPlace: number | null;
    }[];
    albumCounters: { id: number; views: number; likes: number; dislikes: number }[];
    activity: (typeof videoActivityDaily.$inferInsert)[];
    interviews: (typeof actorInterviews.$inferInsert)[];
  },
): Promise<void> {
  for (const { actorId, ...presence } of history.online)
    await tx
      .update(actors)
      .set({ isOnline: true, ...presence })
      .where(eq(actors.id, actorId));
  await inChunks(history.withToy, 1000, (ids) =>
    tx
      .update(actors)
      .set({ hasToy: true })
      .where(sql`${actors.id} = any(${`{${ids.join(",")}}`}::int[])`),
  );
  await inChunks(history.videoCounters, 500, (rows) =>
    tx.execute(sql`update videos set likes = d.likes, dislikes = d.dislikes, views = d.views,
      sales_count = d.sales, contest_place = d.place
      from (values ${sql.join(
        rows.map(
          (v) =>
            sql`(${v.id}::int, ${v.likes}::int, ${v.dislikes}::int, ${v.views}::int, ${v.sales}::int, ${v.contestPlace}::smallint)`,
        ),
        sql`, `,
      )}) as d(id, likes, dislikes, views, sales, place)
      where videos.id = d.id`),
  );
  await inChunks(history.albumCounters, 500, (rows) =>
    tx.execute(sql`update albums set total_views = d.views, likes = d.likes, dislikes = d.dislikes
      from (values ${sql.join(
        rows.map((a) => sql`(${a.id}::int, ${a.views}::int, ${a.likes}::int, ${a.dislikes}::int)`),
        sql`, `,
      )}) as d(id, views, likes, dislikes)
      where albums.id = d.id`),
  );
  await inChunks(history.activity, 1000, (chunk) => tx.insert(videoActivityDaily).values(chunk));
  await inChunks(history.interviews, 500, (chunk) => tx.insert(actorInterviews).values(chunk));
}
