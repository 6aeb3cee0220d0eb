import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAlbumPreview } from "../../../common/contracts/albums.ts";
import { buildActor, buildAlbum } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
let actorId: number;
beforeAll(async () => {
  server = await startTestServer();
  actorId = (await buildActor({ db: server.database.db })).id;
});
afterAll(() => server.close());

async function get<T>(path: string, headers: Record<string, string> = {}, status = 200): Promise<T> {
  const response = await server.fetch(`/rest/v1/${path}`, { headers });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

describe("gallery/getPreview", () => {
  it("answers the pictures before the paywall, counts and price, the same for a buyer", async () => {
    const album = await buildAlbum({ db: server.database.db }, actorId, {
      pictures: 5,
      price: 12,
      basePrice: 16,
    });
    const preview = await get<TAlbumPreview>(`gallery/getPreview/${album.id}?language=de`);
    expect(preview).toMatchObject({
      albumId: album.id,
      actor: { id: actorId },
      free: false,
      price: { value: 12, currency: "VXC" },
      basePrice: { value: 16, currency: "VXC" },
      pictureCount: 5,
      lockedCount: 2,
    });
    expect(preview.pictures).toHaveLength(3);
    for (const picture of preview.pictures) expect(picture.image?.src).toMatch(/^\/media\//);
    expect(preview.url).toMatch(new RegExp(`/${album.id}/?$`));

    const buyer = await signUpGuest(server, { coins: 50 });
    const bought = await server.post(`album/${album.id}/buy`, {}, buyer.bearer);
    expect(bought.status).toBe(200);
    expect(await get<TAlbumPreview>(`gallery/getPreview/${album.id}`, buyer.bearer)).toMatchObject({
      lockedCount: 2,
      pictures: preview.pictures.map((picture) => ({ id: picture.id })),
    });
  });

  it("shows a free album's first pictures, nothing locked", async () => {
    const album = await buildAlbum({ db: server.database.db }, actorId, { pictures: 4, free: true });
    const preview = await get<TAlbumPreview>(`gallery/getPreview/${album.id}`);
    expect(preview).toMatchObject({ free: true, pictureCount: 4, lockedCount: 0, price: { value: 0 } });
    expect(preview.pictures).toHaveLength(3);
  });

  it("answers 404 for unknown and unreleased albums, 400 for bad ids", async () => {
    const future = await buildAlbum({ db: server.database.db }, actorId, {
      pictures: 1,
      releasedAt: new Date(Date.now() + 86_400_000),
    });
    await get(`gallery/getPreview/${future.id}`, {}, 404);
    await get("gallery/getPreview/999999", {}, 404);
    await get("gallery/getPreview/abc", {}, 400);
    await get("gallery/getPreview/-1", {}, 400);
  });
});
