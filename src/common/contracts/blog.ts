import { z } from "zod";
import { LANGUAGES } from "../languages.ts";
import { BLOG_CATEGORIES, type BlogCategoryKey } from "./values/blog.ts";

/** A post as a list shows it (landing, category, archive, search). */
export interface TBlogTeaser {
  id: number;
  slug: string;
  categoryId: number;
  category: BlogCategoryKey;
  title: string;
  teaser: string;
  published: string;
  /** The post's picture (w360/w720/w1280 in srcSet), or null. */
  image: { src: string; srcSet: string; width: number; height: number; color: string } | null;
  /** The post's address in this language. */
  url: string;
}

/** A post with its text (sanitized HTML) and the performers it names. */
export interface TBlogPost extends TBlogTeaser {
  html: string;
  updated: string;
  /** The languages the post is written in. */
  languages: string[];
  actors: TBlogActor[];
}

export interface TBlogActor {
  id: number;
  name: string;
  online: boolean;
  avatar: string | null;
  url: string;
}

/** A page of posts (blog/posts, blog/search). */
export interface TBlogPage {
  items: TBlogTeaser[];
  total: number;
  page: number;
  pageSize: number;
}

/** blog/pm: the landing's sections, newest first, and the featured posts. */
export interface TBlogLanding {
  featured: TBlogTeaser[];
  sections: { category: BlogCategoryKey; categoryId: number; items: TBlogTeaser[] }[];
}

/** blog/archives: the years that have posts (with their counts) and one year's page. */
export interface TBlogArchive extends TBlogPage {
  categoryId: number | null;
  year: number | null;
  years: { year: number; count: number }[];
}

const ZSlug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters, digits and single hyphens");

const ZText = z.strictObject({
  title: z.string().trim().min(1).max(200),
  teaser: z.string().trim().max(500).default(""),
  markdown: z.string().trim().min(1).max(50_000),
});

const categoryIds = Object.values(BLOG_CATEGORIES) as number[];

/** The operator's blog post (POST /internal/blog/posts; PUT takes the same with every field optional). */
export const ZBlogPostInput = z.strictObject({
  slug: ZSlug,
  categoryId: z
    .number()
    .int()
    .refine((id) => categoryIds.includes(id), `one of ${categoryIds.join(", ")}`),
  /** When it appears (default now; a future time schedules it). */
  publishedAt: z.iso.datetime({ offset: true }).optional(),
  imageId: z.number().int().positive().max(2_147_483_647).nullish(),
  actorIds: z.array(z.number().int().positive().max(2_147_483_647)).max(20).default([]),
  texts: z
    .partialRecord(z.enum(LANGUAGES), ZText)
    .refine((texts) => Object.keys(texts).length > 0, "at least one language"),
});
export type TBlogPostInput = z.infer<typeof ZBlogPostInput>;
/** An edit: only the fields given change (no defaults: a missing `actorIds` keeps the performers). */
export const ZBlogPostUpdate = ZBlogPostInput.extend({
  actorIds: z.array(z.number().int().positive().max(2_147_483_647)).max(20),
}).partial();
export type TBlogPostUpdate = z.infer<typeof ZBlogPostUpdate>;
