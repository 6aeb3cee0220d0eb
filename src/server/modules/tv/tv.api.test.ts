import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TTvProgram, TTvStream } from "../../../common/contracts/values/tv.ts";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";
import { runningEncoderPids } from "../../adapters/streaming/sandbox/encoders.ts";
import { guests } from "../../db/schema/index.ts";
import { renderClip } from "../../seed/clips.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/**
 * TV through the real HTTP stack and the real ffmpeg: the programme of the mediathek's episodes,
 * who gets a stream URL, and the sandbox origin playing the channel only to whom the URL is for.
 */
let server: TestServer;
let star: number;
let other: number;
const operator = { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" };

async function call(path: string, headers: Record<string, string> = {}) {
  const response = await server.fetch(path, { headers });
  const type = response.headers.get("content-type") ?? "";
  return {
    status: response.status,
    type,
    cache: response.headers.get("cache-control"),
    text: type.includes("json") ? "" : type.includes("mp2t") ? "" : await response.clone().text(),
    // biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely
    body: (type.includes("json") ? await response.json() : await response.arrayBuffer()) as any,
  };
}

async function guestWith(values: Partial<typeof guests.$inferInsert>) {
  const guest = await signUpGuest(server);
  if (Object.keys(values).length > 0)
    await server.database.db.update(guests).set(values).where(eq(guests.id, guest.guest.id));
  return guest;
}

const inAnHour = () => new Date(Date.now() + 3_600_000);

beforeAll(async () => {
  server = await startTestServer();
  const store = new LocalMediaStore(server.config.protectedMediaDir);
  const ctx = { db: server.database.db, now: new Date() };
  star = (await buildActor(ctx, { name: "TvStar" })).id;
  other = (await buildActor(ctx, { name: "NotOnTv" })).id;
  // Two real clips (4 and 6 seconds): the channel plays them.
  const clips = [await renderClip(0, 4), await renderClip(1, 6)];
  for (const [index, clip] of clips.entries()) await store.put(`tv/test-${index}.mp4`, clip.full);
  const video = (index: number, values: Parameters<typeof buildVideo>[2]) =>
    buildVideo(ctx, star, { mediaKey: `tv/test-${index}`, durationSec: index === 0 ? 4 : 6, ...values });
  const free = [
    (await video(0, { free: true, price: 0, basePrice: 0 })).id,
    (await video(1, { free: true, price: 0, basePrice: 0 })).id,
  ];
  const premium = (await video(0, { price: 30 })).id;
  const imported = await server.post(
    "tv/updateMediathek",
    {
      series: [
        {
          key: "harbour-nights",
          kind: "free",
          title: { en: "Harbour Nights", de: "Hafennächte" },
          position: 1,
          episodes: [
            { videoId: free[0], season: 1, episode: 1, title: { en: "Arrival", de: "Ankunft" } },
            { videoId: free[1], season: 1, episode: 2, title: { en: "Departure", de: "Abfahrt" } },
          ],
        },
        {
          key: "gold-hour",
          kind: "premium",
          title: { en: "Gold Hour" },
          position: 2,
          episodes: [{ videoId: premium, season: 1, episode: 1, title: { en: "Shine" } }],
        },
      ],
      articles: [],
    },
    operator,
  );
  expect(imported.status, await imported.clone().text()).toBe(200);
}, 60_000);

let closed = false;
afterAll(async () => {
  if (!closed) await server.close();
});

describe("tv/program/{type}", () => {
  it("airs the channel's episodes back to back, the one on now first", async () => {
    const { status, body, cache } = await call("/rest/v1/tv/program/free?info=5");
    expect(status).toBe(200);
    expect(cache).toContain("private");
    const program = body as TTvProgram;
    // A visitor sees the programme; watching needs a login (and an age check).
    expect(program).toMatchObject({ channel: "free", playable: false, restriction: "needLogin" });
    expect(program.airings).toHaveLength(5);
    const at = Date.now();
    expect(Date.parse(String(program.airings[0]?.startsAt))).toBeLessThanOrEqual(at);
    expect(Date.parse(String(program.airings[0]?.endsAt))).toBeGreaterThan(at - 2000);
    for (let i = 1; i < 5; i++) {
      expect(program.airings[i]?.startsAt).toBe(program.airings[i - 1]?.endsAt);
      expect(program.airings[i]?.title).not.toBe(program.airings[i - 1]?.title);
    }
    expect(new Set(program.airings.map((a) => a.seriesKey))).toEqual(new Set(["harbour-nights"]));
    expect(program.airings.map((a) => Date.parse(a.endsAt) - Date.parse(a.startsAt)).sort()).toContain(6000);
    expect(program.now).toEqual(program.airings[0]);
  });

  it("answers 10 airings by default, in the request's language", async () => {
    const { body } = await call("/rest/v1/tv/program/free?language=de");
    expect(body.airings).toHaveLength(10);
    expect(body.airings.map((a: { title: string }) => a.title)).toContain("Ankunft");
    expect(body.airings[0].seriesTitle).toBe("Hafennächte");
  });

  it("says what keeps each guest from a channel, and only the premium series airs on premium", async () => {
    const { body } = await call("/rest/v1/tv/program/premium?info=3");
    expect(body).toMatchObject({ playable: false, restriction: "needLogin" });
    expect(body.airings.map((a: { seriesKey: string }) => a.seriesKey)).toEqual(Array(3).fill("gold-hour"));
    const restrictions = async (bearer: Record<string, string>) =>
      Promise.all(
        ["free", "premium"].map(
          async (channel) => (await call(`/rest/v1/tv/program/${channel}`, bearer)).body.restriction,
        ),
      );
    expect(await restrictions((await guestWith({})).bearer)).toEqual(["needAgeCheck", "needAgeCheck"]);
    expect(await restrictions((await guestWith({ avsStatus: "accepted" })).bearer)).toEqual([
      null,
      "needAbo",
    ]);
    const subscriber = await guestWith({ avsStatus: "accepted", tvUntil: inAnHour() });
    expect(await restrictions(subscriber.bearer)).toEqual([null, null]);
    expect((await call("/rest/v1/tv/program/premium", subscriber.bearer)).body.playable).toBe(true);
  });

  it("rejects bad input with 400", async () => {
    for (const path of [
      "tv/program/cable",
      "tv/program/free?info=0",
      "tv/program/free?info=51",
      "tv/program/free?info=x",
    ]) {
      const { status, body } = await call(`/rest/v1/${path}`);
      expect(status, path).toBe(400);
      expect(body.error.code).toBe("VALIDATION_FAILED");
    }
  });
});

describe("tv/stream/{type}", () => {
  it("gives free TV to members with an age check, premium only to TV subscribers and VIPs", async () => {
    for (const channel of ["free", "premium"]) {
      const anonymous = await call(`/rest/v1/tv/stream/${channel}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.error.details.restriction).toBe("needLogin");
    }
    const young = await guestWith({});
    const unverified = await call("/rest/v1/tv/stream/free", young.bearer);
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.details.restriction).toBe("needAgeCheck");
    const adult = await guestWith({ avsStatus: "accepted" });
    expect((await call("/rest/v1/tv/stream/free", adult.bearer)).status).toBe(200);
    const unchecked = await guestWith({ tvUntil: inAnHour() });
    const noAge = await call("/rest/v1/tv/stream/premium", unchecked.bearer);
    expect(noAge.status).toBe(403);
    expect(noAge.body.error.details.restriction).toBe("needAgeCheck");
    const plain = await guestWith({ avsStatus: "accepted" });
    const refused = await call("/rest/v1/tv/stream/premium", plain.bearer);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: "FORBIDDEN",
      details: { restriction: "needAbo", abo: "vxtvabo" },
    });
    const lapsed = await guestWith({ avsStatus: "accepted", tvUntil: new Date(Date.now() - 1000) });
    expect((await call("/rest/v1/tv/stream/premium", lapsed.bearer)).status).toBe(403);
    for (const values of [{ tvUntil: inAnHour() }, { vipUntil: inAnHour() }]) {
      const member = await guestWith({ avsStatus: "accepted", ...values });
      const { status, body, cache } = await call("/rest/v1/tv/stream/premium", member.bearer);
      expect(status).toBe(200);
      expect(cache).toBe("no-store");
      const stream = body as TTvStream;
      expect(stream).toMatchObject({ channel: "premium", kind: "hls" });
      expect(stream.url).toMatch(
        new RegExp(`^/tv-live/premium/${member.guest.id}/\\d+/[\\w-]{43}/index\\.m3u8$`),
      );
      expect(stream.lifetimeSeconds).toBeGreaterThan(0);
    }
  });
});

describe("the TV origin", () => {
  it("plays the free channel under its signed URL to its guest and refuses a changed or foreign one", async () => {
    const viewer = await guestWith({ avsStatus: "accepted" });
    const { body } = await call("/rest/v1/tv/stream/free", viewer.bearer);
    const url = (body as TTvStream).url;
    expect((await call(url)).status).toBe(403);
    const stranger = await guestWith({ avsStatus: "accepted" });
    expect((await call(url, stranger.bearer)).status).toBe(403);
    const playlist = await call(url, viewer.bearer);
    expect(playlist.status, playlist.text).toBe(200);
    expect(playlist.type).toContain("mpegurl");
    const segments = playlist.text.split("\n").filter((line) => /^seg\d+\.ts$/.test(line));
    expect(segments.length).toBeGreaterThan(0);
    const segment = await call(url.replace("index.m3u8", segments[0] as string), viewer.bearer);
    expect(segment.status).toBe(200);
    expect((segment.body as ArrayBuffer).byteLength).toBeGreaterThan(1000);
    // Another channel, another signature, an expiry moved: 403.
    const parts = url.split("/");
    const tampered = [
      url.replace("/tv-live/free/", "/tv-live/premium/"),
      [...parts.slice(0, 5), `${(parts[5] as string).slice(0, -2)}AA`, ...parts.slice(6)].join("/"),
      [...parts.slice(0, 4), String(Number(parts[4]) + 5), ...parts.slice(5)].join("/"),
      [...parts.slice(0, 3), String(stranger.guest.id), ...parts.slice(4)].join("/"),
    ];
    for (const bad of tampered) expect((await call(bad, viewer.bearer)).status, bad).toBe(403);
    expect(
      (await call(url.replace("index.m3u8", "../../etc.ts"), viewer.bearer)).status,
    ).toBeGreaterThanOrEqual(400);
  }, 30_000);

  it("plays a premium URL only with its guest's session, and stops when her subscription ends", async () => {
    const member = await guestWith({ avsStatus: "accepted", tvUntil: inAnHour() });
    const url = ((await call("/rest/v1/tv/stream/premium", member.bearer)).body as TTvStream).url;
    expect((await call(url, member.bearer)).status).toBe(200);
    expect((await call(url)).status).toBe(403);
    const someoneElse = await guestWith({ avsStatus: "accepted", tvUntil: inAnHour() });
    expect((await call(url, someoneElse.bearer)).status).toBe(403);
    await server.database.db
      .update(guests)
      .set({ tvUntil: new Date(Date.now() - 1000) })
      .where(eq(guests.id, member.guest.id));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await call(url, member.bearer)).status).toBe(403);
  }, 30_000);
});

describe("actor/getActorTVLivestreamDataById", () => {
  it("says a performer is on TV while an airing features her", async () => {
    const on = await call(`/rest/v1/actor/getActorTVLivestreamDataById/${star}`);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ actorId: star, hasLivestream: true });
    expect(["free", "premium"]).toContain(on.body.livestream.channel);
    expect(on.body.livestream.airing.actorId).toBe(star);
    expect(on.body.livestream.path).toMatch(/^\/en\/tv\/(premium\/)?livestream\/$/);
    const off = await call(`/rest/v1/actor/getActorTVLivestreamDataById/${other}`);
    expect(off.body).toMatchObject({ actorId: other, hasLivestream: false, livestream: null });
  });
});

describe("closing", () => {
  it("leaves no channel encoder behind", async () => {
    expect(runningEncoderPids().length).toBeGreaterThan(0);
    await server.close();
    closed = true;
    expect(runningEncoderPids()).toEqual([]);
  });
});
