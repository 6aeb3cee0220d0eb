import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAlbumPicture, TAlbumPreview, TAlbumState } from "../../../common/contracts/albums.ts";
import type { TLibraryPage } from "../../../common/contracts/library.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { images } from "../../db/schema/index.ts";
import { buildActor, buildAlbum, buildSedcard } from "../../test/factories.ts";
import { setAgeCheck, signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * Age rating of album pictures (docs/decisions.md "Age rating of album pictures"): an 18-rated
 * picture needs an accepted age check whoever asks, before the paywall; shared answers (anonymous
 * pages, catalogue and content-service lists) never carry an 18-rated image.
 */
type Guest = Awaited<ReturnType<typeof signUpGuest>>;

let server: TestServer;
let actorName: string;
let actorId: number;
let sedcardPaths: { soft: string; hard: string };
let album: { id: number };
let hardCover: { id: number };
let plain: Guest;
let checked: Guest;
let buyer: Guest;
let checkedBuyer: Guest;

// Paid album: 3 previews, 2 behind the paywall. Cover (picture 0) 16, pictures 1-3 18, picture 4 16.
const RATINGS = [16, 18, 18, 18, 16];

beforeAll(async () => {
  server = await startTestServer({ web: true });
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx, { name: "AgeGateLena" });
  actorName = actor.name;
  actorId = actor.id;
  album = await buildAlbum(ctx, actor.id, { pictures: 5, ageRating: 18, pictureAgeRatings: RATINGS });
  hardCover = await buildAlbum(ctx, actor.id, { pictures: 2, ageRating: 18, pictureAgeRatings: [18, 18] });
  const pathOf = async (sedcard: { imageId: number } | undefined) =>
    (
      await ctx.db
        .select({ path: images.path })
        .from(images)
        .where(eq(images.id, sedcard?.imageId ?? 0))
    )[0]?.path as string;
  sedcardPaths = {
    soft: await pathOf(await buildSedcard(ctx, actor.id, 0, 16)),
    hard: await pathOf(await buildSedcard(ctx, actor.id, 1, 18)),
  };
  [plain, checked, buyer, checkedBuyer] = await Promise.all([
    signUpGuest(server),
    signUpGuest(server),
    signUpGuest(server, { coins: 50 }),
    signUpGuest(server, { coins: 50 }),
  ]);
  await setAgeCheck(server, checked.guest.id);
  await setAgeCheck(server, checkedBuyer.guest.id);
  for (const guest of [buyer, checkedBuyer])
    expect((await server.post(`album/${album.id}/buy`, {}, guest.bearer)).status).toBe(200);
});
afterAll(() => server.close());

async function get<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await server.fetch(`/rest/v1/${path}`, { headers });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as T;
}

/** Each picture as `lock`, `public` (a /media/ URL) or `signed` (a /pmedia/ URL). */
function shapes(pictures: Pick<TAlbumPicture, "locked" | "image">[]) {
  return pictures.map((picture) => {
    if (picture.locked) {
      expect(picture.image).toBeNull();
      return picture.locked;
    }
    const src = picture.image?.src ?? "";
    return src.startsWith("/pmedia/") ? "signed" : src.startsWith("/media/") ? "public" : `?${src}`;
  });
}

