import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor, buildAlbum, buildCategory, buildVideo } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { sitemapFiles, sitemapXml } from "./sitemap.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;

describe("robots.txt and sitemaps", () => {
  let server: TestServer;
  let ids: { video: number; future: number; album: number };
  let category: { slugEn: string; slugDe: string; slugEs: string };

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW, web: true });
    const ctx = { db: server.database.db, now: NOW };
    const actor = await buildActor(ctx, { name: "MapLena" });
    ids = {
      video: (await buildVideo(ctx, actor.id, { releasedAt: new Date(NOW.getTime() - 3 * DAY) })).id,
      future: (await buildVideo(ctx, actor.id, { releasedAt: new Date(NOW.getTime() + 3 * DAY) })).id,
      album: (await buildAlbum(ctx, actor.id, { releasedAt: new Date(NOW.getTime() - DAY) })).id,
    };
    category = await buildCategory(ctx);
  });
  afterAll(() => server.close());

  it("robots.txt names the sitemap and keeps crawlers out of the API, the overlay and every guest's own pages", async () => {
    const response = await server.fetch("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    for (const path of [
      "/rest/",
      "/_overlay/",
      "/en/messenger/",
      "/en/my-account/",
      "/en/search/videos/",
      "/es/mensajes/",
    ])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/Disallow: \/\n/);
  });

  it("the index lists the files; they list every public page in all four languages with hreflang alternates", async () => {
    const index = await (await server.fetch("/sitemap.xml")).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    expect(files.map((f) => f.replace(server.url, ""))).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/actors.xml",
      "/sitemaps/videos.xml",
      "/sitemaps/albums.xml",
    ]);
    const bodies = await Promise.all(
      files.map(async (file) => {
        const response = await server.fetch(file.replace(server.url, ""));
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toContain("application/xml");
        return response.text();
      }),
    );
    const all = bodies.join("\n");
    const locs = [...all.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) =>
      (m[1] as string).replace(server.url, ""),
    );
    for (const path of [
      "/en/amateur/maplena/",
      "/de/amateur/maplena/ueber-mich/",
      `/es/amateur/maplena/video/${ids.video}/`,
      `/nl/amateur/maplena/pictures/${ids.album}/`,
      `/en/categories/${category.slugEn}/`,
      `/de/kategorien/${category.slugDe}/`,
      `/es/categorias/${category.slugEs}/`,
      "/en/videos/new-videos/",
    ])
      expect(locs).toContain(path);
    // Not yet released, private, or not built: never listed.
    expect(all).not.toContain(`/video/${ids.future}/`);
    expect(all).not.toMatch(/messenger|my-account|search\/videos/);
    // Each language version names all of them and x-default.
    const entry =
      all.match(/<url><loc>[^<]*\/de\/amateur\/maplena\/video\/\d+\/<\/loc>.*?<\/url>/)?.[0] ?? "";
    for (const language of ["de", "en", "es", "nl", "x-default"])
      expect(entry).toContain(`hreflang="${language}"`);
    expect(entry).toContain("<lastmod>2026-11-17T12:00:00.000Z</lastmod>");
    // An actor's pages changed with her newest released video (not her registration, 400 days ago,
    // and not the video still to come).
    const actorPage = all.match(/<url><loc>[^<]*\/en\/amateur\/maplena\/<\/loc>.*?<\/url>/)?.[0] ?? "";
    expect(actorPage).toContain("<lastmod>2026-11-17T12:00:00.000Z</lastmod>");
  });

  it("every page of the sitemap answers 200 (a sample of each kind)", async () => {
    const pages = await (await server.fetch("/sitemaps/actors.xml")).text();
    const videos = await (await server.fetch("/sitemaps/videos.xml")).text();
    const sample = [...`${pages}\n${videos}`.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1] as string,
    );
    expect(sample.length).toBeGreaterThan(0);
    for (const url of sample.filter((_, i) => i % 3 === 0)) {
      const response = await server.fetch(url.replace(server.url, ""));
      expect(response.status, url).toBe(200);
    }
  });

  it("answers 404 for an unknown sitemap file and 400 for a malformed name", async () => {
    expect((await server.fetch("/sitemaps/videos-9.xml")).status).toBe(404);
    const bad = await server.fetch("/sitemaps/..%2Fetc%2Fpasswd");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_FAILED");
  });
});

describe("sitemapFiles", () => {
  it("splits a kind into numbered files when it has more pages than a file holds", () => {
    const videos = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, actorName: "A", lastmod: NOW }));
    const files = sitemapFiles(
      "https://velvet.example",
      { actors: [], videos, albums: [], categories: [] },
      13,
    );
    // 15 list pages (the mediathek's series list among them) in two files, 30 videos in three.
    expect(files.map((f) => `${f.name}:${f.pages.length}`)).toEqual([
      "pages-1:13",
      "pages-2:2",
      "videos-1:13",
      "videos-2:13",
      "videos-3:4",
    ]);
    expect(sitemapXml(files[2] as (typeof files)[number]).match(/<url>/g)).toHaveLength(13 * 4);
  });
});
