import type { MetaDescriptor } from "react-router";
import { LANGUAGES, type Language } from "../../../common/languages.ts";
import { buildPath, type RouteName } from "../../../common/routes/index.ts";
import { dictionary } from "../../i18n/index.ts";

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
    { property: "og:type", content: "website" },
    { property: "og:url", content: seo.canonical },
    { tagName: "link", rel: "canonical", href: seo.canonical },
  ];
  if (seo.noindex) meta.push({ name: "robots", content: "noindex" });
  for (const [lang, href] of Object.entries(seo.alternates)) {
    meta.push({ tagName: "link", rel: "alternate", hrefLang: lang, href });
  }
  if (seo.alternates.en)
    meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: seo.alternates.en });
  return meta;
}
