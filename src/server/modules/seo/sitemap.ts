import { LANGUAGES, type Language } from "../../../common/languages.ts";
import { buildPath, ROUTES, type RouteName } from "../../../common/routes/index.ts";
import type { SitemapCatalog } from "../catalog/index.ts";

/** One page in every language: its URL per language (the hreflang alternates) and its last change. */
export interface SitemapPage {
  /** Every language's URL; a blog post has only the languages it is written in. */
  urls: Partial<Record<Language, string>>;
  lastmod?: Date;
}

/** A sitemap file of the index: its name (sitemaps/<name>.xml) and its pages. */
export interface SitemapFile {
  name: string;
  pages: SitemapPage[];
}

/**
 * Pages per file: each page is one <url> per language (4), so 10,000 pages are 40,000 URLs, under
 * the protocol's 50,000 and far under its 50 MB.
 */
export const PAGES_PER_FILE = 10_000;

/** The built list pages without parameters that search engines should find (no search, no account). */
const LIST_PAGES: RouteName[] = [
  "home",
  "newGirls",
  "videos",
  "videosFreeClips",
  "videosTrends",
  "videosOnSale",
  "videosNew",
  "videosAll",
  "videosVip",
  "videosStars",
  "termsOfService",
  "dataProtection",
  "imprint",
  "blog",
  "tvLivestream",
  "tvPremiumLivestream",
  "helpCenter",
  "modelRecruitment",
  "affiliateProgram",
  "tvMediaSeries",
];
/** The public pages of every actor. */
const ACTOR_PAGES: RouteName[] = ["actorProfile", "actorAbout", "actorVideos", "actorPictures"];

const path = buildPath as (language: Language, name: RouteName, params?: object) => string;

function page(publicUrl: string, name: RouteName, params?: object, lastmod?: Date): SitemapPage {
  const urls = Object.fromEntries(
    LANGUAGES.map((language) => [language, `${publicUrl}${path(language, name, params)}`]),
  ) as Record<Language, string>;
  return lastmod ? { urls, lastmod } : { urls };
}

/** Splits pages into files named `<kind>`, or `<kind>-1`, `<kind>-2`… when there are more. */
function filesOf(kind: string, pages: SitemapPage[], perFile: number): SitemapFile[] {
  if (pages.length <= perFile) return pages.length > 0 ? [{ name: kind, pages }] : [];
  const files: SitemapFile[] = [];
  for (let start = 0; start < pages.length; start += perFile)
    files.push({ name: `${kind}-${files.length + 1}`, pages: pages.slice(start, start + perFile) });
  return files;
}

/**
 * Every public page of the site in every language, grouped into sitemap files: the list pages and
 * categories, the actors' pages, the videos, the albums. Only built pages are listed (the route
 * table's status), so a page that answers "coming soon" never is.
 */
