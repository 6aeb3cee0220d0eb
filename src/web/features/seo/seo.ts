import type { MetaDescriptor } from "react-router";
import { LANGUAGES, type Language } from "../../../common/languages.ts";
import { buildPath, type RouteName } from "../../../common/routes/index.ts";
import { dictionary } from "../../i18n/index.ts";
import type { JsonLd, SeoImage } from "./structuredData.ts";

/** The Open Graph locale of each language. */
const OG_LOCALES: Record<Language, string> = { de: "de_DE", en: "en_US", es: "es_ES", nl: "nl_NL" };

/** What a page tells search engines: title, description, canonical and its language versions. */
export interface Seo {
  title: string;
  description: string;
  language: Language;
  /** Absolute URL of this page. */
  canonical: string;
  /** Absolute URL per language version. */
  alternates: Partial<Record<Language, string>>;
  noindex?: boolean;
  /** Open Graph type (default website): profile on an actor's pages, video.other on a video, article on a feed post. */
  type?: "website" | "profile" | "video.other" | "article";
  /** The link-preview image (absolute URL, size where known, alt text). */
  image?: SeoImage;
  /** More Open Graph properties of the type, in order (profile:username, video:duration, ...). */
  properties?: [property: string, content: string][];
  /** schema.org JSON-LD of the page (React Router escapes it for the script element). */
  structured?: JsonLd;
  /** The page's breadcrumb trail as a schema.org BreadcrumbList (breadcrumbStructuredData). */
  breadcrumb?: JsonLd;
}

/** SEO data for a route whose parameters are the same in every language. */
export function routeSeo(options: {
  publicUrl: string;
  language: Language;
  name: RouteName;
  params?: Record<string, string | number>;
  title: string;
  description: string;
  search?: string;
}): Seo {
  const { publicUrl, language, name, params } = options;
  const url = (lang: Language) =>
    `${publicUrl}${(buildPath as (l: string, n: RouteName, p?: object) => string)(lang, name, params)}${options.search ?? ""}`;
  const alternates = Object.fromEntries(LANGUAGES.map((lang) => [lang, url(lang)])) as Record<
    Language,
    string
  >;
  return {
    title: options.title,
    description: options.description,
    language,
    canonical: url(language),
    alternates,
  };
}

/**
 * SEO data of a guest's own page (messenger, favourites, media library): same as routeSeo, but
 * never indexed (the content is private; the server renders only the shell).
 */
export function privatePageSeo(options: Parameters<typeof routeSeo>[0]): Seo {
  return { ...routeSeo(options), noindex: true };
}

/** Meta descriptors (title, description, canonical, hreflang alternates, Open Graph) for a page. */
export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const site = dictionary(seo.language).meta.siteName;
  const title = seo.title.includes(site) ? seo.title : `${seo.title} | ${site}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:url", content: seo.canonical },
    { property: "og:site_name", content: site },
    { property: "og:locale", content: OG_LOCALES[seo.language] },
    { tagName: "link", rel: "canonical", href: seo.canonical },
  ];
  for (const lang of Object.keys(seo.alternates) as Language[])
    if (lang !== seo.language) meta.push({ property: "og:locale:alternate", content: OG_LOCALES[lang] });
  const image = seo.image;
  if (image) {
    meta.push({ property: "og:image", content: image.url });
    if (image.width && image.height)
      meta.push(
        { property: "og:image:width", content: String(image.width) },
        { property: "og:image:height", content: String(image.height) },
      );
    meta.push(
      { property: "og:image:alt", content: image.alt },
      { name: "twitter:card", content: "summary_large_image" },
    );
  }
  for (const [property, content] of seo.properties ?? []) meta.push({ property, content });
  if (seo.structured) meta.push({ "script:ld+json": seo.structured });
  if (seo.breadcrumb) meta.push({ "script:ld+json": seo.breadcrumb });
  if (seo.noindex) meta.push({ name: "robots", content: "noindex" });
  for (const [lang, href] of Object.entries(seo.alternates)) {
    meta.push({ tagName: "link", rel: "alternate", hrefLang: lang, href });
  }
  if (seo.alternates.en)
    meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: seo.alternates.en });
  return meta;
}
