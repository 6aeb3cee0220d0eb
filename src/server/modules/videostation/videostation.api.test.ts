import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videos } from "../../db/schema/catalog.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** The video station through the real HTTP stack: the operator's jumbotron, the public reads, bad input. */
let server: TestServer;
let ids: number[];
let future: number;
const DAY = 86_400_000;
const operator = { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" };

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = operator,
) {
  const response = await server.fetch(`/rest/v1/${path}`, {
    method,
    headers: body === undefined ? {} : headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string; message: string } },
  };
}
const put = (body: unknown, place = "homepage", headers = operator) =>
  call("PUT", `internal/video/jumbotron/${place}`, body, headers);

type Slide = { headline: string; video: { id: number; title: string; url: string; preview: unknown } };

beforeAll(async () => {
  server = await startTestServer();
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx, { name: "StationStella" });
  ids = [];
  for (let i = 0; i < 9; i++) ids.push((await buildVideo(ctx, actor.id)).id);
  future = (await buildVideo(ctx, actor.id, { releasedAt: new Date(Date.now() + 5 * DAY) })).id;
});
afterAll(async () => server?.close());

describe("video/jumbotron", () => {
  it("is off with no slides until the operator sets it", async () => {
    const config = await call("GET", "video/jumbotron/config");
    expect(config.status).toBe(200);
    expect(config.body).toEqual({
      place: "homepage",
      enabled: false,
      rotateSeconds: 6,
      slides: [],
      updatedAt: null,
    });
    const home = await call("GET", "video/jumbotron/homepage?language=en");
    expect(home.body).toEqual({ rotateSeconds: 6, slides: [] });
  });

  it("refuses bad input with a clear 4xx and writes nothing", async () => {
    const [a = 0, b = 0] = ids;
    const ok = { enabled: true, rotateSeconds: 5, slides: [{ videoId: a }] };
    const cases: [unknown, number, string?][] = [
      [{ ...ok, rotateSeconds: 2 }, 400],
      [{ ...ok, rotateSeconds: 31 }, 400],
      [{ ...ok, rotateSeconds: "5" }, 400],
      [{ ...ok, slides: [{ videoId: a }, { videoId: a }] }, 400],
      [{ ...ok, slides: ids.map((videoId) => ({ videoId })) }, 400],
      [{ ...ok, slides: [{ videoId: b, headline: { en: "x".repeat(81) } }] }, 400],
      [{ ...ok, slides: [{ videoId: b, headline: { fr: "Bonjour" } }] }, 400],
      [{ ...ok, extra: 1 }, 400],
      [{ ...ok, slides: [{ videoId: 2_000_000_000 }] }, 400, "slides[0].videoId"],
      [{ ...ok, slides: [{ videoId: future }] }, 400, "slides[0].videoId"],
      [{ ...ok, slides: [{ videoId: -1 }] }, 400],
      ["not json object", 400],
    ];
    for (const [body, status, message] of cases) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.error?.code).toMatch(/VALIDATION_FAILED|BAD_REQUEST/);
      if (message) expect(answer.body.error?.message).toContain(message);
    }
    expect((await put(ok, "sidebar")).status).toBe(400);
    expect((await put(ok, "homepage", { ...operator, "x-operator-key": "wrong" })).status).toBe(403);
    expect((await call("GET", "video/jumbotron/config")).body.updatedAt).toBeNull();
  });

  it("shows the operator's slides in order with the headline of the page's language", async () => {
    const [a = 0, b = 0, c = 0] = ids;
    const answer = await put({
      enabled: true,
      rotateSeconds: 8,
      slides: [
        { videoId: c, headline: { de: "Heute neu", en: "New today" } },
        { videoId: a },
        { videoId: b },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const config = await call("GET", "video/jumbotron/config");
    expect(config.cache).toMatch(/^public, max-age=\d+$/);
    expect(config.body).toMatchObject({ enabled: true, rotateSeconds: 8 });
    expect((config.body.slides as { videoId: number }[]).map((s) => s.videoId)).toEqual([c, a, b]);

    const german = await call("GET", "video/jumbotron/homepage?language=de");
    const slides = german.body.slides as Slide[];
    expect(german.body.rotateSeconds).toBe(8);
    expect(slides.map((s) => s.video.id)).toEqual([c, a, b]);
    expect(slides[0]?.headline).toBe("Heute neu");
    expect(slides[0]?.video.url).toBe(`/de/amateur/stationstella/video/${c}/`);
    expect(slides[0]?.video.preview).not.toBeNull();
    // No own headline: the video's title; Spanish without a Spanish headline falls back to English.
    expect(slides[1]?.headline).toBe(slides[1]?.video.title);
    const spanish = (await call("GET", "video/jumbotron/homepage?language=es")).body.slides as Slide[];
    expect(spanish[0]?.headline).toBe("New today");
  });

  it("leaves out a video taken down later, and shows nothing when switched off", async () => {
    const [a = 0, b = 0, c = 0] = ids;
    await server.database.db
      .update(videos)
      .set({ releasedAt: new Date(Date.now() + DAY) })
      .where(eq(videos.id, a));
    const slides = (await call("GET", "video/jumbotron/homepage?language=en")).body.slides as Slide[];
    expect(slides.map((s) => s.video.id)).toEqual([c, b]);

    expect((await put({ enabled: false, rotateSeconds: 8, slides: [{ videoId: b }] })).status).toBe(200);
    expect((await call("GET", "video/jumbotron/homepage?language=en")).body).toEqual({
      rotateSeconds: 8,
      slides: [],
    });
    expect((await call("GET", "video/jumbotron/config")).body.enabled).toBe(false);
  });
});
