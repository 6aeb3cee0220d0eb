/**
 * The public surface of the seo module: nothing yet. Its only entry is its routes (seo.routes.ts:
 * robots.txt and the sitemaps), which app.ts registers at the site root.
 */
export {};
