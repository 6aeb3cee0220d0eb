import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TActorPreviewImage,
  TActorSeoContent,
  TActorTVLivestream,
  TPinnedPhotos,
  TProfilePreview,
  TSedcardsRatingResult,
} from "../../../common/contracts/actors.ts";
import { actorChatRatings, actors, albumPictures, guests } from "../../db/schema/index.ts";
import {
  buildActor,
  buildAlbum,
  buildSedcard,
  buildTag,
  buildVideo,
  localized,
} from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const db = () => server.database.db;

async function call<T>(method: string, path: string, guest: Guest | null, status = 200, body?: unknown) {
  const headers: Record<string, string> = { ...(guest ? guest.bearer : {}) };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await server.fetch(`/rest/v1/${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(status);
  return answer as T;
}
const get = <T>(path: string, guest: Guest | null = null, status = 200) =>
  call<T>("GET", path, guest, status);
const codeOf = (answer: unknown) => (answer as { error: { code: string } }).error.code;

describe("actor/getActorPreviewImage", () => {
  it("answers the avatar in three widths, else the first sedcard rated up to 16; unknown 404, bad 400", async () => {
    const actor = await buildActor({ db: db() });
    const byName = await get<TActorPreviewImage>(`actor/getActorPreviewImage/${actor.name.toUpperCase()}`);
    expect(byName).toMatchObject({
      actorId: actor.id,
      actorName: actor.name,
      source: "avatar",
      alt: actor.name,
    });
    expect(byName.urls.w320).toMatch(/^\/media\/.+-w320\.jpg$/);
    expect(byName.urls.w1280).toMatch(/-w1280\.jpg$/);
    expect(byName.color).toMatch(/^#/);

    const bare = await buildActor({ db: db() }, { avatarImageId: null });
    await buildSedcard({ db: db() }, bare.id, 0, 18);
    await get(`actor/getActorPreviewImage/${bare.id}`, null, 404);
    const second = await buildSedcard({ db: db() }, bare.id, 1, 16);
    const preview = await get<TActorPreviewImage>(`actor/getActorPreviewImage/${bare.id}`);
    expect(preview.source).toBe("sedcard");
    expect(second).toBeDefined();

    expect(codeOf(await get("actor/getActorPreviewImage/nobody-here", null, 404))).toBe("NOT_FOUND");
    expect(codeOf(await get(`actor/getActorPreviewImage/${"x".repeat(65)}`, null, 400))).toBe(
      "VALIDATION_FAILED",
    );
  });
});

describe("phoenix/get_profile_preview", () => {
  it("answers the compact card with counts, prices, links and chat ratings only from 10", async () => {
    const actor = await buildActor({ db: db() }, { city: "Hamburg", freeChat: true });
    await buildVideo({ db: db() }, actor.id);
    await buildAlbum({ db: db() }, actor.id, { pictures: 1 });
    const card = await get<TProfilePreview>(`phoenix/get_profile_preview/${actor.id}`);
    expect(card).toMatchObject({
      actorId: actor.id,
      name: actor.name,
      age: 25,
      city: "Hamburg",
      country: "DE",
      freeChat: true,
      isOnline: false,
      counts: { videos: 1, albums: 1 },
      prices: { videoChatPerMinute: 8, singlec2cPerMinute: 11, message: 2, currency: "VXC" },
      chatRating: null,
    });
    expect(card.profileUrls.de).toBe(`/de/amateur/${actor.name.toLowerCase()}/`);
    expect(card.profileUrls.nl).toMatch(/^\/nl\//);
    expect(card.avatar?.w640).toMatch(/-w640\.jpg$/);

    await db()
      .insert(actorChatRatings)
      .values(Array.from({ length: 10 }, (_, i) => ({ actorId: actor.id, satisfied: i < 9 })));
    const rated = await get<TProfilePreview>(`phoenix/get_profile_preview/${actor.id}`);
    expect(rated.chatRating).toEqual({ countRatings: 10, satisfactionRate: 90, days: 90 });

    await get("phoenix/get_profile_preview/999999", null, 404);
    await get("phoenix/get_profile_preview/abc", null, 400);
    await get("phoenix/get_profile_preview/0", null, 400);
  });
});

describe("monitoringActors/onlineActorsAmount and the TV livestream state", () => {
  it("counts the actors online now", async () => {
    const before = (await get<{ amount: number }>("monitoringActors/onlineActorsAmount")).amount;
    const actor = await buildActor({ db: db() }, { isOnline: true });
    expect(await get("monitoringActors/onlineActorsAmount")).toEqual({ amount: before + 1 });
    await db().update(actors).set({ isOnline: false }).where(eq(actors.id, actor.id));
    expect(await get("monitoringActors/onlineActorsAmount")).toEqual({ amount: before });
  });

  it("says there is no livestream, with the actor's live state; unknown 404, bad 400", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true });
    expect(await get<TActorTVLivestream>(`actor/getActorTVLivestreamDataById/${actor.id}`)).toEqual({
      actorId: actor.id,
      hasLivestream: false,
      isOnline: true,
      isCurrentlyTicketShow: false,
      livestream: null,
    });
    await get("actor/getActorTVLivestreamDataById/999999", null, 404);
    await get("actor/getActorTVLivestreamDataById/x1", null, 400);
  });
});

describe("seo/getActorSeoContent", () => {
  it("builds the texts from the actor and the tag's name in the request language", async () => {
    const actor = await buildActor({ db: db() }, { city: "Köln" });
    const tag = await buildTag(
      { db: db() },
      { groupKey: "seo-lingerie", name: { ...localized("Lingerie"), de: "Dessous" } },
    );
    await buildVideo({ db: db() }, actor.id, { tagIds: [tag.id] });
    const de = await get<TActorSeoContent>(`seo/getActorSeoContent/${actor.id}/seo-lingerie?language=de`);
    expect(de).toMatchObject({ actorId: actor.id, tagGroup: "seo-lingerie", language: "de" });
    expect(de.title).toBe(`${actor.name}: Dessous-Videos`);
    expect(de.h1).toBe(`Dessous-Videos von ${actor.name}`);
    expect(de.text).toContain("Köln, Deutschland");
    const en = await get<TActorSeoContent>(`seo/getActorSeoContent/${actor.id}/seo-lingerie?language=en`);
    expect(en.title).toBe(`${actor.name}: Lingerie videos`);
    expect(en.description).toContain("from Köln, Germany");
    const es = await get<TActorSeoContent>(`seo/getActorSeoContent/${actor.id}/seo-lingerie?language=es`);
    expect(es.h1).toContain("Vídeos de");
    const nl = await get<TActorSeoContent>(`seo/getActorSeoContent/${actor.id}/seo-lingerie?language=nl`);
    expect(nl.h1).toContain("video's van");

    await get(`seo/getActorSeoContent/${actor.id}/no-such-group`, null, 404);
    await get("seo/getActorSeoContent/999999/seo-lingerie", null, 404);
    await get(`seo/getActorSeoContent/${actor.id}/Bad%20Group`, null, 400);
    await get("seo/getActorSeoContent/abc/seo-lingerie", null, 400);
  });
});

describe("gallery/setSedcardsGuestRating", () => {
  const rate = (guest: Guest | null, actorId: number | string, guestRating: unknown, status = 200) =>
    call<TSedcardsRatingResult>("POST", `gallery/setSedcardsGuestRating/${actorId}`, guest, status, {
      guestRating,
    });

  it("counts each guest once, switches and takes back; login needed; bad input 400; unknown 404", async () => {
    const actor = await buildActor({ db: db() });
    await buildSedcard({ db: db() }, actor.id);
    const [a, b] = [await signUpGuest(server), await signUpGuest(server)];
    expect(await rate(a, actor.id, 1)).toEqual({
      objectType: "sedcards",
      objectId: actor.id,
      guestRatingLikes: 1,
      guestRatingDislikes: 0,
      isLiked: true,
      isDisliked: false,
    });
    expect(await rate(a, actor.id, 1)).toMatchObject({ guestRatingLikes: 1 });
    expect(await rate(b, actor.id, 1)).toMatchObject({ guestRatingLikes: 2, isLiked: true });
    expect(await rate(a, actor.id, -1)).toMatchObject({
      guestRatingLikes: 1,
      guestRatingDislikes: 1,
      isLiked: false,
      isDisliked: true,
    });
    // b's own state is not a's.
    expect(await rate(b, actor.id, 1)).toMatchObject({ isLiked: true, isDisliked: false });
    expect(await rate(a, actor.id, 0)).toMatchObject({
      guestRatingLikes: 1,
      guestRatingDislikes: 0,
      isDisliked: false,
    });

    expect(codeOf(await rate(null, actor.id, 1, 401))).toBe("UNAUTHENTICATED");
    expect(codeOf(await rate(a, actor.id, 2, 400))).toBe("VALIDATION_FAILED");
    await rate(a, "abc", 1, 400);
    await rate(a, 999999, 1, 404);
    // gallery/getsedcards answers the same counters with the caller's own rating.
    const sedcards = (guest: Guest | null) =>
      get<{ rating: Omit<TSedcardsRatingResult, "objectType" | "objectId"> }>(
        `gallery/getsedcards/${actor.id}`,
        guest,
      );
    expect((await sedcards(b)).rating).toEqual({
      guestRatingLikes: 1,
      guestRatingDislikes: 0,
      isLiked: true,
      isDisliked: false,
    });
    expect((await sedcards(null)).rating).toMatchObject({ guestRatingLikes: 1, isLiked: false });
    const noSedcards = await buildActor({ db: db() });
    await rate(a, noSedcards.id, 1, 404);
  });
});

describe("gallery/getPinnedPhotos", () => {
  const pin = (guest: Guest, objectType: string, objectId: number) =>
    call("POST", "guest/favorite/pin", guest, 200, { objectType, objectId });

  it("lists the guest's own pinned pictures and sedcards, paywalled ones only for the buyer", async () => {
    const actor = await buildActor({ db: db() });
    const album = await buildAlbum({ db: db() }, actor.id, { pictures: 5, free: false, price: 10 });
    const pictures = await db()
      .select({ id: albumPictures.id, position: albumPictures.position })
      .from(albumPictures)
      .where(eq(albumPictures.albumId, album.id))
      .orderBy(albumPictures.position);
    const open = pictures[0]?.id ?? 0;
    const paywalled = pictures[4]?.id ?? 0;
    const sedcard = await buildSedcard({ db: db() }, actor.id, 0, 16);
    const adult = await buildSedcard({ db: db() }, actor.id, 1, 18);
    const a = await signUpGuest(server, { coins: 100 });
    const b = await signUpGuest(server);
    await pin(a, "picture", open);
    await pin(a, "picture", paywalled);
    await pin(a, "sedcard", sedcard?.id ?? 0);
    await pin(a, "sedcard", adult?.id ?? 0);
    await pin(a, "album", album.id);

    const page = await get<TPinnedPhotos>("gallery/getPinnedPhotos", a);
    expect(page.total).toBe(4);
    const byId = (type: string, id: number) =>
      page.items.find((item) => item.objectType === type && item.id === id);
    expect(byId("picture", open)).toMatchObject({ locked: null, album: { id: album.id } });
    expect(byId("picture", open)?.image?.src).toMatch(/^\/media\//);
    expect(byId("picture", paywalled)).toMatchObject({ locked: "needPurchase", image: null });
    expect(byId("sedcard", sedcard?.id ?? 0)).toMatchObject({ locked: null, album: null });
    expect(byId("sedcard", adult?.id ?? 0)).toMatchObject({ locked: "needAgeCheck", image: null });

    // Bought: the paywalled picture through a signed URL; age check accepted: the 18-rated sedcard.
    await call("POST", `album/${album.id}/buy`, a, 200, {});
    await db().update(guests).set({ avsStatus: "accepted" }).where(eq(guests.id, a.guest.id));
    const after = await get<TPinnedPhotos>("gallery/getPinnedPhotos", a);
    const bought = after.items.find((item) => item.id === paywalled && item.objectType === "picture");
    expect(bought?.locked).toBeNull();
    expect(bought?.image?.src).toMatch(/^\/pmedia\//);
    expect(
      after.items.find((item) => item.objectType === "sedcard" && item.id === adult?.id)?.image,
    ).not.toBeNull();

    // Paging, another guest sees nothing of a's, login needed, bad paging 400.
    const second = await get<TPinnedPhotos>("gallery/getPinnedPhotos?offset=1&limit=2", a);
    expect(second).toMatchObject({ total: 4, offset: 1, limit: 2 });
    expect(second.items).toHaveLength(2);
    expect(await get<TPinnedPhotos>("gallery/getPinnedPhotos", b)).toMatchObject({ total: 0, items: [] });
    expect(codeOf(await get("gallery/getPinnedPhotos", null, 401))).toBe("UNAUTHENTICATED");
    await get("gallery/getPinnedPhotos?limit=0", a, 400);
    await get("gallery/getPinnedPhotos?offset=-1", a, 400);
  });
});
