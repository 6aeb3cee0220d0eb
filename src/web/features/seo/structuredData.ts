import type { TBlogPost } from "../../../common/contracts/blog.ts";
import type { TActorProfile, TImage, TVideo } from "../../../common/contracts/catalog.ts";
import type { Language } from "../../../common/languages.ts";

/**
 * Builders of what a page tells link previews and search engines beyond its title: the Open Graph
 * image and the schema.org JSON-LD. Called from loaders only (server side), so none of this ships
 * in the client bundle; the loader hands the result to seoMeta in its `seo` object.
 */

/** A JSON-LD value (what React Router's `script:ld+json` meta descriptor takes). */
export type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];
/** A JSON-LD object. */
export interface JsonLd {
  [key: string]: JsonLdValue;
}

/** The Open Graph image of a page: absolute URL, its pixel size where known, and its alt text. */
export interface SeoImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/** An absolute URL of a media path the server gave (a /media path, or already absolute on a CDN). */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/**
 * The largest size of an image (w1280) as an Open Graph image. The stored files are never
 * upscaled, so the file is min(width, 1280) wide; its height keeps the original's proportions.
 */
export function seoImage(publicUrl: string, image: TImage | null, alt: string): SeoImage | undefined {
  if (!image) return undefined;
  let best = { url: image.src, width: 0 };
  for (const entry of image.srcSet.split(",")) {
    const [url, size] = entry.trim().split(/\s+/);
    const width = Number.parseInt(size ?? "", 10);
    if (url && width > best.width) best = { url, width };
  }
  const result: SeoImage = { url: absoluteUrl(publicUrl, best.url), alt };
  if (best.width > 0 && image.width > 0 && image.height > 0) {
    result.width = Math.min(best.width, image.width);
    result.height = Math.round((image.height * result.width) / image.width);
  }
  return result;
}

/** A length in seconds as an ISO 8601 duration: PT#M#S, with hours from one hour on (PT1H2M3S). */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `PT${hours > 0 ? `${hours}H` : ""}${minutes}M${total % 60}S`;
}

/** The actor as a schema.org Person (name and profile URL, with picture and text where given). */
function person(options: { name: string; url: string; image?: string; description?: string }): JsonLd {
  const result: JsonLd = { "@type": "Person", name: options.name, url: options.url };
  if (options.image) result.image = options.image;
  if (options.description) result.description = options.description;
  return result;
}

/**
 * The video page's schema.org VideoObject: the preview image as thumbnail, the release as upload
 * date, the length, the free preview clip as contentUrl (the full video is never public), likes,
 * and the actor as actor and creator.
 */
export function videoStructuredData(options: {
  publicUrl: string;
  language: Language;
  video: TVideo;
  /** Absolute URL of the video page. */
  pageUrl: string;
  /** Absolute URL of the actor's profile in the page's language. */
  actorUrl: string;
}): JsonLd {
  const { publicUrl, video } = options;
  const actor = person({ name: video.model.name, url: options.actorUrl });
  const data: JsonLd = {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.description || video.title,
    url: options.pageUrl,
    uploadDate: new Date(video.releasedAt).toISOString(),
    duration: isoDuration(video.duration),
    isFamilyFriendly: false,
    inLanguage: options.language,
    actor,
    creator: actor,
  };
  const thumbnail = seoImage(publicUrl, video.preview, video.title);
  if (thumbnail) data.thumbnailUrl = [thumbnail.url];
  if (video.previewVideoUrl) data.contentUrl = absoluteUrl(publicUrl, video.previewVideoUrl);
  data.interactionStatistic = {
    "@type": "InteractionCounter",
    interactionType: { "@type": "LikeAction" },
    userInteractionCount: video.rating.likes,
  };
  return data;
}

/** The actor profile's schema.org ProfilePage with the actor as its main entity (a Person). */
export function profileStructuredData(options: {
  publicUrl: string;
  language: Language;
  actor: TActorProfile;
  /** Absolute URL of the profile page. */
  pageUrl: string;
  description: string;
}): JsonLd {
  const { actor } = options;
  const image = seoImage(options.publicUrl, actor.avatar ?? actor.cover, actor.name);
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: options.pageUrl,
    inLanguage: options.language,
    isFamilyFriendly: false,
    dateCreated: new Date(actor.registeredAt).toISOString(),
    mainEntity: person({
      name: actor.name,
      url: options.pageUrl,
      ...(image ? { image: image.url } : {}),
      ...(options.description ? { description: options.description } : {}),
    }),
  };
}

/** A blog post's schema.org BlogPosting (an Article): headline, dates, picture, language, publisher. */
export function blogPostingStructuredData(options: {
  publicUrl: string;
  language: Language;
  post: TBlogPost;
  /** Absolute URL of the post's page. */
  pageUrl: string;
}): JsonLd {
  const { post } = options;
  const image = seoImage(options.publicUrl, post.image, post.title);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    ...(post.teaser ? { description: post.teaser } : {}),
    url: options.pageUrl,
    mainEntityOfPage: options.pageUrl,
    inLanguage: options.language,
    datePublished: post.published,
    dateModified: post.updated,
    ...(image ? { image: image.url } : {}),
    publisher: { "@type": "Organization", name: "Velvet", url: options.publicUrl },
    ...(post.actors.length
      ? {
          about: post.actors.map((actor) =>
            person({ name: actor.name, url: `${options.publicUrl}${actor.url}` }),
          ),
        }
      : {}),
  };
}

/** The help centre's questions and answers (schema.org FAQPage). */
export function faqStructuredData(options: {
  language: string;
  pageUrl: string;
  questions: { q: string; a: string }[];
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: options.pageUrl,
    inLanguage: options.language,
    mainEntity: options.questions.map((question) => ({
      "@type": "Question",
      name: question.q,
      acceptedAnswer: { "@type": "Answer", text: question.a },
    })),
  };
}

/**
 * A breadcrumb trail (common/breadcrumbs.ts, the one POST breadcrumb/{type} answers) as a schema.org
 * BreadcrumbList with absolute URLs.
 */
export function breadcrumbStructuredData(publicUrl: string, trail: { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(publicUrl, item.url),
    })),
  };
}
