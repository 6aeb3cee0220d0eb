import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";
import { guests } from "../../db/schema/index.ts";
import { buildActor, buildImage, buildVideo, localized } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { episodeHashId, seriesHashId } from "./hashId.ts";
import { channelEpisodes } from "./index.ts";

/** The TV mediathek through the real HTTP stack: the operator's import, the public calls, gating, bad input. */
let server: TestServer;
const NOW = Date.now();
const DAY = 86_400_000;
const FILE = Buffer.from("mediathek clip");
let v: {
  free1: number;
  free2: number;
  sale: number;
  prem1: number;
  prem2: number;
  spare: number;
  other: number;
};
let actorId: number;
let imageId: number;
const operator = { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" };

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await server.fetch(`/rest/v1/${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    // biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely
    body: (await response.json()) as any,
  };
}
const get = (path: string, headers: Record<string, string> = {}) => call("GET", path, undefined, headers);
const update = (body: unknown, headers: Record<string, string> = operator) =>
  call("POST", "internal/tv/updateMediathek", body, headers);

const texts = (title: string) => ({
  title,
  teaser: `About ${title}`,
  markdown: `# ${title}\n\nSee **it**.<script>x()</script>`,
});
function importBody() {
  return {
    series: [
      {
        key: "night-shift",
        kind: "free",
        title: { en: "Night Shift", de: "Nachtschicht" },
        description: { en: "Late stories", de: "Späte Geschichten" },
        imageId,
        position: 1,
        episodes: [
          { videoId: v.free1, season: 1, episode: 1, title: { en: "Pilot", de: "Pilotfolge" } },
          { videoId: v.free2, season: 1, episode: 2, title: { en: "Second night" } },
          { videoId: v.sale, season: 2, episode: 1, title: { en: "For sale" } },
        ],
      },
      {
        key: "velvet-gold",
        kind: "premium",
        title: { en: "Velvet Gold" },
        position: 2,
        episodes: [
          { videoId: v.prem1, season: 1, episode: 1, title: { en: "Gold one" } },
          { videoId: v.prem2, season: 1, episode: 2, title: { en: "Gold two" } },
        ],
      },
    ],
    articles: [
      {
        slug: "behind-night-shift",
        seriesKey: "night-shift",
        imageId,
        publishedAt: new Date(NOW - DAY).toISOString(),
        texts: { en: texts("Behind Night Shift"), de: texts("Hinter der Nachtschicht") },
      },
      {
        slug: "coming-soon",
        seriesKey: null,
        publishedAt: new Date(NOW + DAY).toISOString(),
        texts: { en: texts("Soon") },
      },
    ],
  };
}

async function verifiedGuest(values: Partial<typeof guests.$inferInsert> = {}) {
  const guest = await signUpGuest(server, { coins: 100 });
  await server.database.db
    .update(guests)
    .set({ avsStatus: "accepted", ...values })
    .where(eq(guests.id, guest.guest.id));
  return guest;
}

beforeAll(async () => {
  server = await startTestServer();
  await new LocalMediaStore(server.config.protectedMediaDir).put("tv/clip.mp4", FILE);
  const ctx = { db: server.database.db, now: new Date(NOW) };
  const actor = await buildActor(ctx, { name: "TvTina" });
  actorId = actor.id;
  imageId = (await buildImage(ctx)).id;
  const video = (values: Parameters<typeof buildVideo>[2]) =>
    buildVideo(ctx, actor.id, { mediaKey: "tv/clip", ...values });
  v = {
    free1: (await video({ free: true, price: 0, basePrice: 0, durationSec: 35 })).id,
    free2: (await video({ free: true, price: 0, basePrice: 0, title: localized("Moonlight whisper") })).id,
    sale: (await video({ price: 10 })).id,
    prem1: (await video({ price: 30 })).id,
    prem2: (await video({ vip: true, price: 30 })).id,
    spare: (await video({ price: 5 })).id,
    other: (await video({ free: true, price: 0, basePrice: 0 })).id,
  };
  const first = await update(importBody());
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  expect(first.body).toMatchObject({
    series: { created: 2, updated: 0 },
    episodes: { created: 5, updated: 0, removed: 0 },
    articles: { created: 2, updated: 0 },
  });
});
afterAll(() => server.close());

