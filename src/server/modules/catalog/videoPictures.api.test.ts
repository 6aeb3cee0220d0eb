import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TVideo } from "../../../common/contracts/catalog.ts";
import { ZVideoPictures } from "../../../common/contracts/videoPictures.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;

describe("GET tileGrid/getVideoPictures/{videoId}", () => {
  let server: TestServer;
  let ids: Record<"thumbs" | "bare" | "unreleased", number>;

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
    const ctx = { db: server.database.db, now: NOW };
    const actor = await buildActor(ctx);
    ids = {
      thumbs: (
        await buildVideo(ctx, actor.id, {
          mediaKey: "clips/clip-3",
          previewThumbnailCount: 100,
          durationSec: 1200,
        })
      ).id,
      bare: (await buildVideo(ctx, actor.id, { mediaKey: null, previewThumbnailCount: 8 })).id,
      unreleased: (
        await buildVideo(ctx, actor.id, {
          mediaKey: "clips/clip-1",
          previewThumbnailCount: 100,
          releasedAt: new Date(NOW.getTime() + DAY),
        })
      ).id,
    };
  });
  afterAll(() => server.close());

  it("answers anonymously with the frames, their moments and the sprite sheet", async () => {
    const response = await server.fetch(`/rest/v1/tileGrid/getVideoPictures/${ids.thumbs}`);
    expect(response.status).toBe(200);
    const body = ZVideoPictures.parse(await response.json());
    expect(body.pictures).toHaveLength(100);
    expect(body.pictures[0]).toEqual({ position: 0, atSec: 6, url: "/media/clips/clip-3-thumbs/0-w320.jpg" });
    expect(body.pictures[99]).toEqual({
      position: 99,
      atSec: 1194,
      url: "/media/clips/clip-3-thumbs/99-w320.jpg",
    });
    expect(body.sprite).toEqual({
      url: "/media/clips/clip-3-thumbs/sprite.jpg",
      columns: 10,
      rows: 10,
      frameWidth: 160,
      frameHeight: 90,
      count: 100,
    });
  });

  it("the video's previewThumbnails is the same count", async () => {
    const video = (await (await server.fetch(`/rest/v1/video/${ids.thumbs}`)).json()) as TVideo;
    expect(video.previewThumbnails).toBe(100);
    const bare = (await (await server.fetch(`/rest/v1/video/${ids.bare}`)).json()) as TVideo;
    expect(bare.previewThumbnails).toBe(0);
  });

  it("a video without media has no pictures and no sprite", async () => {
    const response = await server.fetch(`/rest/v1/tileGrid/getVideoPictures/${ids.bare}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pictures: [], sprite: null });
  });

  it.each([
    ["an unreleased video", () => ids.unreleased],
    ["an unknown video", () => 2_000_000_000],
  ])("%s is not found", async (_, id) => {
    const response = await server.fetch(`/rest/v1/tileGrid/getVideoPictures/${id()}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });

  it.each(["abc", "0", "-3", "1.5", "99999999999"])("a bad id %j is a bad request", async (id) => {
    const response = await server.fetch(`/rest/v1/tileGrid/getVideoPictures/${id}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_FAILED");
  });
});
