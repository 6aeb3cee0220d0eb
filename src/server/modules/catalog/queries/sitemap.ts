import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { actors, albums, categories, videos } from "../../../db/schema/catalog.ts";

/** What the sitemap lists of the catalogue: released items only, oldest first (stable chunks). */
export interface SitemapCatalog {
  actors: { name: string; lastmod: Date }[];
  videos: { id: number; actorName: string; lastmod: Date }[];
  albums: { id: number; actorName: string; lastmod: Date }[];
  categories: { en: string; de: string; es: string }[];
}

/** The public items of the catalogue for the sitemap (spec content §2 pages). */
export async function sitemapCatalog(db: DbOrTx, now: Date): Promise<SitemapCatalog> {
  const [actorRows, videoRows, albumRows, categoryRows] = await Promise.all([
    // Her released videos as a join: drizzle names a column with its table only in a join (in a
    // hand-written subquery of a one-table select, `${actors.id}` was bound to the videos' own id).
    db
      .select({
        name: actors.name,
        lastmod:
          sql<Date>`greatest(${actors.registeredAt}, coalesce(max(${videos.releasedAt}), ${actors.registeredAt}))`.mapWith(
            (value: string | Date) => new Date(value),
          ),
      })
      .from(actors)
      .leftJoin(videos, and(eq(videos.actorId, actors.id), lte(videos.releasedAt, now)))
      .groupBy(actors.id)
      .orderBy(asc(actors.id)),
    db
      .select({ id: videos.id, actorName: actors.name, lastmod: videos.releasedAt })
      .from(videos)
      .innerJoin(actors, eq(actors.id, videos.actorId))
      .where(lte(videos.releasedAt, now))
      .orderBy(asc(videos.id)),
    db
      .select({ id: albums.id, actorName: actors.name, lastmod: albums.releasedAt })
      .from(albums)
      .innerJoin(actors, eq(actors.id, albums.actorId))
      .where(lte(albums.releasedAt, now))
      .orderBy(asc(albums.id)),
    db
      .select({ en: categories.slugEn, de: categories.slugDe, es: categories.slugEs })
      .from(categories)
      .orderBy(asc(categories.id)),
  ]);
  return { actors: actorRows, videos: videoRows, albums: albumRows, categories: categoryRows };
}