describe("tv/updateMediathek", () => {
  it("is the operator's only", async () => {
    expect((await update(importBody(), {})).status).toBe(403);
    expect((await update(importBody(), { "x-operator-key": "wrong" })).body.error.code).toBe("FORBIDDEN");
    const guest = await verifiedGuest();
    expect((await update(importBody(), guest.bearer)).status).toBe(403);
  });

  it("is idempotent: the same body again changes nothing", async () => {
    const again = await update(importBody());
    expect(again.body).toMatchObject({
      series: { created: 0, updated: 0 },
      episodes: { created: 0, updated: 0, removed: 0 },
      articles: { created: 0, updated: 0 },
    });
    expect(
      (await get("tv/format/night-shift")).body.seasons.flatMap((s: { episodes: unknown[] }) => s.episodes),
    ).toHaveLength(3);
  });

  it("answers concurrent identical imports without a failure (one import at a time)", async () => {
    // A new series in each: without the lock all three would insert its key (PostgreSQL: 500).
    const body = { series: [{ key: "race", kind: "free", title: { en: "Race" }, episodes: [] }] };
    const answers = await Promise.all([update(body), update(body), update(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + answer.body.series.created, 0)).toBe(1);
  });

  it("swaps, adds and removes episodes and keeps hash ids", async () => {
    const body = importBody();
    const night = body.series[0] as (typeof body.series)[number];
    night.episodes = [
      { videoId: v.free2, season: 1, episode: 1, title: { en: "Second night" } },
      { videoId: v.free1, season: 1, episode: 2, title: { en: "Pilot", de: "Pilotfolge" } },
      { videoId: v.spare, season: 2, episode: 1, title: { en: "Spare" } },
    ];
    const changed = await update(body);
    expect(changed.body.episodes).toEqual({ created: 1, updated: 2, removed: 1 });
    const format = (await get("tv/format/night-shift")).body;
    expect(format.seasons[0].episodes.map((e: { video: { id: number } }) => e.video.id)).toEqual([
      v.free2,
      v.free1,
    ]);
    expect(format.seasons[0].episodes[1].hashId).toBe(episodeHashId(v.free1));
    expect((await update(importBody())).body.episodes).toEqual({ created: 1, updated: 2, removed: 1 });
  });

  it("refuses bad input with 4xx", async () => {
    const dup = importBody();
    (dup.series[1] as { episodes: unknown[] }).episodes.push({
      videoId: v.free1,
      season: 3,
      episode: 1,
      title: { en: "x" },
    });
    expect((await update(dup)).status).toBe(400);
    const unknown = importBody();
    (unknown.series[1] as { episodes: { videoId: number }[] }).episodes[0] = {
      ...(unknown.series[1] as { episodes: { videoId: number }[] }).episodes[0],
      videoId: 2_000_000_000,
    } as never;
    expect((await update(unknown)).body.error.code).toBe("VALIDATION_FAILED");
    const moved = {
      series: [
        {
          key: "thief",
          kind: "free",
          title: { en: "Thief" },
          episodes: [{ videoId: v.free1, season: 1, episode: 1, title: { en: "Stolen" } }],
        },
      ],
    };
    expect((await update(moved)).status).toBe(409);
    expect(
      (await update({ series: [{ key: "Bad Key", kind: "free", title: { en: "x" }, episodes: [] }] })).status,
    ).toBe(400);
    expect(
      (await update({ series: [], articles: [{ slug: "a", seriesKey: "nope", texts: { en: texts("A") } }] }))
        .status,
    ).toBe(400);
    expect((await update("not json")).status).toBe(400);
  });
});

describe("public mediathek calls", () => {
  it("lists series (tv/series) in order, with kind filter and page size limits", async () => {
    const list = await get("tv/series");
    expect(list.status).toBe(200);
    expect(list.cache).toBe("public, max-age=60");
    expect(list.body.items.map((s: { key: string }) => s.key)).toEqual(["night-shift", "velvet-gold"]);
    expect(list.body.items[0]).toMatchObject({
      kind: "free",
      title: "Night Shift",
      episodes: 3,
      seasons: 2,
      hashId: seriesHashId("night-shift"),
    });
    expect(list.body.items[0].url).toBe("/en/tv/mediathek/night-shift/");
    expect(list.body.items[0].image.src).toMatch(/^\/media\//);
    expect((await get("tv/series?language=de")).body.items[0].title).toBe("Nachtschicht");
    expect((await get("tv/series?kind=premium")).body.items.map((s: { key: string }) => s.key)).toEqual([
      "velvet-gold",
    ]);
    expect((await get("tv/series?pageSize=31")).status).toBe(400);
    expect((await get("tv/series?pageSize=30")).status).toBe(200);
    expect((await get("tv/series?kind=gold")).status).toBe(400);
  });

  it("answers tv/format/{key} with seasons and articles; unknown keys are 404", async () => {
    const format = await get("tv/format/night-shift?language=de");
    expect(format.status).toBe(200);
    expect(format.body.series.title).toBe("Nachtschicht");
    expect(format.body.seasons.map((s: { season: number }) => s.season)).toEqual([1, 2]);
    expect(format.body.seasons[0].episodes[0]).toMatchObject({
      title: "Pilotfolge",
      episode: 1,
      seriesKey: "night-shift",
    });
    expect(format.body.seasons[0].episodes[0].video.model.id).toBe(actorId);
    expect(format.body.articles.map((a: { slug: string }) => a.slug)).toEqual(["behind-night-shift"]);
    expect((await get("tv/format/no-such-series")).status).toBe(404);
    expect((await get("tv/format/Bad%20Key")).status).toBe(400);
  });

  it("pages a series' videos (tv/mediathek/{key}/videos)", async () => {
    const page = await get("tv/mediathek/night-shift/videos?pageSize=2");
    expect(page.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.body.items).toHaveLength(2);
    expect((await get("tv/mediathek/night-shift/videos?page=2&pageSize=2")).body.items).toHaveLength(1);
    expect((await get("tv/mediathek/night-shift/videos?pageSize=31")).status).toBe(400);
    expect((await get("tv/mediathek/nothing/videos")).status).toBe(404);
  });

  it("answers tv/article/{slug} with sanitized HTML; unpublished and unknown slugs are 404", async () => {
    const article = await get("tv/article/behind-night-shift");
    expect(article.status).toBe(200);
    expect(article.body).toMatchObject({
      title: "Behind Night Shift",
      seriesKey: "night-shift",
      languages: ["de", "en"],
    });
    expect(article.body.html).toContain("<strong>it</strong>");
    expect(article.body.html).not.toContain("<script");
    expect((await get("tv/article/coming-soon")).status).toBe(404);
    expect((await get("tv/article/nope")).status).toBe(404);
  });

  it("suggests by hash id (tv/suggest/{hashId}); malformed is 400, unknown 404", async () => {
    const bySeries = await get(`tv/suggest/${seriesHashId("night-shift")}`);
    expect(bySeries.status).toBe(200);
    expect(bySeries.body.series.map((s: { key: string }) => s.key)).toEqual(["velvet-gold"]);
    const byEpisode = await get(`tv/suggest/${episodeHashId(v.free1)}`);
    const ids = byEpisode.body.episodes.map((e: { video: { id: number } }) => e.video.id);
    expect(ids).toContain(v.free2);
    expect(ids).not.toContain(v.free1);
    expect((await get(`tv/suggest/${seriesHashId("nope")}`)).status).toBe(404);
    expect((await get(`tv/suggest/${episodeHashId(v.other)}`)).status).toBe(404);
    expect((await get("tv/suggest/x123")).status).toBe(400);
  });

  it("recommends episodes and series (tv/recommendations)", async () => {
    const answer = await get("tv/recommendations");
    expect(answer.body.series).toHaveLength(2);
    expect(answer.body.episodes.length).toBe(5);
  });
});

describe("tv/video/{videoId} and its play: gated like every video", () => {
  it("gives the episode with its restriction; a video outside the mediathek is 404", async () => {
    const anonymous = await get(`tv/video/${v.free1}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.cache).toBe("private, no-store");
    expect(anonymous.body).toMatchObject({ restriction: "needLogin", series: { key: "night-shift" } });
    expect(anonymous.body.next.video.id).toBe(v.free2);
    expect((await get(`tv/video/${v.other}`)).status).toBe(404);
    expect((await get("tv/video/abc")).status).toBe(400);
    expect((await get(`tv/video/${v.free1}/play`)).status).toBe(401);
  });

  it("plays free episodes for an age-checked guest", async () => {
    const guest = await verifiedGuest();
    expect((await get(`tv/video/${v.free1}`, guest.bearer)).body.restriction).toBeNull();
    const play = await get(`tv/video/${v.free1}/play`, guest.bearer);
    expect(play.status).toBe(200);
    const stream = await server.fetch(play.body.url);
    expect(Buffer.from(await stream.arrayBuffer())).toEqual(FILE);
    const unchecked = await signUpGuest(server, { coins: 0 });
    expect((await get(`tv/video/${v.free1}/play`, unchecked.bearer)).body.error.details.restriction).toBe(
      "needAgeCheck",
    );
  });

  it("opens premium episodes to TV subscribers and VIPs only (403 needAbo, the TV subscription)", async () => {
    const plain = await verifiedGuest();
    const refused = await get(`tv/video/${v.prem1}/play`, plain.bearer);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: "FORBIDDEN",
      details: { restriction: "needAbo", abo: "vxtvabo" },
    });
    expect((await get(`tv/video/${v.prem1}`, plain.bearer)).body.restriction).toBe("needAbo");
    const tv = await verifiedGuest({ tvUntil: new Date(NOW + DAY) });
    expect((await get(`tv/video/${v.prem1}/play`, tv.bearer)).status).toBe(200);
    expect((await get(`tv/video/${v.prem2}/play`, tv.bearer)).status).toBe(200);
    const lapsed = await verifiedGuest({ tvUntil: new Date(NOW - DAY) });
    expect((await get(`tv/video/${v.prem1}/play`, lapsed.bearer)).status).toBe(403);
    const vip = await verifiedGuest({ vipUntil: new Date(NOW + DAY) });
    expect((await get(`tv/video/${v.prem2}/play`, vip.bearer)).status).toBe(200);
  });

  it("plays a for-sale episode of a free series once bought, not for a TV subscriber", async () => {
    const tv = await verifiedGuest({ tvUntil: new Date(NOW + DAY) });
    const refused = await get(`tv/video/${v.sale}/play`, tv.bearer);
    expect(refused.body.error.details.restriction).toBe("needPurchase");
    expect((await call("POST", `video/${v.sale}/buy`, undefined, tv.bearer)).status).toBeLessThan(300);
    expect((await get(`tv/video/${v.sale}/play`, tv.bearer)).status).toBe(200);
    expect((await get(`tv/video/${v.sale}`, tv.bearer)).body.restriction).toBeNull();
  });
});

describe("the channels' episodes", () => {
  it("airs free series on the free channel and premium ones on the premium channel, with the clip's media key", async () => {
    const free = await channelEpisodes(server.database.db, "free", "de");
    expect(free.map((e) => e.videoId)).toEqual([v.free1, v.free2, v.sale]);
    expect(free[0]).toMatchObject({
      seriesKey: "night-shift",
      seriesTitle: "Nachtschicht",
      episodeTitle: "Pilotfolge",
      season: 1,
      episode: 1,
      durationSeconds: 35,
      actorId,
      mediaKey: "tv/clip",
    });
    expect(free[0]?.pictureUrl).toMatch(/^\/media\/.+-w640\.jpg$/);
    const premium = await channelEpisodes(server.database.db, "premium", "en");
    expect(premium.map((e) => e.videoId)).toEqual([v.prem1, v.prem2]);
  });
});

describe("the content service (GraphQL)", () => {
  async function gql(query: string, language = "en") {
    const token = ((await (await server.fetch("/rest/v1/content/token")).json()) as { token: string }).token;
    const response = await server.fetch(`/graphql?language=${language}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely
    return (await response.json()) as any;
  }

  it("answers series, a series' videos with their Video and recommendations; bad arguments are errors", async () => {
    const list = await gql(`{ tvSeries(kind: "premium") { total items { key kind title episodes } } }`);
    expect(list.data.tvSeries).toEqual({
      total: 1,
      items: [{ key: "velvet-gold", kind: "premium", title: "Velvet Gold", episodes: 2 }],
    });
    const videos = await gql(
      `{ mediathekVideos(key: "night-shift", pageSize: 2) { total items { title season episode video { id } } } }`,
      "de",
    );
    expect(videos.data.mediathekVideos.total).toBe(3);
    expect(videos.data.mediathekVideos.items[0]).toEqual({
      title: "Pilotfolge",
      season: 1,
      episode: 1,
      video: { id: v.free1 },
    });
    expect((await gql(`{ mediathekVideos(key: "nothing") { total } }`)).data.mediathekVideos).toBeNull();
    const recommended = await gql("{ tvRecommendations { episodes { hashId } series { key } } }");
    expect(recommended.data.tvRecommendations.series).toHaveLength(2);
    expect((await gql("{ tvSeries(pageSize: 31) { total } }")).errors?.length).toBeGreaterThan(0);
  });
});
