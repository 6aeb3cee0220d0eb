import type {
  TBlogActor,
  TBlogArchive,
  TBlogLanding,
  TBlogPage,
  TBlogPost,
  TBlogTeaser,
} from "../../../common/contracts/blog.ts";
import type { SearchSource } from "../../../common/contracts/search.ts";
import {
  BLOG_CATEGORIES,
  BLOG_LANDING_SECTIONS,
  BLOG_LIMITS,
  blogCategoryKey,
} from "../../../common/contracts/values/blog.ts";
import type { Language } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/builders.ts";
import type { DbOrTx } from "../../db/client.ts";
import { actorsByIds, imagesByIds, presentImage } from "../catalog/index.ts";
import {
  actorIdsOfPosts,
  type BlogSelection,
  type BlogTeaserRow,
  blogPostBySlug,
  blogTeasers,
  blogYears,
  newestByCategory,
} from "./queries.ts";

/** Rows as teasers, their pictures read in one statement. */
async function presentTeasers(db: DbOrTx, rows: BlogTeaserRow[], language: Language): Promise<TBlogTeaser[]> {
  const imageIds = [...new Set(rows.flatMap((row) => (row.imageId === null ? [] : [row.imageId])))];
  const images = new Map((await imagesByIds(db, imageIds)).map((image) => [image.id, image]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    categoryId: row.categoryId,
    category: blogCategoryKey(row.categoryId) ?? "general",
    title: row.title,
    teaser: row.teaser,
    published: row.publishedAt.toISOString(),
    image: row.imageId === null ? null : presentImage(images.get(row.imageId) ?? null),
    url: buildPath(language, "blogPost", { slug: row.slug }),
  }));
}

/** blog/pm: the newest posts of the landing's sections (news, actions, interviews, event) and the featured ones. */
export async function blogLandingView(db: DbOrTx, language: Language, now: Date): Promise<TBlogLanding> {
  const ids = [...BLOG_LANDING_SECTIONS.map((key) => BLOG_CATEGORIES[key]), BLOG_CATEGORIES.featured];
  const rows = await newestByCategory(db, language, ids, BLOG_LIMITS.pageSize, now);
  const teasers = await presentTeasers(db, rows, language);
  return {
    featured: teasers.filter((post) => post.category === "featured"),
    sections: BLOG_LANDING_SECTIONS.map((key) => ({
      category: key,
      categoryId: BLOG_CATEGORIES[key],
      items: teasers.filter((post) => post.category === key),
    })),
  };
}

/** A page of a selection (blog/posts, blog/search). */
export async function blogPageView(
  db: DbOrTx,
  selection: BlogSelection & { language: Language },
  page: { page: number; pageSize: number },
  now: Date,
): Promise<TBlogPage> {
  const { rows, total } = await blogTeasers(
    db,
    selection,
    { limit: page.pageSize, offset: (page.page - 1) * page.pageSize },
    now,
  );
  return {
    items: await presentTeasers(db, rows, selection.language),
    total,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** blog/archives: the years with posts, and a year's page (the newest year when none is asked). */
export async function blogArchiveView(
  db: DbOrTx,
  selection: { language: Language; categoryId: number | null; year: number | null },
  page: { page: number; pageSize: number },
  now: Date,
): Promise<TBlogArchive> {
  const years = await blogYears(db, selection, now);
  const year = selection.year ?? years[0]?.year ?? null;
  const list =
    year === null
      ? { items: [], total: 0, page: page.page, pageSize: page.pageSize }
      : await blogPageView(db, { ...selection, year }, page, now);
  return { ...list, categoryId: selection.categoryId, year, years };
}

/** Performers as the blog names them. */
async function presentActors(db: DbOrTx, ids: number[], language: Language): Promise<TBlogActor[]> {
  const actors = new Map((await actorsByIds(db, ids)).map((actor) => [actor.id, actor]));
  return ids.flatMap((id) => {
    const actor = actors.get(id);
    if (!actor) return [];
    return [
      {
        id,
        name: actor.name,
        online: actor.isOnline,
        avatar: presentImage(actor.avatar)?.src ?? null,
        url: buildPath(language, "actorProfile", { actorName: actor.name }),
      },
    ];
  });
}

/** blog/actors: the performers some posts name, each once, in the posts' order. */
export async function blogActorsView(db: DbOrTx, postIds: number[], language: Language, now: Date) {
  return presentActors(db, await actorIdsOfPosts(db, postIds, now), language);
}

/** A post in a language (its page), or null when it is not visible in that language. */
export async function blogPostView(
  db: DbOrTx,
  slug: string,
  language: Language,
  now: Date,
): Promise<TBlogPost | null> {
  const row = await blogPostBySlug(db, slug, language, now);
  if (!row) return null;
  const [[teaser], actors] = await Promise.all([
    presentTeasers(db, [row], language),
    presentActors(db, row.actorIds, language),
  ]);
  if (!teaser) return null;
  return {
    ...teaser,
    html: row.html,
    updated: row.updatedAt.toISOString(),
    languages: row.languages,
    actors,
  };
}

/** The blog's posts as a search category (catalog's search asks it through the composition root). */
export function blogSearchSource(db: DbOrTx): SearchSource<TBlogTeaser> {
  return async ({ language, pattern, page, pageSize, now }) => {
    const answer = await blogPageView(db, { language, search: pattern }, { page, pageSize }, now);
    return { items: answer.items, total: answer.total };
  };
}
