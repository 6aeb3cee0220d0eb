import { and, desc, eq, inArray, lte, notInArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { blogPosts, blogPostTexts } from "../../db/schema/blog.ts";

/** What selects a list of posts in one language. */
export interface BlogSelection {
  language: string;
  categoryId?: number | null;
  /** Posts naming this performer. */
  actorId?: number | null;
  year?: number | null;
  exclude?: number[];
  /** Words the title, teaser or text must contain (blog search). */
  search?: string | null;
}

const columns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  categoryId: blogPosts.categoryId,
  imageId: blogPosts.imageId,
  actorIds: blogPosts.actorIds,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  title: blogPostTexts.title,
  teaser: blogPostTexts.teaser,
};
export interface BlogTeaserRow {
  id: number;
  slug: string;
  categoryId: number;
  imageId: number | null;
  actorIds: number[];
  publishedAt: Date;
  updatedAt: Date;
  title: string;
  teaser: string;
}

/** Published and not in the future. */
const visible = (now: Date) => and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now));
const inLanguage = (language: string) =>
  and(eq(blogPostTexts.postId, blogPosts.id), eq(blogPostTexts.language, language));

/** A LIKE pattern that matches the text literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(selection: BlogSelection, now: Date): SQL[] {
  const where = [visible(now) as SQL];
  if (selection.categoryId) where.push(eq(blogPosts.categoryId, selection.categoryId));
  if (selection.actorId) where.push(sql`${selection.actorId} = any(${blogPosts.actorIds})`);
  if (selection.year)
    where.push(
      sql`extract(year from ${blogPosts.publishedAt} at time zone 'Europe/Berlin') = ${selection.year}`,
    );
  if (selection.exclude?.length) where.push(notInArray(blogPosts.id, selection.exclude));
  for (const word of (selection.search ?? "").split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = contains(word);
    where.push(
      sql`(${blogPostTexts.title} ilike ${pattern} or ${blogPostTexts.teaser} ilike ${pattern} or ${blogPostTexts.markdown} ilike ${pattern})`,
    );
  }
  return where;
}

/** One page of a selection, newest first, and how many there are in all. */
export async function blogTeasers(
  db: DbOrTx,
  selection: BlogSelection,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ rows: BlogTeaserRow[]; total: number }> {
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()::int` })
    .from(blogPosts)
    .innerJoin(blogPostTexts, inLanguage(selection.language))
    .where(and(...conditions(selection, now)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0 && page.offset > 0) {
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(blogPosts)
      .innerJoin(blogPostTexts, inLanguage(selection.language))
      .where(and(...conditions(selection, now)));
    return { rows: [], total: n };
  }
  return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** The newest posts of several categories at once (the landing), `perCategory` each. */
export async function newestByCategory(
  db: DbOrTx,
  language: string,
  categoryIds: number[],
  perCategory: number,
  now: Date,
): Promise<BlogTeaserRow[]> {
  const ranked = db
    .select({
      ...columns,
      n: sql<number>`row_number() over (partition by ${blogPosts.categoryId} order by ${blogPosts.publishedAt} desc, ${blogPosts.id} desc)`.as(
        "n",
      ),
    })
    .from(blogPosts)
    .innerJoin(blogPostTexts, inLanguage(language))
    .where(and(visible(now), inArray(blogPosts.categoryId, categoryIds)))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.n, perCategory))
    .orderBy(desc(ranked.publishedAt), desc(ranked.id));
  return rows.map(({ n: _, ...row }) => row as BlogTeaserRow);
}

/** A visible post by its slug in a language, with its HTML and its languages, or null. */
export async function blogPostBySlug(db: DbOrTx, slug: string, language: string, now: Date) {
  const [row] = await db
    .select({
      ...columns,
      html: blogPostTexts.html,
      languages: sql<
        string[]
      >`(select array_agg(t.language order by t.language) from ${blogPostTexts} t where t.post_id = ${blogPosts.id})`,
    })
    .from(blogPosts)
    .innerJoin(blogPostTexts, inLanguage(language))
    .where(and(eq(blogPosts.slug, slug), visible(now)));
  return row ?? null;
}

/** Whether a slug names a visible post in any language (the languages it has), for a 404 or a redirect. */
export async function blogPostLanguages(db: DbOrTx, slug: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ language: blogPostTexts.language })
    .from(blogPosts)
    .innerJoin(blogPostTexts, eq(blogPostTexts.postId, blogPosts.id))
    .where(and(eq(blogPosts.slug, slug), visible(now)))
    .orderBy(blogPostTexts.language);
  return rows.map((row) => row.language);
}

/** The years that have posts in a language (and category), newest first, with their counts. */
export async function blogYears(db: DbOrTx, selection: BlogSelection, now: Date) {
  const year = sql<number>`extract(year from ${blogPosts.publishedAt} at time zone 'Europe/Berlin')::int`;
  const rows = await db
    .select({ year, count: sql<number>`count(*)::int` })
    .from(blogPosts)
    .innerJoin(blogPostTexts, inLanguage(selection.language))
    .where(and(...conditions({ ...selection, year: null }, now)))
    .groupBy(year)
    .orderBy(desc(year));
  return rows;
}

/** The performers named by some visible posts, in the posts' order, each once. */
export async function actorIdsOfPosts(db: DbOrTx, postIds: number[], now: Date): Promise<number[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .select({ id: blogPosts.id, actorIds: blogPosts.actorIds })
    .from(blogPosts)
    .where(and(visible(now), inArray(blogPosts.id, postIds)));
  const byId = new Map(rows.map((row) => [row.id, row.actorIds]));
  return [...new Set(postIds.flatMap((id) => byId.get(id) ?? []))];
}

/** Every visible post's slug, languages and last change (the sitemap). */
export async function blogSitemapRows(db: DbOrTx, now: Date) {
  return db
    .select({ slug: blogPosts.slug, language: blogPostTexts.language, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .innerJoin(blogPostTexts, eq(blogPostTexts.postId, blogPosts.id))
    .where(visible(now))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(5000);
}
