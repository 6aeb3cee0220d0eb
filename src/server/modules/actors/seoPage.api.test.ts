import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TActorSeoContent } from "../../../common/contracts/actors.ts";
import { buildActor, buildTag, buildVideo } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/** The actor videos-by-tag page shows the same SEO texts as seo/getActorSeoContent (needs the web build). */
let server: TestServer;
let actorId: number;
beforeAll(async () => {
  server = await startTestServer({ web: true });
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx, { name: "SeoStar", city: "Bremen" });
  actorId = actor.id;
  const tag = await buildTag(ctx, {
    groupKey: "heels",
    name: { en: "High heels", de: "High Heels", es: "Tacones", nl: "Hoge hakken" },
  });
  for (let i = 0; i < 2; i++) await buildVideo(ctx, actor.id, { tagIds: [tag.id] });
  await buildVideo(ctx, actor.id);
});
afterAll(() => server.close());

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

describe("the actor videos page of a tag group", () => {
  it.each([
    ["en", "/en/amateur/seostar/videos/tag/heels"],
    ["de", "/de/amateur/seostar/videos/tag/heels"],
    ["es", "/es/amateur/seostar/videos/etiqueta/heels"],
  ])("has the SEO title, description and intro text in %s", async (language, path) => {
    const seo = (await (
      await server.fetch(`/rest/v1/seo/getActorSeoContent/${actorId}/heels?language=${language}`)
    ).json()) as TActorSeoContent;
    const response = await server.fetch(path);
    const html = await response.text();
    expect(response.status, html.slice(0, 300)).toBe(200);
    // The site name is appended to every page title.
    expect(html).toContain(`<title>${escapeHtml(seo.title)} | Velvet</title>`);
    expect(html).toContain(`content="${escapeHtml(seo.description)}"`);
    expect(html).toContain(escapeHtml(seo.text));
    expect(seo.text).toContain("2");
  });

  it("keeps the plain videos page without an intro", async () => {
    const html = await (await server.fetch("/en/amateur/seostar/videos/")).text();
    expect(html).not.toContain("newest first.");
  });
});
