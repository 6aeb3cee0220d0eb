import { asc, eq, lte, sql } from "drizzle-orm";
import type { Language } from "../../../../common/languages.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { categories, images, videoCategories, videos } from "../../../db/schema/catalog.ts";
import type { CategoryRow } from "../rows.ts";

function categoryQuery(db: DbOrTx, now: Date) {
  const counts = db
    .select({ categoryId: videoCategories.categoryId, n: sql<number>`count(*)::int`.as("n") })
    .from(videoCategories)
    .innerJoin(videos, eq(videos.id, videoCategories.videoId))
    .where(lte(videos.releasedAt, now))
    .groupBy(videoCategories.categoryId)
    .as("counts");
  return db
    .select({ category: categories, image: images, videoCount: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(categories)
    .leftJoin(images, eq(images.id, categories.imageId))
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .$dynamic();
}

/** All categories in their display order, with their video counts. */
export async function findCategories(db: DbOrTx, now: Date): Promise<CategoryRow[]> {
  const rows = await categoryQuery(db, now).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((r) => ({ ...r.category, image: r.image, videoCount: r.videoCount }));
}

/** A category by its slug in the language's slug set (nl uses en slugs). */
export async function findCategoryBySlug(
  db: DbOrTx,
  language: Language,
  slug: string,
  now: Date,
): Promise<CategoryRow | null> {
  const column =
    language === "de" ? categories.slugDe : language === "es" ? categories.slugEs : categories.slugEn;
  const [row] = await categoryQuery(db, now).where(eq(column, slug.toLowerCase())).limit(1);
  return row ? { ...row.category, image: row.image, videoCount: row.videoCount } : null;
}
