/**
 * The blog's categories, page sizes and cache time (spec content: blog categories by id; page
 * sizes blog 3 by default and 9 in archives; blog search 15; blog cache max-age 60 s). Zod-free:
 * the blog's pages import it.
 */
export const BLOG_CATEGORIES = {
  general: 1,
  event: 38,
  live: 39,
  "premium-tv": 40,
  "free-tv": 41,
  actions: 43,
  production: 44,
  news: 45,
  interviews: 46,
  featured: 506,
} as const;
export type BlogCategoryKey = keyof typeof BLOG_CATEGORIES;
export const BLOG_CATEGORY_KEYS = Object.keys(BLOG_CATEGORIES) as BlogCategoryKey[];

/** The category key of an id, or null. */
export function blogCategoryKey(id: number): BlogCategoryKey | null {
  return BLOG_CATEGORY_KEYS.find((key) => BLOG_CATEGORIES[key] === id) ?? null;
}

/** The landing's sections (blog/pm), in their order. */
export const BLOG_LANDING_SECTIONS = ["news", "actions", "interviews", "event"] as const;

export const BLOG_LIMITS = {
  pageSize: 3,
  archivePageSize: 9,
  searchPageSize: 15,
  maxPageSize: 30,
  maxExclude: 50,
  /** Interviews show their picture at this width. */
  interviewImageWidth: 720,
  cacheSeconds: 60,
} as const;
