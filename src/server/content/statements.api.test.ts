import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, driverClientOf } from "../db/client.ts";
import { purchases } from "../db/schema/index.ts";
import { buildActor, buildCollection, buildVideo } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

const NOW = new Date("2026-11-20T12:00:00Z");

/** Counts the SQL statements sent through the database client (PGlite and node-postgres both call `query`). */
function recordStatements(db: Db) {
  const client = driverClientOf(db) as { query: (...args: unknown[]) => unknown };
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const text = args[0];
    statements.push(typeof text === "string" ? text : JSON.stringify(text));
    return original.apply(this, args);
  };
  return {
    statements,
    restore: () => {
      client.query = original;
    },
  };
}

const TILES = `query { videos(order: NEWEST, first: 30) { total items {
  id title duration url price { value currency } basePrice { value } preview { src srcSet color }
  model { id name age isOnline url avatar { src srcSet } } } } }`;

describe("content service: no N+1 queries", () => {
  let server: TestServer;
  let guest: Awaited<ReturnType<typeof signUpGuest>>;

  beforeAll(async () => {
    // No outbox rounds among the counted statements (a POST wakes the dispatcher).
    server = await startTestServer({ now: () => NOW, outbox: { dispatch: false } });
    const ctx = { db: server.database.db, now: NOW };
    // 30 tiles of 30 different actors: a per-tile read would show as 30 statements.
    const videoIds: number[] = [];
    for (let i = 0; i < 30; i++) {
      const actor = await buildActor(ctx);
      const video = await buildVideo(ctx, actor.id);
      videoIds.push(video.id);
      if (i === 0) guest = await signUpGuest(server);
      if (i % 3 === 0)
        await ctx.db
          .insert(purchases)
          .values({ guestId: guest.guest.id, itemType: "video", itemId: video.id, price: 20 });
    }
    // Three collections of 10 videos (each of its own actor).
    for (let c = 0; c < 3; c++)
      await buildCollection(ctx, videoIds.slice(c * 10, c * 10 + 10), { position: c });
  }, 60_000);
  afterAll(async () => server.close());

  const run = async (authorization: string, query: string) => {
    const recorder = recordStatements(server.database.db);
    try {
      const response = await server.fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as {
        data: { videos?: { items: unknown[] }; collections?: { videos: unknown[] }[] };
        errors?: unknown;
      };
      expect(body.errors).toBeUndefined();
      if (body.data.videos) expect(body.data.videos.items).toHaveLength(30);
      return { body, statements: [...recorder.statements] };
    } finally {
      recorder.restore();
    }
  };

  it("reads a 30-tile list with actors and preview images in 2 statements, 3 with tags", async () => {
    const token = (await (await server.fetch("/rest/v1/content/token")).json()) as { token: string };
    const { body, statements } = await run(`Bearer ${token.token}`, TILES);
    const items = body.data.videos?.items as {
      model: { avatar: { src: string } };
      preview: { src: string };
    }[];
    expect(items.every((item) => item.model.avatar.src && item.preview.src)).toBe(true);
    expect(
      (await run(`Bearer ${token.token}`, TILES.replace("id title", "id title tags { name }"))).statements,
    ).toHaveLength(3);
    // The page with its preview images and total, the actors of the page (no tags asked for).
    expect(statements).toHaveLength(2);
  });

  it("adds two statements for the guest's flags of the 30 tiles (session check, flags)", async () => {
    const token = (await (
      await server.fetch("/rest/v1/content/token", { headers: guest.bearer })
    ).json()) as {
      token: string;
    };
    const query = TILES.replace("id title", "id title guestInfo { bought liked }");
    const { body, statements } = await run(`Bearer ${token.token}`, query);
    const items = body.data.videos?.items as { guestInfo: { bought: boolean } }[];
    expect(items.filter((item) => item.guestInfo.bought)).toHaveLength(10);
    expect(statements).toHaveLength(4);
  });

  it("reads collections with their videos and actors in the same statements for 1 or 3 of them", async () => {
    const token = (await (await server.fetch("/rest/v1/content/token")).json()) as { token: string };
    const query = (first: number) =>
      `{ collections(first: ${first}) { title videoCount videos(first: 10) { id title model { name avatar { src } } } } }`;
    const one = await run(`Bearer ${token.token}`, query(1));
    const three = await run(`Bearer ${token.token}`, query(3));
    const lists = three.body.data.collections as { videoCount: number; videos: unknown[] }[];
    expect(lists.map((c) => [c.videoCount, c.videos.length])).toEqual([
      [10, 10],
      [10, 10],
      [10, 10],
    ]);
    // The collections, their video ids and counts, the videos with previews, their actors.
    expect(three.statements).toHaveLength(one.statements.length);
    expect(three.statements.length).toBeLessThanOrEqual(5);
  });
});
