import type { Language } from "./languages.ts";
import { buildPath } from "./routes/index.ts";

/**
 * Breadcrumb trails of the public pages (spec content §7, POST breadcrumb/{breadcrumbType}): built
 * from names the caller already holds, so the REST call and the pages' server loaders give the same
 * trail. zod-free and without I/O (the schemas of the REST payloads are in contracts/breadcrumbs.ts).
 */

/** One step of a trail: its text and the page's path (relative to the site root). */
export interface BreadcrumbItem {
  name: string;
  url: string;
}

/** The types POST breadcrumb/{breadcrumbType} knows: the pages with a trail. */
export const BREADCRUMB_TYPES = ["actor", "video", "category", "blogPost"] as const;
export type BreadcrumbType = (typeof BREADCRUMB_TYPES)[number];

const LABELS: Record<Language, { home: string; videos: string; blog: string }> = {
  de: { home: "Startseite", videos: "Videos", blog: "Blog" },
  en: { home: "Home", videos: "Videos", blog: "Blog" },
  es: { home: "Inicio", videos: "Vídeos", blog: "Blog" },
  nl: { home: "Home", videos: "Video's", blog: "Blog" },
};

const home = (language: Language): BreadcrumbItem => ({
  name: LABELS[language].home,
  url: buildPath(language, "home"),
});

/** Home › the actor. */
export function actorTrail(language: Language, actor: { name: string }): BreadcrumbItem[] {
  return [
    home(language),
    { name: actor.name, url: buildPath(language, "actorProfile", { actorName: actor.name }) },
  ];
}

/** Home › the actor › the video. */
export function videoTrail(
  language: Language,
  video: { id: number; title: string; actorName: string },
): BreadcrumbItem[] {
  return [
    ...actorTrail(language, { name: video.actorName }),
    {
      name: video.title,
      url: buildPath(language, "actorVideo", { actorName: video.actorName, videoId: video.id }),
    },
  ];
}

/** Home › Videos › the category. */
export function categoryTrail(
  language: Language,
  category: { name: string; slug: string },
): BreadcrumbItem[] {
  return [
    home(language),
    { name: LABELS[language].videos, url: buildPath(language, "videos") },
    { name: category.name, url: buildPath(language, "category", { categorySlug: category.slug }) },
  ];
}

/** Home › Blog › the post. */
export function blogPostTrail(language: Language, post: { title: string; slug: string }): BreadcrumbItem[] {
  return [
    home(language),
    { name: LABELS[language].blog, url: buildPath(language, "blog") },
    { name: post.title, url: buildPath(language, "blogPost", { slug: post.slug }) },
  ];
}
