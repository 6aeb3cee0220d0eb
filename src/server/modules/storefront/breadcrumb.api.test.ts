import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "../../../common/contracts/values/blog.ts";
import { buildActor, buildCategory, buildVideo } from "../../test/factories.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** POST breadcrumb/{breadcrumbType} through the real HTTP stack: trails per type, bad input, unknown ids. */
let server: TestServer;
let actor: { id: number; name: string };
let videoId: number;
let categoryId: number;
let slug: string;

async function post(path: string, body: unknown) {
  const response = await server.fetch(`/rest/v1/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { breadcrumb: { name: string; url: string }[] };
      error?: { code: string; message: string };
    },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const ctx = { db: server.database.db };
  actor = await buildActor(ctx, { name: "CrumbCora" });
  const category = await buildCategory(ctx, {
    slugEn: "crumb-outdoor",
    slugDe: "crumb-draussen",
    slugEs: "crumb-exterior",
    name: { en: "Outdoor", de: "Draußen", es: "Exterior", nl: "Buiten" },
  });
  categoryId = category.id;
  videoId = (
    await buildVideo(ctx, actor.id, {
      title: { en: "Sunset walk", de: "Spaziergang", es: "Paseo", nl: "Wandeling" },
      categoryIds: [category.id],
    })
  ).id;
  const published = await server.fetch("/rest/v1/internal/blog/posts", {
    method: "POST",
    headers: { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" },
    body: JSON.stringify({
      slug: "crumb-news",
      categoryId: BLOG_CATEGORIES.featured,
      texts: { en: { title: "Crumb news", teaser: "Teaser", markdown: "Text" } },
    }),
  });
  const answer = (await published.json()) as { slug: string };
  expect(published.status, JSON.stringify(answer)).toBe(201);
  slug = answer.slug;
});
afterAll(async () => server?.close());

describe("breadcrumb/{breadcrumbType}", () => {
  it("answers the trail from the start page in the page's language", async () => {
    const video = await post("breadcrumb/video?language=de", { videoId });
    expect(video.status).toBe(200);
    expect(video.body.data?.breadcrumb).toEqual([
      { name: "Startseite", url: "/" },
      { name: "CrumbCora", url: "/de/amateur/crumbcora/" },
      { name: "Spaziergang", url: `/de/amateur/crumbcora/video/${videoId}/` },
    ]);
    const category = await post("breadcrumb/category?language=es", { categoryId });
    expect(category.body.data?.breadcrumb).toEqual([
      { name: "Inicio", url: "/es/" },
      { name: "Vídeos", url: "/es/videos/" },
      { name: "Exterior", url: "/es/categorias/crumb-exterior/" },
    ]);
    const profile = await post("breadcrumb/actor?language=en", { actorId: actor.id });
    expect(profile.body.data?.breadcrumb.map((c) => c.url)).toEqual(["/en/", "/en/amateur/crumbcora/"]);
    const blog = await post("breadcrumb/blogPost?language=en", { slug });
    expect(blog.body.data?.breadcrumb).toEqual([
      { name: "Home", url: "/en/" },
      { name: "Blog", url: "/en/blog/" },
      { name: "Crumb news", url: `/en/blog/${slug}/` },
    ]);
  });

  it("refuses an unknown type or a bad payload (400) and answers 404 for ids that name nothing", async () => {
    const bad: [string, unknown][] = [
      ["breadcrumb/planet", { id: 1 }],
      ["breadcrumb/video", {}],
      ["breadcrumb/video", { videoId: "12" }],
      ["breadcrumb/video", { videoId: -3 }],
      ["breadcrumb/video", { videoId: 1, extra: true }],
      ["breadcrumb/video", { actorId: actor.id }],
      ["breadcrumb/category", { categoryId: 1.5 }],
      ["breadcrumb/blogPost", { slug: "" }],
      ["breadcrumb/actor", "[1,2]"],
      ["breadcrumb/actor", "{broken"],
    ];
    for (const [path, body] of bad) {
      const answer = await post(path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.error?.code).toMatch(/VALIDATION_FAILED|BAD_REQUEST/);
    }
    const unknown: [string, unknown][] = [
      ["breadcrumb/video", { videoId: 2_000_000_000 }],
      ["breadcrumb/actor", { actorId: 2_000_000_000 }],
      ["breadcrumb/category", { categoryId: 2_000_000_000 }],
      ["breadcrumb/blogPost", { slug: "no-such-post" }],
    ];
    for (const [path, body] of unknown) {
      const answer = await post(path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(404);
      expect(answer.body.error?.code).toBe("NOT_FOUND");
    }
  });
});
