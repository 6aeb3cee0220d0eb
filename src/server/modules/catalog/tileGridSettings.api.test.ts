import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGuestState } from "../../../common/contracts/accounts.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("tileGrid/storeTileGridSettings", () => {
  it("keeps a logged-in guest's settings per grid, beside other preferences", async () => {
    const guest = await signUpGuest(server);
    const store = (body: unknown, headers: Record<string, string> = guest.bearer) =>
      server.post("tileGrid/storeTileGridSettings", body, headers);
    expect((await store({ type: "videos", settings: { order: "newest" } }, {})).status).toBe(401);
    expect((await store({ type: "videos", settings: { order: "newest", view: "large" } })).status).toBe(200);
    expect((await store({ type: "actors", settings: { order: "online" } })).status).toBe(200);
    // Other preferences saved later keep the grids' settings.
    expect(
      (await server.post("guest/savePreferences", { data: { theme: "dark" } }, guest.bearer)).status,
    ).toBe(200);
    const state = (await (await server.post("guest/profile/get", {}, guest.bearer)).json()) as TGuestState;
    expect(state.tileGridSettings).toEqual({
      videos: { order: "newest", view: "large" },
      actors: { order: "online" },
    });
    expect(state.preferences).toMatchObject({ theme: "dark" });
    // Replacing one grid leaves the other.
    await store({ type: "videos", settings: { order: "topRated" } });
    const again = (await (await server.post("guest/profile/get", {}, guest.bearer)).json()) as TGuestState;
    expect(again.tileGridSettings).toEqual({ videos: { order: "topRated" }, actors: { order: "online" } });
    for (const bad of [
      { type: "nope", settings: {} },
      { type: "videos" },
      { type: "videos", settings: "x" },
      { type: "videos", settings: { big: "x".repeat(3000) } },
      { type: "videos", settings: {}, extra: 1 },
    ])
      expect((await store(bad)).status, JSON.stringify(bad).slice(0, 60)).toBe(400);
  });
});
