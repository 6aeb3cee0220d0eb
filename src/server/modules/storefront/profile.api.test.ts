import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAlbumTile, TChatButtonConfig, TVideo } from "../../../common/contracts/catalog.ts";
import { VOUCHER_TYPES } from "../../../common/enums.ts";
import { vouchers } from "../../db/schema/index.ts";
import { buildActor, buildAlbum, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe("actor profile showcase REST", () => {
  let server: TestServer;
  let lena: { id: number; name: string };
  let quiet: { id: number; name: string };
  let ids: Record<string, number>;

  const get = async <T>(path: string, headers: Record<string, string> = {}) => {
    const response = await server.fetch(`/rest/v1/${path}`, { headers });
    return { status: response.status, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
    const ctx = { db: server.database.db, now: NOW };
    lena = await buildActor(ctx, {
      name: "LenaShow",
      isOnline: true,
      priceVideoChat: 30,
      priceMessage: 3,
      freeMessages: 0,
      bannedCountryCodes: ["AT"],
    });
    quiet = await buildActor(ctx, { name: "QuietOne", isOnline: false, priceMessage: 5, freeMessages: 0 });
    ids = {
      oldSale: (await buildVideo(ctx, lena.id, { price: 10, basePrice: 20, releasedAt: ago(60), likes: 1 }))
        .id,
      newSale: (await buildVideo(ctx, lena.id, { price: 15, basePrice: 25, releasedAt: ago(20), likes: 2 }))
        .id,
      liked: (await buildVideo(ctx, lena.id, { price: 20, releasedAt: ago(10), likes: 90 })).id,
      seller: (await buildVideo(ctx, lena.id, { price: 20, releasedAt: ago(300), likes: 5, salesCount: 50 }))
        .id,
      future: (
        await buildVideo(ctx, lena.id, { price: 5, basePrice: 50, releasedAt: new Date(NOW.getTime() + DAY) })
      ).id,
      quietOld: (await buildVideo(ctx, quiet.id, { price: 20, releasedAt: ago(400), likes: 7 })).id,
      quietRecent: (await buildVideo(ctx, quiet.id, { price: 20, releasedAt: ago(30), likes: 3 })).id,
      saleAlbum: (await buildAlbum(ctx, lena.id, { price: 8, basePrice: 16, pictures: 1 })).id,
      fullAlbum: (await buildAlbum(ctx, lena.id, { price: 12, pictures: 1 })).id,
    };
  });
  afterAll(() => server.close());

  it("promotes the newest video on sale, else the most liked of the last 90 days", async () => {
    const lenaAnswer = await get<{ success: boolean; video: TVideo | null }>(
      `gallery/getpromotedvideo/${lena.id}`,
    );
    expect(lenaAnswer.status).toBe(200);
    expect(lenaAnswer.body.video?.id).toBe(ids.newSale);
    expect(lenaAnswer.body.video).toMatchObject({ onSale: true, model: { name: "LenaShow" } });
    const quietAnswer = await get<{ video: TVideo | null }>(`gallery/getpromotedvideo/${quiet.id}`);
    // Her older video has more likes, but the recent one is inside the 90 days.
    expect(quietAnswer.body.video?.id).toBe(ids.quietRecent);
  });

  it("answers null for an actor without videos", async () => {
    const empty = await buildActor({ db: server.database.db, now: NOW });
    const { status, body } = await get<{ video: TVideo | null }>(`gallery/getpromotedvideo/${empty.id}`);
    expect(status).toBe(200);
    expect(body.video).toBeNull();
  });

  it("lists top videos by likes and sales, by id or name, released only", async () => {
    const byName = await get<{ videos: TVideo[] }>("gallery/getTopVideos/lenashow");
    expect(byName.status).toBe(200);
    // 5 likes + 10 × 50 sales beats 90 likes.
    expect(byName.body.videos.map((v) => v.id)).toEqual([ids.seller, ids.liked, ids.newSale, ids.oldSale]);
    expect(byName.body.videos[0]).toHaveProperty("previewThumbnails");
    const byId = await get<{ videos: TVideo[] }>(`gallery/getTopVideos/${lena.id}`);
    expect(byId.body.videos.map((v) => v.id)).toEqual(byName.body.videos.map((v) => v.id));
  });

  it("lists the videos and albums on sale", async () => {
    const { status, body } = await get<{ videos: TVideo[]; albums: TAlbumTile[] }>(`sales/actor/${lena.id}`);
    expect(status).toBe(200);
    expect(body.videos.map((v) => v.id)).toEqual([ids.newSale, ids.oldSale]);
    expect(body.videos.every((v) => v.price.value < v.basePrice.value)).toBe(true);
    expect(body.albums.map((a) => a.id)).toEqual([ids.saleAlbum]);
    const none = await get<{ videos: TVideo[]; albums: TAlbumTile[] }>(`sales/actor/${quiet.id}`);
    expect(none.body).toEqual({ success: true, videos: [], albums: [] });
  });

  it("recommends other actors, for the block the profile reads when it scrolls into view", async () => {
    const byName = await get<{ success: boolean; actors: { id: number; name: string }[] }>(
      "actor/recommended/lenashow",
    );
    expect(byName.status).toBe(200);
    expect(byName.body.success).toBe(true);
    expect(byName.body.actors.map((actor) => actor.name)).toContain("QuietOne");
    expect(byName.body.actors.map((actor) => actor.id)).not.toContain(lena.id);
    const byId = await get<{ actors: { id: number }[] }>(`actor/recommended/${lena.id}`);
    expect(byId.body.actors).toEqual(byName.body.actors);
  });

  it("answers 404 for an unknown actor and 400 for a bad id", async () => {
    for (const path of [
      "gallery/getpromotedvideo/999999",
      "gallery/getTopVideos/nobody-here",
      "sales/actor/999999",
      "actor/getChatButtonConfig/999999",
      "actor/recommended/nobody-here",
    ]) {
      const { status, body } = await get<{ error: { code: string } }>(path);
      expect(status, path).toBe(404);
      expect(body.error.code).toBe("NOT_FOUND");
    }
    for (const path of [
      "gallery/getpromotedvideo/abc",
      "gallery/getpromotedvideo/-3",
      "sales/actor/99999999999",
      "actor/getChatButtonConfig/0",
      `gallery/getTopVideos/${"x".repeat(65)}`,
      "gallery/getTopVideos/a%20b",
      "actor/recommended/a%20b",
    ]) {
      const { status, body } = await get<{ error: { code: string } }>(path);
      expect(status, path).toBe(400);
      expect(body.error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("configures the chat button: it opens the messenger and names the price per message, never a live chat", async () => {
    const online = await get<TChatButtonConfig>(`actor/getChatButtonConfig/${lena.id}?language=en`);
    expect(online.status).toBe(200);
    expect(online.body).toMatchObject({
      actorId: lena.id,
      actorLink: "/en/amateur/lenashow/",
      messengerLink: `/en/messenger/?actor=${lena.id}`,
      mode: "message",
      isActorOnline: true,
      isBannedCountryCode: false,
      buttonTexts: { label: "Send a message", price: "3 VXC per message" },
      prices: { message: { value: 3, currency: "VXC" }, freeMessages: 0 },
    });
    expect(JSON.stringify(online.body.buttonTexts)).not.toMatch(/minute|call|chat now/i);
    const banned = await get<TChatButtonConfig>(`actor/getChatButtonConfig/${lena.id}?language=de`, {
      "cf-ipcountry": "at",
    });
    expect(banned.body).toMatchObject({ mode: "banned", isBannedCountryCode: true });
    expect(banned.body.buttonTexts.hint).toContain("LenaShow");
    const offline = await get<TChatButtonConfig>(`actor/getChatButtonConfig/${quiet.id}?language=de`);
    expect(offline.body).toMatchObject({
      mode: "message",
      isActorOnline: false,
      buttonTexts: { label: "Nachricht schreiben", price: "5 VXC pro Nachricht" },
    });
    expect(offline.body.buttonTexts.hint).toContain("QuietOne");
    // Free messages: plural rules per language, and what is left in the guest's own conversation.
    const giver = await buildActor(
      { db: server.database.db, now: NOW },
      { priceMessage: 4, freeMessages: 1 },
    );
    const one = await get<TChatButtonConfig>(`actor/getChatButtonConfig/${giver.id}?language=en`);
    expect(one.body.buttonTexts).toMatchObject({ price: "4 VXC per message", hint: "1 free message left" });
    const reader = await signUpGuest(server);
    const channel = await server.fetch(`/rest/v1/messenger/channel/actor/${giver.id}`, {
      headers: reader.bearer,
    });
    expect(channel.status).toBe(200);
    const channelId = ((await channel.json()) as { channel: { id: number } }).channel.id;
    const sent = await server.post(
      `messenger/channel/${channelId}/send`,
      { text: "Hello", expectedPrice: 0 },
      reader.bearer,
    );
    expect(sent.status).toBe(200);
    const used = await get<TChatButtonConfig>(
      `actor/getChatButtonConfig/${giver.id}?language=en`,
      reader.bearer,
    );
    expect(used.body.buttonTexts.price).toBe("4 VXC per message");
    expect(used.body.buttonTexts.hint).not.toMatch(/free/);

    const guest = await signUpGuest(server);
    await server.database.db.insert(vouchers).values({
      guestId: guest.guest.id,
      type: VOUCHER_TYPES.videoChat,
      amount: 5,
      remaining: 5,
      actorId: lena.id,
      validFrom: ago(1),
      validTo: new Date(NOW.getTime() + 10 * DAY),
      source: "test",
    });
    const voucher = await get<TChatButtonConfig>(
      `actor/getChatButtonConfig/${lena.id}?language=en`,
      guest.bearer,
    );
    // Video-chat minutes are counted, but no live chat is offered before it exists.
    expect(voucher.body).toMatchObject({
      mode: "message",
      voucherChatMinutes: 5,
      buttonTexts: { label: "Send a message" },
    });
    // Her voucher is bound to LenaShow: another actor's button does not count it.
    const other = await get<TChatButtonConfig>(`actor/getChatButtonConfig/${quiet.id}`, guest.bearer);
    expect(other.body.voucherChatMinutes).toBe(0);
  });
});