export function sitemapFiles(
  publicUrl: string,
  catalog: SitemapCatalog & {
    blogPosts?: { slug: string; language: string; updatedAt: Date }[];
    /** The mediathek's series: their pages and their videos pages. */
    tvSeries?: { key: string; updatedAt: Date }[];
  },
  perFile = PAGES_PER_FILE,
): SitemapFile[] {
  const built = (name: RouteName) => ROUTES[name].status === "built";
  const pages = LIST_PAGES.filter(built).map((name) => page(publicUrl, name));
  if (built("category"))
    for (const slugs of catalog.categories) {
      const urls = Object.fromEntries(
        LANGUAGES.map((language) => {
          const categorySlug = language === "de" ? slugs.de : language === "es" ? slugs.es : slugs.en;
          return [language, `${publicUrl}${path(language, "category", { categorySlug })}`];
        }),
      ) as Record<Language, string>;
      pages.push({ urls });
    }
  const actorPages = catalog.actors.flatMap((actor) =>
    ACTOR_PAGES.filter(built).map((name) => page(publicUrl, name, { actorName: actor.name }, actor.lastmod)),
  );
  const videoPages = built("actorVideo")
    ? catalog.videos.map((v) =>
        page(publicUrl, "actorVideo", { actorName: v.actorName, videoId: v.id }, v.lastmod),
      )
    : [];
  const albumPages = built("actorAlbum")
    ? catalog.albums.map((a) =>
        page(publicUrl, "actorAlbum", { actorName: a.actorName, albumId: a.id }, a.lastmod),
      )
    : [];
  const blogPages = new Map<string, SitemapPage>();
  if (built("blogPost"))
    for (const post of catalog.blogPosts ?? []) {
      const language = post.language as Language;
      const entry = blogPages.get(post.slug) ?? { urls: {}, lastmod: post.updatedAt };
      entry.urls[language] = `${publicUrl}${path(language, "blogPost", { slug: post.slug })}`;
      blogPages.set(post.slug, entry);
    }
  const tvPages = (catalog.tvSeries ?? []).flatMap((series) =>
    (["tvMediathekSeries", "tvMediathekVideos"] as const)
      .filter(built)
      .map((name) =>
        page(
          publicUrl,
          name,
          name === "tvMediathekSeries" ? { series: series.key } : { key: series.key },
          series.updatedAt,
        ),
      ),
  );
  return [
    ...filesOf("pages", pages, perFile),
    ...filesOf("blog", [...blogPages.values()], perFile),
    ...filesOf("tv", tvPages, perFile),
    ...filesOf("actors", actorPages, perFile),
    ...filesOf("videos", videoPages, perFile),
    ...filesOf("albums", albumPages, perFile),
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

/**
 * A sitemap file as XML: one <url> per language version, each naming every version (and English as
 * x-default) as hreflang alternates, as search engines ask for multilingual pages.
 */
export function sitemapXml(file: SitemapFile): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { urls, lastmod } of file.pages) {
    const languages = LANGUAGES.filter((language) => urls[language]);
    const fallback = urls.en ?? urls[languages[0] ?? "en"] ?? "";
    const alternates = [
      ...languages.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(urls[language] ?? "")}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fallback)}"/>`,
    ].join("");
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
    for (const language of languages)
      out.push(`<url><loc>${escapeXml(urls[language] ?? "")}</loc>${modified}${alternates}</url>`);
  }
  out.push("</urlset>");
  return out.join("\n");
}

/** The sitemap index: one entry per file, with the newest change in it. */
export function sitemapIndexXml(publicUrl: string, files: SitemapFile[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const file of files) {
    const newest = Math.max(0, ...file.pages.map((p) => p.lastmod?.getTime() ?? 0));
    const modified = newest > 0 ? `<lastmod>${new Date(newest).toISOString()}</lastmod>` : "";
    out.push(
      `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${file.name}.xml`)}</loc>${modified}</sitemap>`,
    );
  }
  out.push("</sitemapindex>");
  return out.join("\n");
}

/**
 * robots.txt: everything public may be crawled; the API, the overlay, search results and every
 * guest's own pages (messenger, account) may not; the sitemap index is named.
 */
export function robotsTxt(publicUrl: string): string {
  const privatePages: RouteName[] = ["messenger", "searchVideos"];
  const disallow = new Set<string>(["/rest/", "/_overlay/", "/graphql", "/ws"]);
  for (const language of LANGUAGES) {
    for (const name of privatePages) disallow.add(prefixOf(path(language, name, placeholders(name))));
    // The account area (my-account/… in English) is every guest's own.
    disallow.add(prefixOf(path(language, "accountMediathek")));
  }
  return [
    "User-agent: *",
    ...[...disallow].sort().map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Dummy values for a route's parameters (their prefix is what robots.txt needs). */
function placeholders(name: RouteName): Record<string, string> {
  return Object.fromEntries([...ROUTES[name].en.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1], "x"]));
}

/** The path up to its first parameter value or its account section ("/en/search/videos/"). */
function prefixOf(fullPath: string): string {
  const parts = fullPath.split("/").filter(Boolean);
  const cut = parts.indexOf("x");
  const kept = cut === -1 ? parts.slice(0, 2) : parts.slice(0, cut);
  return `/${kept.join("/")}/`;
}
