import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
let guest: Awaited<ReturnType<typeof signUpGuest>>;
beforeAll(async () => {
  server = await startTestServer();
  guest = await signUpGuest(server);
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = guest.bearer) =>
  server.post(path, body, headers);
const profile = async () => (await (await post("guest/profile/get", {})).json()) as TGuest;

describe("guest account calls", () => {
  it.each([
    "guest/profile/update",
    "guest/getNotificationsSettings",
    "guest/newsletter/subscribe",
    "guest/newsletter/unsubscribe",
    "guest/autoRechargeTeaserState",
    "guest/closeDataProtection",
    "guest/closeAgbAndDataProtection",
    "guest/conversionChat",
    "guest/savePreferences",
    "utility/relation/addRelation",
    "utility/relation/hasRelation",
  ])("%s needs login", async (path) => {
    expect((await post(path, {}, {})).status).toBe(401);
  });

  it("updates name, language and notification settings, and refuses bad values", async () => {
    const response = await post("guest/profile/update", {
      name: "Renamed",
      language: "nl",
      notificationsSettings: { push: true },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as TGuest;
    expect(updated).toMatchObject({ name: "Renamed", language: "nl" });
    expect(updated.notificationsSettings).toMatchObject({ push: true, email: true });
    const settings = await (await post("guest/getNotificationsSettings", {})).json();
    expect(settings).toEqual({ notifications_settings: updated.notificationsSettings });
    for (const bad of [
      { language: "fr" },
      { name: "" },
      { notificationsSettings: { sms: true } },
      { email: "x@y.de" },
    ]) {
      expect((await post("guest/profile/update", bad)).status).toBe(400);
    }
  });

  it("subscribes and unsubscribes newsletters by type bit", async () => {
    const subscribe = (typeId: number, overrides: object = {}) =>
      post("guest/newsletter/subscribe", {
        typeId,
        userId: guest.guest.id,
        emailAddress: guest.email,
        ...overrides,
      });
    expect((await subscribe(1024)).status).toBe(200);
    expect((await subscribe(256)).status).toBe(200);
    expect((await profile()).newsletterBits).toBe(1280);
    expect((await post("guest/newsletter/unsubscribe", { typeId: 1024 })).status).toBe(200);
    expect((await profile()).newsletterBits).toBe(256);
    expect((await subscribe(3)).status).toBe(400);
    expect((await subscribe(512, { userId: guest.guest.id + 1000 })).status).toBe(403);
    expect((await subscribe(512, { emailAddress: "other@example.com" })).status).toBe(400);
  });

  it("records data-protection acceptance, teaser state, conversion chat and preferences", async () => {
    expect((await profile()).showDataProtection).toBe(true);
    expect(await (await post("guest/closeDataProtection", { accepted: false })).json()).toEqual({
      success: true,
      accepted: false,
    });
    expect((await profile()).showDataProtection).toBe(true);
    expect((await post("guest/closeAgbAndDataProtection", { accepted: true })).status).toBe(200);
    expect((await profile()).showDataProtection).toBe(false);
    expect((await post("guest/autoRechargeTeaserState", { mode: "hide" })).status).toBe(200);
    expect((await post("guest/autoRechargeTeaserState", { mode: "sometimes" })).status).toBe(400);
    expect(await (await post("guest/conversionChat", { action: "disable" })).json()).toEqual({
      data: { success: true },
    });
    expect((await post("guest/savePreferences", { data: { tileSize: "large", muted: true } })).status).toBe(
      200,
    );
    expect((await post("guest/savePreferences", { data: { blob: "x".repeat(9000) } })).status).toBe(400);
    expect(await profile()).toMatchObject({
      autoRechargeTeaserState: "hide",
      conversionChatEnabled: false,
      preferences: { tileSize: "large", muted: true },
    });
  });

  it("adds and checks relations of the guest only", async () => {
    const relation = {
      subjectTypeId: 1,
      subjectId: guest.guest.id,
      relationTypeId: 1,
      objectTypeId: 5,
      objectId: 42,
    };
    expect(await (await post("utility/relation/hasRelation", relation)).json()).toEqual({
      success: true,
      hasRelation: false,
    });
    expect(await (await post("utility/relation/addRelation", relation)).json()).toEqual({ success: true });
    expect((await post("utility/relation/addRelation", relation)).status).toBe(200);
    expect(await (await post("utility/relation/hasRelation", relation)).json()).toEqual({
      success: true,
      hasRelation: true,
    });
    expect(
      (await post("utility/relation/addRelation", { ...relation, subjectId: guest.guest.id + 1 })).status,
    ).toBe(403);
    expect((await post("utility/relation/addRelation", { ...relation, objectTypeId: 8 })).status).toBe(400);
    expect((await post("utility/relation/addRelation", { ...relation, subjectTypeId: 2 })).status).toBe(400);
  });
});
