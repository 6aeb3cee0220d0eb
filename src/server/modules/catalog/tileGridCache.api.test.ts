import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TVideo } from "../../../common/contracts/catalog.ts";
import { guests } from "../../db/schema/index.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

type Grid = { success: boolean; items: TVideo[]; total: number };
type Guest = Awaited<ReturnType<typeof signUpGuest>>;

/**
 * The tile grid with the catalogue cache on (2 s): the answer shared by everyone whose tiles hold
 * nothing of their own is serialised once per cache entry; a guest's own flags (bought, gifted,
 * liked, flatrate) never reach it.
 */
describe("tile grid: the shared answer of the catalogue cache", () => {
  let server: TestServer;
  let actorId: number;
  let videoIds: number[];
  let buyer: Guest;
  let other: Guest;

  beforeAll(async () => {
    server = await startTestServer({ catalogCacheSeconds: 2 });
    const ctx = { db: server.database.db };
    actorId = (await buildActor(ctx)).id;
    videoIds = [];
    for (let i = 0; i < 4; i++) videoIds.push((await buildVideo(ctx, actorId, { price: 10 + i })).id);
    buyer = await signUpGuest(server, { coins: 100 });
    other = await signUpGuest(server);
    const bought = await server.fetch(`/rest/v1/video/${videoIds[1]}/buy`, {
      method: "POST",
      headers: { "content-type": "application/json", ...buyer.bearer },
      body: "{}",
    });
    expect(bought.status).toBe(200);
  }, 60_000);
  afterAll(() => server.close());

  const path = (payload: unknown, language = "en") =>
    `/rest/v1/tileGrid/get/videos/${encodeURIComponent(JSON.stringify(payload))}?language=${language}`;
  const get = async (payload: unknown, headers: Record<string, string> = {}, language = "en") => {
    const response = await server.fetch(path(payload, language), { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const text = await response.text();
    return { text, body: JSON.parse(text) as Grid };
  };
  const boughtIds = (grid: Grid) => grid.items.filter((v) => v.guestInfo.bought).map((v) => v.id);

  it("keeps a buyer's flags out of the shared answer, whoever asks first", async () => {
    // The buyer fills the cache entry: her answer is her own, the shared one stays clean.
    const first = { order: "newest", limit: 16 };
    expect(boughtIds((await get(first, buyer.bearer)).body)).toEqual([videoIds[1]]);
    const anonymous = await get(first);
    expect(anonymous.body.items.map((v) => v.id).sort()).toEqual([...videoIds].sort());
    expect(boughtIds(anonymous.body)).toEqual([]);
    expect((await get(first)).text).toBe(anonymous.text);
    // A guest with nothing bought among the tiles gets the shared answer, byte for byte.
    expect((await get(first, other.bearer)).text).toBe(anonymous.text);
    expect(boughtIds((await get(first, buyer.bearer)).body)).toEqual([videoIds[1]]);

    // The shared answer is made first: the buyer still gets her flag, the others still do not.
    const second = { order: "priceAsc", limit: 16 };
    const shared = await get(second);
    expect(boughtIds(shared.body)).toEqual([]);
    expect(boughtIds((await get(second, buyer.bearer)).body)).toEqual([videoIds[1]]);
    expect((await get(second, other.bearer)).text).toBe(shared.text);
    expect((await get(second)).text).toBe(shared.text);
  });

  it("marks a guest's likes and, while VIP, the VIP videos (flatrate) in their own answer only", async () => {
    const vipVideo = (await buildVideo({ db: server.database.db }, actorId, { vip: true })).id;
    const fan = await signUpGuest(server);
    const { token } = (await (
      await server.fetch("/rest/v1/content/token", { headers: fan.bearer })
    ).json()) as { token: string };
    const liked = await server.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: "mutation ($id: Int!) { rateVideo(videoId: $id, rating: 1) { isLiked } }",
        variables: { id: videoIds[2] },
      }),
    });
    expect(await liked.json()).toEqual({ data: { rateVideo: { isLiked: true } } });
    const payload = { order: "newest", limit: 15 };
    const none = { bought: false, gifted: false, flatrate: false, liked: false };
    const infoOf = (grid: Grid) => new Map(grid.items.map((v) => [v.id, v.guestInfo]));

    // Not VIP yet: the like only.
    let mine = infoOf((await get(payload, fan.bearer)).body);
    expect(mine.get(videoIds[2] as number)).toEqual({ ...none, liked: true });
    expect(mine.get(vipVideo)).toEqual(none);
    await server.database.db
      .update(guests)
      .set({ vipUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(guests.id, fan.guest.id));
    mine = infoOf((await get(payload, fan.bearer)).body);
    expect(mine.get(vipVideo)).toEqual({ ...none, flatrate: true });
    expect(mine.get(videoIds[0] as number)).toEqual(none);
    // Everyone else gets the shared answer, with no guest's flags in it.
    const shared = await get(payload);
    expect(shared.body.items.map((v) => v.guestInfo)).toEqual(shared.body.items.map(() => none));
    expect((await get(payload, other.bearer)).text).toBe(shared.text);
  });

  it("keeps lists filtered by purchases per guest", async () => {
    const mine = { filter: { types: { bought: true } } };
    expect((await get(mine, other.bearer)).body).toMatchObject({ items: [], total: 0 });
    const buyers = (await get(mine, buyer.bearer)).body;
    expect(buyers.items.map((v) => v.id)).toEqual([videoIds[1]]);
    expect(boughtIds(buyers)).toEqual([videoIds[1]]);
    expect((await get(mine, other.bearer)).body).toMatchObject({ items: [], total: 0 });
  });

  it("keeps one answer per language and sends the same bytes compressed", async () => {
    const payload = { order: "newest", limit: 2 };
    const en = await get(payload);
    const de = await get(payload, {}, "de");
    expect(en.body.items[0]?.url).toMatch(/^\/en\//);
    expect(de.body.items[0]?.url).toMatch(/^\/de\//);
    const response = await server.fetch(path(payload), { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    // fetch decodes it.
    expect(await response.text()).toBe(en.text);
  });

  it("expires with the catalogue cache: a new video shows after the cache time", async () => {
    const payload = { order: "newest", limit: 15 };
    const before = (await get(payload)).body;
    const added = await buildVideo({ db: server.database.db }, actorId, { price: 5 });
    expect((await get(payload)).body.total).toBe(before.total);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const after = (await get(payload)).body;
    expect(after.total).toBe(before.total + 1);
    expect(after.items.map((v) => v.id)).toContain(added.id);
  });
});
