import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor } from "../../test/factories.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** The blog through the real HTTP stack: the operator's posts, the public calls, bad input. */
let server: TestServer;
let anna: { id: number; name: string };
let bea: { id: number; name: string };
let imageId: number;
const NOW = Date.now();
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();
const operator = { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" };

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = operator,
) {
  const response = await server.fetch(`/rest/v1/${path}`, {
    method,
    // No body, no content type (Fastify refuses an empty JSON body).
    headers:
      body === undefined
        ? Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "content-type"))
        : headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string; message: string } },
  };
}
const get = (path: string) => call("GET", path, undefined, {});
const text = (title: string, markdown = `Text of ${title}`) => ({
  title,
  teaser: `Teaser of ${title}`,
  markdown,
});

async function publish(body: Record<string, unknown>) {
  const answer = await call("POST", "internal/blog/posts", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.postId as number;
}

type Teaser = { id: number; slug: string; title: string; category: string; url: string; image: unknown };
type Page = { items: Teaser[]; total: number; page: number; pageSize: number };

beforeAll(async () => {
  server = await startTestServer();
  anna = await buildActor({ db: server.database.db }, { name: "BlogAnna" });
  bea = await buildActor({ db: server.database.db }, { name: "BlogBea" });
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a04060" } })
    .jpeg()
    .toBuffer();
  const uploaded = await server.fetch("/rest/v1/internal/blog/pictures", {
    method: "POST",
    headers: { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "image/jpeg" },
    body: new Uint8Array(picture),
  });
  expect(uploaded.status).toBe(201);
  imageId = ((await uploaded.json()) as { imageId: number }).imageId;
  // News: four posts (one only in German), an interview naming both performers, an action, an event.
  for (let i = 1; i <= 4; i++)
    await publish({
      slug: `news-${i}`,
      categoryId: 45,
      publishedAt: ago(i),
      actorIds: i === 1 ? [anna.id] : [],
      imageId: i === 1 ? imageId : null,
      texts: { en: text(`News ${i}`), de: text(`Neuigkeit ${i}`) },
    });
  await publish({
    slug: "nur-deutsch",
    categoryId: 45,
    publishedAt: ago(0.5),
    texts: { de: text("Nur Deutsch") },
  });
  await publish({
    slug: "interview-anna-bea",
    categoryId: 46,
    publishedAt: ago(2),
    actorIds: [bea.id, anna.id],
    texts: {
      en: text("Anna and Bea", "# Hello\n\n<script>alert(1)</script> **bold** [out](https://example.com)"),
    },
  });
  await publish({
    slug: "action-one",
    categoryId: 43,
    publishedAt: ago(3),
    texts: { en: text("Big % action") },
  });
  await publish({
    slug: "event-last-year",
    categoryId: 38,
    publishedAt: ago(400),
    texts: { en: text("Old event") },
  });
  await publish({
    slug: "scheduled",
    categoryId: 45,
    publishedAt: ago(-2),
    texts: { en: text("Future news") },
  });
}, 60_000);
afterAll(() => server.close());

describe("blog reads", () => {
  it("answers the landing's sections, newest first, three each, in the page's language, cached 60 s", async () => {
    const { status, body, cache } = await get("blog/pm?language=en");
    expect(status).toBe(200);
    expect(cache).toBe("public, max-age=60");
    const sections = body.sections as { category: string; categoryId: number; items: Teaser[] }[];
    expect(sections.map((s) => [s.category, s.categoryId])).toEqual([
      ["news", 45],
      ["actions", 43],
      ["interviews", 46],
      ["event", 38],
    ]);
    expect(sections[0]?.items.map((p) => p.slug)).toEqual(["news-1", "news-2", "news-3"]);
    expect(sections[0]?.items[0]).toMatchObject({
      title: "News 1",
      url: "/en/blog/news-1/",
      category: "news",
    });
    expect(sections[0]?.items[0]?.image).toMatchObject({ srcSet: expect.stringContaining("1280w") });
    const german = await get("blog/pm?language=de");
    const news = (german.body.sections as { items: Teaser[] }[])[0]?.items;
    expect(news?.map((p) => p.title)).toEqual(["Nur Deutsch", "Neuigkeit 1", "Neuigkeit 2"]);
  });

  it("pages a category with page, pageSize and exclude, and filters by the payload's performer", async () => {
    const first = (await get("blog/posts/45/%7B%7D?language=en")).body as unknown as Page;
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items.map((p) => p.slug)).toEqual(["news-1", "news-2", "news-3"]);
    const second = (await get("blog/posts/45/%7B%7D?language=en&page=2")).body as unknown as Page;
    expect(second.items.map((p) => p.slug)).toEqual(["news-4"]);
    const skip = first.items
      .slice(0, 2)
      .map((p) => p.id)
      .join(",");
    const excluded = (await get(`blog/posts/45/%7B%7D?language=en&exclude=${skip}&pageSize=10`))
      .body as unknown as Page;
    expect(excluded.items.map((p) => p.slug)).toEqual(["news-3", "news-4"]);
    const annas = (await get(`blog/posts/46/${encodeURIComponent(JSON.stringify({ actorId: anna.id }))}`))
      .body as unknown as Page;
    expect(annas.items.map((p) => p.slug)).toEqual(["interview-anna-bea"]);
  });

  it("answers the archive's years and a year's page, nine a page by default", async () => {
    const all = (await get("blog/archives/0?language=en")).body as unknown as Page & {
      years: { year: number; count: number }[];
      year: number;
    };
    const thisYear = new Date(NOW).getUTCFullYear();
    expect(all.years.map((y) => y.year)).toContain(new Date(NOW - 400 * DAY).getUTCFullYear());
    expect(all.pageSize).toBe(9);
    expect(all.year).toBe(all.years[0]?.year);
    const events = (await get(`blog/archives/38?language=en&year=${thisYear - 1}`)).body as unknown as Page;
    expect(events.items.map((p) => p.slug)).toEqual(
      new Date(NOW - 400 * DAY).getUTCFullYear() === thisYear - 1 ? ["event-last-year"] : [],
    );
  });

  it("answers the performers posts name, each once, in the posts' order", async () => {
    const posts = (await get("blog/posts/46/%7B%7D?language=en")).body as unknown as Page;
    const news = (await get("blog/posts/45/%7B%7D?language=en")).body as unknown as Page;
    const ids = [posts.items[0]?.id, news.items[0]?.id, posts.items[0]?.id].join(",");
    const { body } = await get(`blog/actors/${ids}?language=en`);
    expect((body.actors as { name: string; url: string }[]).map((a) => a.name)).toEqual([
      "BlogBea",
      "BlogAnna",
    ]);
    expect((body.actors as { url: string }[])[0]?.url).toBe("/en/amateur/blogbea/");
  });

  it("answers a post with sanitized HTML, its languages and performers; hides scheduled, withdrawn and other-language posts", async () => {
    const { status, body } = await get("blog/post/interview-anna-bea?language=en");
    expect(status).toBe(200);
    expect(body.html).toContain("<h2>Hello</h2>");
    expect(body.html).toContain("&lt;script&gt;");
    expect(body.html).not.toContain("<script>");
    expect(body.html).toContain('rel="noopener noreferrer nofollow"');
    expect(body.languages).toEqual(["en"]);
    expect((body.actors as { name: string }[]).map((a) => a.name)).toEqual(["BlogBea", "BlogAnna"]);
    expect((await get("blog/post/scheduled?language=en")).status).toBe(404);
    expect((await get("blog/post/nur-deutsch?language=en")).status).toBe(404);
    expect((await get("blog/post/nur-deutsch?language=de")).status).toBe(200);
    expect((await get("blog/post/no-such-post?language=en")).body.error?.code).toBe("NOT_FOUND");
  });

  it("searches titles and texts word by word, literally, fifteen a page", async () => {
    const found = (await get("blog/search/news%203?language=en")).body as unknown as Page;
    expect(found.items.map((p) => p.slug)).toEqual(["news-3"]);
    expect(found.pageSize).toBe(15);
    // % is a character, not a wildcard.
    const percent = (await get("blog/search/%25%20action?language=en")).body as unknown as Page;
    expect(percent.items.map((p) => p.slug)).toEqual(["action-one"]);
    expect(((await get("blog/search/zzzz%25?language=en")).body as unknown as Page).total).toBe(0);
  });
});

