import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatType } from "../../../../common/live.ts";
import { liveSessions } from "../../../db/schema/index.ts";
import { API_CONTENT_SECURITY_POLICY } from "../../../lib/http/securityHeaders.ts";
import { buildActor } from "../../../test/factories.ts";
import { signUpGuest } from "../../../test/guests.ts";
import { startTestServer, type TestServer } from "../../../test/testServer.ts";
import { STREAM_GRANT_TTL_SECONDS } from "../streaming.ts";
import { runningEncoderPids, STILL_HEIGHT, STILL_WIDTH } from "./encoders.ts";

/**
 * The sandbox live-video origin through the real HTTP stack and the real ffmpeg: a signed stream
 * URL of an active session plays a live HLS stream; anything else is refused; stills of online
 * actors are JPEGs; closing the app leaves no encoder behind.
 *
 * Sessions are written as rows: adapters (their tests included) may not import modules
 * (.dependency-cruiser.cjs "adapters-not-modules"), so startSession is out of reach here; the
 * origin reads them back through the live module's activeSessionsByIds, as app.ts wires it.
 */
let server: TestServer;
let online: number;
let offline: number;
let other: number;
const sessions: Record<"mine" | "another" | "ended" | "otherActor", number> = {
  mine: 0,
  another: 0,
  ended: 0,
  otherActor: 0,
};
const guests: Record<keyof typeof sessions, number> = { mine: 0, another: 0, ended: 0, otherActor: 0 };
let myBearer: Record<string, string> = {};
/** How far the origin's clock is ahead of this process's (a stream URL's age, without waiting). */
let skew = 0;

async function session(guestId: number, actorId: number, ended = false) {
  const now = new Date();
  const [row] = await server.database.db
    .insert(liveSessions)
    .values({
      guestId,
      actorId,
      // A public type: it plays as HLS (the private ones over WebRTC, webrtc.api.test.ts).
      chatType: "FREECHAT",
      pricePerMinute: 0,
      minuteMs: 60_000,
      startedAt: now,
      lastSeenAt: now,
      language: "en",
      ...(ended ? { state: "ended", endedAt: now, exitCode: 1 } : {}),
    })
    .returning({ id: liveSessions.id });
  return (row as { id: number }).id;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + skew) });
  const db = server.database.db;
  online = (await buildActor({ db }, { isOnline: true, name: "Mia Live" })).id;
  other = (await buildActor({ db }, { isOnline: true })).id;
  offline = (await buildActor({ db }, { isOnline: false })).id;
  for (const key of Object.keys(sessions) as (keyof typeof sessions)[]) {
    const guest = await signUpGuest(server);
    guests[key] = guest.guest.id;
    if (key === "mine") myBearer = guest.bearer;
  }
  sessions.mine = await session(guests.mine, online);
  sessions.another = await session(guests.another, online);
  sessions.ended = await session(guests.ended, online, true);
  sessions.otherActor = await session(guests.otherActor, other);
});
let closed = false;
afterAll(async () => {
  if (!closed) await server.close();
});

const urlOf = (key: keyof typeof sessions, now = new Date(), chatType: ChatType = "FREECHAT") =>
  server.app.ctx.streaming.streamFor(
    {
      sessionId: sessions[key],
      guestId: guests[key],
      actorId: key === "otherActor" ? other : online,
      chatType,
    },
    now,
  ).url;

const mediaSequence = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
const segmentsOf = (playlist: string) => playlist.split("\n").filter((line) => /^seg\d+\.ts$/.test(line));

