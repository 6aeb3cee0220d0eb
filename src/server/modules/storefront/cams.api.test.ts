import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TCamTile } from "../../../common/contracts/catalog.ts";
import { buildActor } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

const NOW = new Date("2026-11-20T12:00:00Z");

/**
 * /cams/ (issue 14): every performer online now with her live still and the chat types she offers
 * at their prices per minute, through the REST call and the rendered page; offline ones never.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ web: true, now: () => NOW });
  const ctx = { db: server.database.db, now: NOW };
  await buildActor(ctx, {
    name: "CamPlain",
    isOnline: true,
    onlineSince: new Date(NOW.getTime() - 3000),
    isLivePreviewEnabled: false,
    isVoyeurChatAvailable: false,
  });
  await buildActor(ctx, {
    name: "CamAll",
    isOnline: true,
    onlineSince: new Date(NOW.getTime() - 1000),
    freeChat: true,
    isVoyeurChatAvailable: true,
    isLivePreviewEnabled: true,
    languages: ["es"],
  });
  await buildActor(ctx, { name: "CamAway", isOnline: false, freeChat: true });
});
afterAll(() => server.close());

describe("GET /rest/v1/cams", () => {
  it("lists the online performers, newest online first, with stills and priced chat offers", async () => {
    const response = await server.fetch("/rest/v1/cams?language=en");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=2");
    const { items } = (await response.json()) as { items: TCamTile[] };
    expect(items.map((cam) => cam.name)).toEqual(["CamAll", "CamPlain"]);
    const [all, plain] = items as [TCamTile, TCamTile];
    expect(all.still).toBe(`/live/${all.id}/still.jpg`);
    expect(all.languages).toEqual(["es"]);
    expect(all.freeChat).toBe(true);
    const price = (cam: TCamTile) =>
      Object.fromEntries(cam.offers.map((offer) => [offer.chatType, offer.pricePerMinute.value]));
    // buildActor's prices: video chat 8, singlec2c 11, voyeur 4 VXC per minute.
    expect(price(all)).toEqual({
      LIVECHAT: 8,
      VOYEUR_CHAT: 4,
      FREECHAT: 0,
      LIVE_PREVIEW: 0,
      VOYEUR_PRIVATE_CHAT: 8,
      VIDEO_CALL: 11,
      VOICE_CALL: 8,
    });
    expect(price(plain)).toEqual({ LIVECHAT: 8, VIDEO_CALL: 11, VOICE_CALL: 8 });
  });

  it("renders /en/cams/ and /de/cams/ with the online performers in the page's language", async () => {
    for (const [path, title, spanish] of [
      ["/en/cams/", "Live cams", "Spanish"],
      ["/de/cams/", "Live-Cams", "Spanisch"],
    ] as const) {
      const response = await server.fetch(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(title);
      expect(html).toContain("CamAll");
      expect(html).toContain("CamPlain");
      expect(html).not.toContain("CamAway");
      // The language filter's names come with the page (the loader's), so hydration needs no Intl data.
      expect(html).toContain(`<option value="es">${spanish}</option>`);
      // No still in the server's HTML: a tile asks for it once it is on screen (issue 27).
      expect(html).not.toMatch(/<img[^>]+src="\/live\//);
    }
  });
});