describe("what bad input gets", () => {
  it("refuses unknown categories, page sizes over the limit, bad payloads, ids and slugs with a 4xx", async () => {
    for (const path of [
      "blog/posts/2/%7B%7D",
      "blog/posts/45/not-json",
      "blog/posts/45/%7B%22actorId%22%3A%22x%22%7D",
      "blog/posts/45/%7B%22other%22%3A1%7D",
      "blog/posts/45/%7B%7D?pageSize=31",
      "blog/posts/45/%7B%7D?page=0",
      "blog/posts/45/%7B%7D?exclude=1,x",
      "blog/archives/7",
      "blog/archives/45?year=1999",
      "blog/actors/0",
      "blog/actors/1,2,abc",
      `blog/actors/${Array.from({ length: 51 }, (_, i) => i + 1).join(",")}`,
      "blog/post/Bad_Slug",
      "blog/search/a",
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body.error?.code, path).toBe("VALIDATION_FAILED");
    }
  });

  it("the operator's writes: a taken slug 409, unknown performers, pictures and categories 400, edits and withdrawals", async () => {
    const base = { slug: "operator-post", categoryId: 1, texts: { en: text("Operator") } };
    const id = await publish(base);
    expect((await call("POST", "internal/blog/posts", base)).status).toBe(409);
    for (const bad of [
      { ...base, slug: "x1", actorIds: [999_999] },
      { ...base, slug: "x2", imageId: 999_999 },
      { ...base, slug: "x3", categoryId: 2 },
      { ...base, slug: "Not A Slug" },
      { ...base, slug: "x4", texts: {} },
      { ...base, slug: "x5", texts: { fr: text("Bonjour") } },
      { ...base, slug: "x6", texts: { en: { title: "", markdown: "x" } } },
      { ...base, slug: "x7", extra: 1 },
    ]) {
      const answer = await call("POST", "internal/blog/posts", bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await call("POST", "internal/blog/posts", base, { "content-type": "application/json" })).status,
    ).toBe(403);

    const edited = await call("PUT", `internal/blog/posts/${id}`, { texts: { en: text("Edited", "*new*") } });
    expect(edited.status).toBe(200);
    expect((await get("blog/post/operator-post?language=en")).body).toMatchObject({
      title: "Edited",
      html: "<p><em>new</em></p>",
    });
    expect((await call("PUT", `internal/blog/posts/${id}`, { slug: "news-1" })).status).toBe(409);
    expect((await call("DELETE", `internal/blog/posts/${id}`)).status).toBe(200);
    expect((await get("blog/post/operator-post?language=en")).status).toBe(404);
    expect((await call("DELETE", "internal/blog/posts/999999")).status).toBe(404);
    expect((await call("PUT", "internal/blog/posts/999999", { categoryId: 1 })).status).toBe(404);
    // A PUT brings a withdrawn post back.
    expect((await call("PUT", `internal/blog/posts/${id}`, {})).status).toBe(200);
    expect((await get("blog/post/operator-post?language=en")).status).toBe(200);
  });
});
