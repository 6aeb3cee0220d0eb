import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLibraryPage } from "../../../common/contracts/library.ts";
import { buildActor, buildAlbum, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const db = () => ({ db: server.database.db });

async function get<T>(path: string, guest: Guest | null, status = 200): Promise<T> {
  const response = await server.fetch(`/rest/v1/${path}`, { headers: guest ? guest.bearer : {} });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
async function post<T>(path: string, guest: Guest | null, body: unknown, status = 200): Promise<T> {
  const response = await server.post(path, body, guest ? guest.bearer : {});
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(status);
  return answer as T;
}
const library = (guest: Guest, tab: string, mediaType: string) =>
  get<TLibraryPage>(`mediathek/items?tab=${tab}&mediaType=${mediaType}&language=en`, guest);

describe("media library", () => {
  it("lists bought videos and albums, archives and restores them, and shows pinned photos", async () => {
    const actor = await buildActor(db());
    const video = await buildVideo(db(), actor.id, { price: 10 });
    const album = await buildAlbum(db(), actor.id, { price: 10, pictures: 4 });
    const other = await buildAlbum(db(), actor.id, { price: 10, pictures: 5 });
    const guest = await signUpGuest(server, { coins: 100 });
    await post(`video/${video.id}/buy`, guest, {});
    await post(`album/${album.id}/buy`, guest, {});

    const videos = await library(guest, "shop", "VIDEO");
    expect(videos).toMatchObject({
      tab: "shop",
      mediaType: "VIDEO",
      total: 1,
      counts: { shop: 1, archive: 0 },
    });
    expect(videos.items[0]).toMatchObject({
      objectType: "video",
      id: video.id,
      source: "PURCHASED",
      origin: "SHOP",
      url: expect.stringContaining(`/video/${video.id}/`),
    });
    const photos = await library(guest, "shop", "PHOTO");
    expect(photos.items.map((i) => [i.objectType, i.id, i.pictureCount])).toEqual([["album", album.id, 4]]);

    // Archive and restore.
    expect(await post("mediathek/archive", guest, { objectType: "video", objectId: video.id })).toEqual({
      success: true,
      objectType: "video",
      objectId: video.id,
      archived: true,
    });
    await post("mediathek/archive", guest, { objectType: "video", objectId: video.id });
    expect((await library(guest, "shop", "VIDEO")).items).toEqual([]);
    const archive = await library(guest, "archive", "VIDEO");
    expect(archive).toMatchObject({ total: 1, counts: { shop: 0, archive: 1 } });
    expect(archive.items[0]).toMatchObject({ id: video.id, source: "ARCHIVED" });
    await post("mediathek/restore", guest, { objectType: "video", objectId: video.id });
    expect((await library(guest, "shop", "VIDEO")).total).toBe(1);

    // Pinned albums and pictures; a locked picture of an album not bought has no image.
    const [, , , lockedPicture] = await pictureIds(other.id);
    const [, , , ownedPicture] = await pictureIds(album.id);
    await post("guest/favorite/pin", guest, { objectType: "album", objectId: other.id });
    await post("guest/favorite/pin", guest, { objectType: "picture", objectId: lockedPicture });
    await post("guest/favorite/pin", guest, { objectType: "picture", objectId: ownedPicture });
    const pinned = await library(guest, "pinned", "PHOTO");
    expect(pinned.counts.pinned).toBe(3);
    const byKey = new Map(pinned.items.map((i) => [`${i.objectType}:${i.id}`, i]));
    expect(byKey.get(`album:${other.id}`)).toMatchObject({ source: "PINNED" });
    expect(byKey.get(`picture:${lockedPicture}`)).toMatchObject({ locked: true, image: null });
    expect(byKey.get(`picture:${ownedPicture}`)).toMatchObject({
      locked: false,
      image: { src: expect.stringContaining("/pmedia/") },
    });
    expect((await library(guest, "pinned", "VIDEO")).items).toEqual([]);
  });

  it("shows no other guest's purchases and refuses to archive what the guest did not buy", async () => {
    const actor = await buildActor(db());
    const video = await buildVideo(db(), actor.id, { price: 10 });
    const buyer = await signUpGuest(server, { coins: 50 });
    const stranger = await signUpGuest(server);
    await post(`video/${video.id}/buy`, buyer, {});
    expect((await library(stranger, "shop", "VIDEO")).items).toEqual([]);
    await post("mediathek/archive", stranger, { objectType: "video", objectId: video.id }, 404);
    await post("mediathek/restore", stranger, { objectType: "video", objectId: video.id }, 404);
    expect((await library(buyer, "shop", "VIDEO")).total).toBe(1);
  });

  it("needs login and rejects bad input with 400", async () => {
    const guest = await signUpGuest(server);
    await get("mediathek/items", null, 401);
    await post("mediathek/archive", null, { objectType: "video", objectId: 1 }, 401);
    await post("mediathek/restore", null, { objectType: "video", objectId: 1 }, 401);
    await get("mediathek/items?tab=feed", guest, 400);
    await get("mediathek/items?mediaType=AUDIO", guest, 400);
    await get("mediathek/items?limit=0", guest, 400);
    await post("mediathek/archive", guest, { objectType: "picture", objectId: 1 }, 400);
    await post("mediathek/archive", guest, { objectType: "video", objectId: -1 }, 400);
    await post("mediathek/archive", guest, { objectType: "video" }, 400);
  });
});

async function pictureIds(albumId: number): Promise<number[]> {
  const state = await get<{ pictures: { id: number }[] }>(`gallery/open/${albumId}`, null);
  return state.pictures.map((p) => p.id);
}
