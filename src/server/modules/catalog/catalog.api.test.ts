import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TActorProfile, TVideo } from "../../../common/contracts/catalog.ts";
import { buildActor, buildCategory, buildTag, buildVideo } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe("catalogue REST", () => {
  let server: TestServer;
  let ids: Record<string, number>;
  let actorA: { id: number; name: string };
  let categoryId: number;
  let tagKey: string;

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
    const ctx = { db: server.database.db, now: NOW };
    actorA = await buildActor(ctx, { name: "LenaRose" });
    const actorB = await buildActor(ctx, { name: "MiaStar", isOnline: true });
    const category = await buildCategory(ctx);
    categoryId = category.id;
    const tag = await buildTag(ctx);
    tagKey = tag.groupKey;
    ids = {
      free: (
        await buildVideo(ctx, actorA.id, { free: true, price: 0, basePrice: 0, releasedAt: ago(3), likes: 5 })
      ).id,
      sale: (
        await buildVideo(ctx, actorA.id, {
          price: 10,
          basePrice: 20,
          releasedAt: ago(40),
          likes: 50,
          categoryIds: [category.id],
        })
      ).id,
      vip: (
        await buildVideo(ctx, actorB.id, {
          vip: true,
          price: 30,
          releasedAt: ago(100),
          likes: 20,
          durationSec: 3000,
        })
      ).id,
      classic: (
        await buildVideo(ctx, actorB.id, {
          classic: true,
          price: 40,
          releasedAt: ago(900),
          likes: 80,
          tagIds: [tag.id],
        })
      ).id,
      trending: (
        await buildVideo(ctx, actorB.id, {
          price: 15,
          releasedAt: ago(5),
          likes: 1,
          recentViews: [50, 40, 30],
        })
      ).id,
      future: (await buildVideo(ctx, actorA.id, { price: 15, releasedAt: new Date(NOW.getTime() + 3 * DAY) }))
        .id,
    };
  });
  afterAll(() => server.close());

  const grid = async (payload: unknown) => {
    const response = await server.fetch(
      `/rest/v1/tileGrid/get/videos/${encodeURIComponent(JSON.stringify(payload))}`,
    );
    return {
      status: response.status,
      body: (await response.json()) as {
        items: TVideo[];
        total: number;
        error?: { code: string; message: string };
      },
    };
  };

  it("lists released videos only, with the total", async () => {
    const { status, body } = await grid({ order: "newest" });
    expect(status).toBe(200);
    expect(body.items.map((v) => v.id)).toEqual([ids.free, ids.trending, ids.sale, ids.vip, ids.classic]);
    expect(body.total).toBe(5);
    expect(body.items.map((v) => v.id)).not.toContain(ids.future);
  });

  it.each([
    [{ types: { free: true } }, ["free"]],
    [{ types: { discount: true } }, ["sale"]],
    [{ types: { vip: true } }, ["vip"]],
    [{ types: { classic: true } }, ["classic"]],
    [{ types: { trending: true } }, ["trending"]],
    [{ types: { free: false, vip: false, classic: false } }, ["sale", "trending"]],
  ])("filters by type %j", async (filter, expected) => {
    const { body } = await grid({ filter, order: "newest" });
    expect(body.items.map((v) => v.id).sort()).toEqual(expected.map((k) => ids[k]).sort());
  });

  it("filters by actor, category, tag and release window", async () => {
    expect((await grid({ filter: { modelIds: [actorA.id] } })).body.total).toBe(2);
    expect((await grid({ filter: { categoryIds: [categoryId] } })).body.items.map((v) => v.id)).toEqual([
      ids.sale,
    ]);
    const tagged = await grid({ filter: { tags: [tagKey] } });
    expect(tagged.body.error).toBeUndefined();
    expect(tagged.body.items.map((v) => v.id)).toEqual([ids.classic]);
    const recent = await grid({ filter: { releasedFrom: ago(50).toISOString() } });
    expect(recent.body.total).toBe(3);
  });

  it("sorts by price, length, rating and discount, and pages", async () => {
    const byPrice = await grid({ order: "priceAsc" });
    const prices = byPrice.body.items.map((v) => v.price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await grid({ order: "longest", limit: 1 })).body.items[0]?.id).toBe(ids.vip);
    expect((await grid({ order: "topRated", limit: 1 })).body.items[0]?.id).toBe(ids.classic);
    expect((await grid({ order: "discount", limit: 1 })).body.items[0]?.id).toBe(ids.sale);
    expect((await grid({ order: "trending", limit: 1 })).body.items[0]?.id).toBe(ids.trending);
    const page2 = await grid({ order: "newest", limit: 2, offset: 2 });
    expect(page2.body.items.map((v) => v.id)).toEqual([ids.sale, ids.vip]);
    expect(page2.body.total).toBe(5);
  });

  it("presents a video in the requested language with prices in VXC", async () => {
    const { body } = await grid({ filter: { ids: [ids.sale] } });
    const video = body.items[0] as TVideo;
    expect(video.onSale).toBe(true);
    expect(video.price).toMatchObject({ value: 10, currency: "VXC" });
    expect(video.basePrice).toMatchObject({ value: 20, currency: "VXC" });
    expect(video.model.name).toBe("LenaRose");
    expect(video.preview?.srcSet).toMatch(/-w320\.jpg 320w.*-w640\.jpg 640w.*-w1280\.jpg 1280w/);
    const german = await server.fetch(`/rest/v1/video/${ids.sale}?language=de`);
    expect(((await german.json()) as TVideo).title).toMatch(/\(de\)$/);
    const dutch = await server.fetch(`/rest/v1/video/${ids.sale}?language=nl&ver=3&access_token=x`);
    expect(((await dutch.json()) as TVideo).title).toMatch(/\(nl\)$/);
  });

  it.each([
    ["an unknown filter key", { filter: { colour: "red" } }, "VALIDATION_FAILED", /Unmapped category/],
    [
      "an unknown type flag",
      { filter: { types: { cheap: true } } },
      "VALIDATION_FAILED",
      /Unmapped category/,
    ],
    ["an unmapped type", { filter: { types: { vxselect: true } } }, "VALIDATION_FAILED", /Unmapped category/],
    ["a bad order", { order: "random" }, "VALIDATION_FAILED", /order/],
    ["a huge limit", { limit: 5000 }, "VALIDATION_FAILED", /limit/],
    ["bought without login", { filter: { types: { bought: true } } }, "UNAUTHENTICATED", /logged-in/],
  ])("answers %s with a clear 4xx", async (_label, payload, code, message) => {
    const { status, body } = await grid(payload);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.error?.code).toBe(code);
    expect(body.error?.message).toMatch(message);
  });

  it("answers broken JSON, unknown grid types and unknown videos with 4xx", async () => {
    const broken = await server.fetch("/rest/v1/tileGrid/get/videos/%7Bnope");
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe("BAD_REQUEST");
    const unknownType = await server.fetch("/rest/v1/tileGrid/get/pizzas/%7B%7D");
    expect(unknownType.status).toBe(404);
    for (const [path, status] of [
      ["/rest/v1/video/999999", 404],
      ["/rest/v1/video/abc", 400],
      ["/rest/v1/video/-1", 400],
      [`/rest/v1/video/${ids.future}`, 404],
    ] as const) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
    }
  });

  it("finds an actor by name in any case or by id", async () => {
    for (const key of ["LenaRose", "lenarose", String(actorA.id)]) {
      const response = await server.fetch(`/rest/v1/actor/getActorDataByIdOrName/${key}?language=es`);
      expect(response.status, key).toBe(200);
      const actor = (await response.json()) as TActorProfile;
      expect(actor.name).toBe("LenaRose");
      expect(actor.about).toMatch(/\(es\)$/);
      expect(actor.counts.videos).toBe(2);
      expect(actor.prices.video).toMatchObject({ value: 8, currency: "VXC" });
    }
    const missing = await server.fetch("/rest/v1/actor/getActorDataByIdOrName/nobody");
    expect(missing.status).toBe(404);
  });
});