describe("sandbox live origin", () => {
  it("plays a live HLS stream to the guest of an active session", async () => {
    const url = urlOf("mine");
    const response = await server.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/vnd.apple.mpegurl");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const playlist = await response.text();
    expect(playlist.startsWith("#EXTM3U")).toBe(true);
    const segments = segmentsOf(playlist);
    expect(segments.length).toBeGreaterThan(0);

    const segment = await server.fetch(url.replace("index.m3u8", segments.at(-1) as string));
    expect(segment.status).toBe(200);
    expect(segment.headers.get("content-type")).toBe("video/mp2t");
    expect(segment.headers.get("cache-control")).toBe("private, max-age=60, immutable");
    // Media, not a page: the API's fixed policy, no per-request nonces.
    expect(segment.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    const bytes = Buffer.from(await segment.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes[0]).toBe(0x47); // an MPEG-TS sync byte
    expect(bytes.length % 188).toBe(0);

    // The stream is live: new segments come, and old ones leave the playlist (the sequence grows).
    const firstSequence = mediaSequence(playlist);
    let later = playlist;
    const deadline = Date.now() + 15_000;
    while (mediaSequence(later) <= firstSequence && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      later = await (await server.fetch(url)).text();
    }
    expect(mediaSequence(later)).toBeGreaterThan(firstSequence);
    expect(segmentsOf(later).at(-1)).not.toBe(segments.at(-1));
    // The second guest of the actor watches the same encoder.
    expect((await server.fetch(urlOf("another"))).status).toBe(200);
    expect(runningEncoderPids()).toHaveLength(1);
  }, 30_000);

  it("refuses a URL older than its lifetime, playlist and segments; the renewed URL plays on", async () => {
    const ttl = server.config.liveStreamUrlTtlSeconds;
    // A leaked URL dies within a minute.
    expect(ttl).toBeLessThanOrEqual(60);
    const url = urlOf("mine");
    const playlist = await server.fetch(url);
    expect(playlist.status).toBe(200);
    const segment = url.replace("index.m3u8", segmentsOf(await playlist.text()).at(-1) as string);
    expect((await server.fetch(segment)).status).toBe(200);
    try {
      // One lifetime later by the origin's clock (the session still active).
      skew = (ttl + 1) * 1000;
      for (const link of [url, segment]) {
        const response = await server.fetch(link);
        expect(response.status, link).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
      }
      // The guest's page renews it (GET livechat/{id}): the fresh URL plays, its segments too.
      const view = await server.fetch(`/rest/v1/livechat/${sessions.mine}`, { headers: myBearer });
      expect(view.status).toBe(200);
      const { stream } = (await view.json()) as { stream: { url: string; lifetimeSeconds: number } };
      expect(stream.lifetimeSeconds).toBe(ttl);
      expect(stream.url).not.toBe(url);
      const fresh = await server.fetch(stream.url);
      expect(fresh.status).toBe(200);
      const freshSegment = stream.url.replace("index.m3u8", segmentsOf(await fresh.text()).at(-1) as string);
      expect((await server.fetch(freshSegment)).status).toBe(200);
    } finally {
      skew = 0;
    }
  }, 20_000);

  it("stops serving a session's playlist and segments within a second of its end", async () => {
    const url = urlOf("another");
    const playlist = await server.fetch(url);
    expect(playlist.status).toBe(200);
    const segment = url.replace("index.m3u8", segmentsOf(await playlist.text()).at(-1) as string);
    expect((await server.fetch(segment)).status).toBe(200);
    await server.database.db
      .update(liveSessions)
      .set({ state: "ended", endedAt: new Date(), exitCode: 1 })
      .where(eq(liveSessions.id, sessions.another));
    // The origin believes a session check for a second (lookups.ts): no longer.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const link of [url, segment]) {
      const response = await server.fetch(link);
      expect(response.status, link).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
    }
  }, 15_000);

  it("refuses tampered, foreign, ended and expired stream links", async () => {
    const url = urlOf("mine");
    const [, , actorId, sessionId, expires, sig] = url.split("/") as string[];
    const tampered = `${sig?.[0] === "A" ? "B" : "A"}${sig?.slice(1)}`;
    const foreignSession = url.replace(`/${sessionId}/`, `/${sessions.another}/`);
    const expired = urlOf("mine", new Date(Date.now() - (STREAM_GRANT_TTL_SECONDS + 5) * 1000));
    const refused = [
      url.replace(sig as string, tampered),
      url.replace(sig as string, tampered).replace("index.m3u8", "seg00000.ts"),
      foreignSession,
      url.replace(`/live/${actorId}/`, `/live/${other}/`),
      urlOf("ended"),
      expired,
      urlOf("mine", new Date(), "VOYEUR_CHAT"),
      // A link of another actor's session does not open this actor's stream.
      urlOf("otherActor").replace(`/live/${other}/`, `/live/${online}/`),
    ];
    for (const link of refused) {
      const response = await server.fetch(link);
      expect(response.status, link).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
    }
    expect(expires).toMatch(/^\d+$/);
  });

  it("answers 400 to malformed stream paths", async () => {
    const url = urlOf("mine");
    const [, , actorId, sessionId, expires, sig] = url.split("/") as string[];
    const base = `/live/${actorId}/${sessionId}/${expires}/${sig}`;
    for (const path of [
      `/live/abc/${sessionId}/${expires}/${sig}/index.m3u8`,
      `/live/${actorId}/0/${expires}/${sig}/index.m3u8`,
      `/live/${actorId}/${sessionId}/soon/${sig}/index.m3u8`,
      `/live/${actorId}/${sessionId}/${expires}/short/index.m3u8`,
      `${base}/seg1234567890123.ts`,
      `${base}/still.jpg`,
      `${base}/..%2F..%2Fetc%2Fpasswd`,
      `${base}/seg1.ts%00`,
      "/live/99999999999/still.jpg",
    ]) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("serves the live still of an online actor, and none (204, not an error) of an offline or unknown one", async () => {
    const still = await server.fetch(`/live/${online}/still.jpg`);
    expect(still.status).toBe(200);
    expect(still.headers.get("content-type")).toBe("image/jpeg");
    expect(still.headers.get("cache-control")).toBe("public, max-age=3");
    const bytes = Buffer.from(await still.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    // A tile's size, not the stream's 640x360 (issue 27: the grid loaded three times the bytes it shows).
    const { width, height } = await sharp(bytes).metadata();
    expect([width, height]).toEqual([STILL_WIDTH, STILL_HEIGHT]);
    // A grid can still show a performer who just went offline: her still is "none now", not a 404
    // that the page would log as a failed request.
    for (const gone of [offline, 2_000_000_000]) {
      const none = await server.fetch(`/live/${gone}/still.jpg`);
      expect(none.status).toBe(204);
      expect(none.headers.get("cache-control")).toBe("no-store");
    }
  }, 15_000);

  it("leaves no encoder running once the app has closed", async () => {
    expect((await server.fetch(`/live/${other}/still.jpg`)).status).toBe(200);
    const pids = runningEncoderPids();
    expect(pids.length).toBe(2);
    closed = true;
    await server.close();
    expect(runningEncoderPids()).toEqual([]);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  }, 15_000);
});