describe("18-rated album pictures", () => {
  it("gallery/open locks them until the age check is accepted, before the paywall, buyers too", async () => {
    const open = (headers?: Record<string, string>) => get<TAlbumState>(`gallery/open/${album.id}`, headers);
    expect(shapes((await open()).pictures)).toEqual([
      "public",
      "needAgeCheck",
      "needAgeCheck",
      "needAgeCheck",
      "needPurchase",
    ]);
    expect(shapes((await open(plain.bearer)).pictures)).toEqual(shapes((await open()).pictures));
    // 18-rated pictures are protected files: signed URLs bound to the age-checked caller.
    expect(shapes((await open(checked.bearer)).pictures)).toEqual([
      "public",
      "signed",
      "signed",
      "needPurchase",
      "needPurchase",
    ]);
    expect(shapes((await open(buyer.bearer)).pictures)).toEqual([
      "public",
      "needAgeCheck",
      "needAgeCheck",
      "needAgeCheck",
      "signed",
    ]);
    const full = await open(checkedBuyer.bearer);
    expect(shapes(full.pictures)).toEqual(["public", "signed", "signed", "signed", "signed"]);
    expect(full.pictures.map((p) => p.ageRating)).toEqual(RATINGS);
  });

  it("gallery/getPreview shows an 18-rated preview only to an age-checked caller, signed for that caller", async () => {
    const preview = (headers?: Record<string, string>) =>
      get<TAlbumPreview>(`gallery/getPreview/${album.id}`, headers);
    expect(shapes((await preview()).pictures)).toEqual(["public", "needAgeCheck", "needAgeCheck"]);
    expect(shapes((await preview(buyer.bearer)).pictures)).toEqual([
      "public",
      "needAgeCheck",
      "needAgeCheck",
    ]);
    expect(shapes((await preview(checkedBuyer.bearer)).pictures)).toEqual(["public", "signed", "signed"]);
    expect((await preview()).lockedCount).toBe(2);
  });

  it("the album page carries an 18-rated picture only in an age-checked guest's own render", async () => {
    const full = await get<TAlbumState>(`gallery/open/${album.id}`, checkedBuyer.bearer);
    const files = full.pictures.map((p) =>
      (p.image?.src ?? "").replace(/^.*\//, "").replace(/-w\d+\.jpg$/, ""),
    );
    expect(files.every((file) => file.length > 8)).toBe(true);
    const url = buildPath("en", "actorAlbum", { actorName, albumId: album.id });
    const page = async (cookie?: string) => {
      const response = await server.fetch(url, cookie ? { headers: { cookie } } : {});
      expect(response.status).toBe(200);
      return response.text();
    };
    // Twice: the second anonymous answer may come from the page cache.
    for (const html of [await page(), await page(), await page(`vv_session=${buyer.accessToken}`)]) {
      expect(html).toContain(files[0]);
      for (const file of files.slice(1, 4)) expect(html).not.toContain(file);
      expect(html).toContain("needAgeCheck");
    }
    const own = await page(`vv_session=${checkedBuyer.accessToken}`);
    for (const file of files) expect(own).toContain(file);
    // The anonymous page rendered after it is still the shared one.
    const after = await page();
    for (const file of files.slice(1, 4)) expect(after).not.toContain(file);
  });

  it("album tiles show an 18-rated cover to nobody on shared answers", async () => {
    const tokenOf = async () => ((await get<{ token: string }>("content/token")) as { token: string }).token;
    const response = await server.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await tokenOf()}` },
      body: JSON.stringify({
        query: "query ($ids: [Int!]) { albums(filter: { modelIds: $ids }) { items { id cover { src } } } }",
        variables: { ids: [actorId] },
      }),
    });
    const body = (await response.json()) as {
      data: { albums: { items: { id: number; cover: { src: string } | null }[] } };
    };
    expect(response.status, JSON.stringify(body)).toBe(200);
    const covers = new Map(body.data.albums.items.map((item) => [item.id, item.cover]));
    expect(covers.get(album.id)?.src).toMatch(/^\/media\//);
    expect(covers.get(hardCover.id)).toBeNull();
  });

  it("Album.pictures on the content service follows the same rule per token", async () => {
    const token = async (headers: Record<string, string> = {}) =>
      (await get<{ token: string }>("content/token", headers)).token;
    const pictures = async (bearer: string) => {
      const response = await server.fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
        body: JSON.stringify({
          query:
            "query ($ids: [Int!]) { albums(filter: { modelIds: $ids }) { items { id pictures { id ageRating locked image { src } } } } }",
          variables: { ids: [actorId] },
        }),
      });
      const body = (await response.json()) as {
        data: { albums: { items: { id: number; pictures: Pick<TAlbumPicture, "locked" | "image">[] }[] } };
      };
      expect(response.status, JSON.stringify(body)).toBe(200);
      return shapes(body.data.albums.items.find((item) => item.id === album.id)?.pictures ?? []);
    };
    expect(await pictures(await token())).toEqual([
      "public",
      "needAgeCheck",
      "needAgeCheck",
      "needAgeCheck",
      "needPurchase",
    ]);
    expect(await pictures(await token(buyer.bearer))).toEqual([
      "public",
      "needAgeCheck",
      "needAgeCheck",
      "needAgeCheck",
      "signed",
    ]);
    expect(await pictures(await token(checkedBuyer.bearer))).toEqual([
      "public",
      "signed",
      "signed",
      "signed",
      "signed",
    ]);
  });

  it("a pinned 18-rated picture in the media library says it needs the age check", async () => {
    const state = await get<TAlbumState>(`gallery/open/${album.id}`);
    const pictureId = state.pictures[1]?.id as number;
    for (const guest of [plain, checked]) {
      const pinned = await server.post(
        "guest/favorite/pin",
        { objectType: "picture", objectId: pictureId },
        guest.bearer,
      );
      expect([200, 201]).toContain(pinned.status);
    }
    const items = async (guest: Guest) =>
      (await get<TLibraryPage>("mediathek/items?tab=pinned&mediaType=PHOTO", guest.bearer)).items.find(
        (item) => item.id === pictureId,
      );
    expect(await items(plain)).toMatchObject({ locked: true, lockReason: "needAgeCheck", image: null });
    const open = await items(checked);
    expect(open).toMatchObject({ locked: false, lockReason: null });
    expect(open?.image?.src).toMatch(new RegExp(`^/pmedia/${checked.guest.id}/`));
  });

  it("the profile overview shows an 18-rated sedcard only in an age-checked guest's own render", async () => {
    const url = buildPath("en", "actorProfile", { actorName });
    const page = async (cookie?: string) => {
      const response = await server.fetch(url, cookie ? { headers: { cookie } } : {});
      expect(response.status).toBe(200);
      return response.text();
    };
    for (const html of [await page(), await page(`vv_session=${buyer.accessToken}`)]) {
      expect(html).toContain(sedcardPaths.soft);
      expect(html).not.toContain(sedcardPaths.hard);
    }
    const own = await page(`vv_session=${checked.accessToken}`);
    expect(own).toContain(sedcardPaths.soft);
    expect(own).toContain(sedcardPaths.hard);
    expect(await page()).not.toContain(sedcardPaths.hard);
  });
});
