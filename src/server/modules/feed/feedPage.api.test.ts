import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/**
 * The feed's pages through the real HTTP stack with the web app: /feed/ in the four languages, a
 * visitor's first page in the HTML, an actor's feed tab, a post's own address with its Open Graph
 * preview, and a 404 for every address of a post that is not there.
 */
let server: TestServer;
let actorName: string;
let otherName: string;
const posts = { text: 0, clip: 0, paid: 0, other: 0, deleted: 0 };

async function operator(method: string, path: string, body?: unknown) {
  const response = await server.fetch(`/rest/v1/internal/${path}`, {
    method,
    headers: {
      "x-operator-key": TEST_OPERATOR_KEY,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

async function post(actorId: number, body: Record<string, unknown>) {
  return (await operator("POST", `actors/${actorId}/feed/posts`, body)).postId as number;
}

/** The content of a meta element by its property or name, or null. */
function metaOf(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

beforeAll(async () => {
  server = await startTestServer({ web: true });
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx, { name: "PagePaula" });
  const other = await buildActor(ctx, { name: "PageOlivia" });
  actorName = actor.name;
  otherName = other.name;
  const video = await buildVideo(ctx, actor.id, { mediaKey: "test/pageclip", ageRating: 16 });
  posts.text = await post(actor.id, { kind: "text", text: "Paula's morning words for everyone" });
  posts.clip = await post(actor.id, { kind: "clip", videoId: video.id, title: "Paula's open clip" });
  posts.paid = await post(actor.id, {
    kind: "clip",
    videoId: video.id,
    title: "Paula's paid clip",
    priceCoins: 40,
  });
  posts.other = await post(other.id, { kind: "text", text: "Olivia says hello" });
  posts.deleted = await post(actor.id, { kind: "text", text: "Paula's deleted words" });
  await operator("DELETE", `actors/${actor.id}/feed/posts/${posts.deleted}`);
});
afterAll(() => server.close());

describe("the feed's pages", () => {
  it("/feed/ answers in de, en, es and nl with a visitor's first posts in the HTML", async () => {
    const pages = [
      ["/de/feed/", "Liken, kommentieren"],
      ["/en/feed/", "Like, comment, unlock and tip"],
      ["/es/feed/", "deja propinas"],
      ["/nl/feed/", "ontgrendelen en fooi geven"],
    ] as const;
    for (const [path, text] of pages) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(text);
      expect(html, path).not.toContain("coming soon");
      // The posts are rendered by the server (cards with their words), not left to the browser.
      expect(html, path).toContain("Paula&#x27;s morning words for everyone");
      expect(html, path).toContain("Olivia says hello");
      expect(html, path).toContain(`data-post-id="${posts.clip}"`);
      expect(html, path).not.toContain("Paula&#x27;s deleted words");
    }
  });

  it("an actor's feed tab shows her posts only", async () => {
    const response = await server.fetch(`/en/amateur/${actorName.toLowerCase()}/feed/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Paula&#x27;s morning words for everyone");
    expect(html).toContain("Paula&#x27;s paid clip");
    expect(html).not.toContain("Olivia says hello");
    // The profile's tabs lead to it.
    expect(html.toLowerCase()).toContain(`href="/en/amateur/${actorName.toLowerCase()}/feed/"`);
    const other = await (await server.fetch(`/de/amateur/${otherName.toLowerCase()}/feed/`)).text();
    expect(other).toContain("Olivia says hello");
    expect(other).not.toContain("Paula&#x27;s");
    expect((await server.fetch("/en/amateur/NoSuchActor1234/feed/")).status).toBe(404);
  });

  it("a post has its own address with an Open Graph preview a visitor may see", async () => {
    const response = await server.fetch(`/en/feed/${posts.clip}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(metaOf(html, "og:title")).toContain("Paula&#x27;s open clip");
    expect(metaOf(html, "og:type")).toBe("article");
    expect(metaOf(html, "og:url")).toMatch(new RegExp(`/en/feed/${posts.clip}/$`));
    expect(metaOf(html, "og:image")).toMatch(/^https?:\/\//);
    expect(metaOf(html, "article:published_time")).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(html).toContain("<h1");
    // The paid clip's preview shows the performer, never the locked media.
    const paid = await (await server.fetch(`/de/feed/${posts.paid}/`)).text();
    expect(metaOf(paid, "og:title")).toContain("Paula&#x27;s paid clip");
    expect(paid).not.toContain("test/pageclip");
    // A text post: its words are the description.
    const text = await (await server.fetch(`/es/feed/${posts.text}/`)).text();
    expect(metaOf(text, "og:description")).toBe("Paula&#x27;s morning words for everyone");
  });

  it("answers 404 for a post that is not there, and for an address that is not a post id", async () => {
    for (const path of [
      `/en/feed/${posts.deleted}/`,
      "/en/feed/2147483000/",
      "/en/feed/0/",
      "/en/feed/abc/",
      "/en/feed/-1/",
      "/en/feed/99999999999/",
      `/en/feed/${posts.text}.5/`,
    ]) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(404);
      await response.text();
    }
  });
});
