import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TPincallResult, TPincallVerification } from "../../../common/contracts/phone.ts";
import type { TVoiceCallStartResult } from "../../../common/contracts/voiceCall.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * The guest object of spec core §3 carries `pincallVerifications` and `isVoicecallActive` wherever
 * it is answered (issues 15 and 26): profile get and update, login (site and overlay), sign-up and
 * the overlay's hand-over all come from one read model (modules/guestState guestStateOf).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ pay: true });
});
afterAll(() => server.close());

const guestOf = async (response: Response): Promise<TGuest> => {
  expect(response.status).toBeLessThan(300);
  const body = (await response.json()) as TGuest | { guest: TGuest };
  return "guest" in body ? body.guest : body;
};

describe("the guest object's pincallVerifications", () => {
  it("is empty at sign-up and lists the open verification in every answer that carries the guest", async () => {
    // A PIN goes only to a guest whose e-mail address is confirmed (issue 26).
    const guest = await signUpGuest(server, { verifiedEmail: true });
    expect(guest.guest.pincallVerifications).toEqual([]);
    const started = await server.post(
      "pinCall/startVerification",
      { phoneNumber: "+4915130000077", type: "sms", language: "en" },
      guest.bearer,
    );
    const { verification } = (await started.json()) as TPincallResult;
    const expected: TPincallVerification[] = [verification];

    const answers = {
      profileGet: await server.post("guest/profile/get", {}, guest.bearer),
      profileUpdate: await server.post("guest/profile/update", { name: "Renamed" }, guest.bearer),
      login: await server.post("auth/login", { email: guest.email, password: guest.password }),
      overlayHandOver: await server.post(
        "vxpay/onsuccess",
        { accessToken: guest.accessToken },
        { origin: server.url },
      ),
    };
    for (const [name, response] of Object.entries(answers))
      expect((await guestOf(response)).pincallVerifications, name).toEqual(expected);
  });
});

describe("the guest object's isVoicecallActive", () => {
  type Guest = Awaited<ReturnType<typeof signUpGuest>>;
  /** Every answer that carries the guest, for one guest. */
  const answers = async (guest: Guest) => ({
    profileGet: await server.post("guest/profile/get", {}, guest.bearer),
    profileUpdate: await server.post("guest/profile/update", { language: "en" }, guest.bearer),
    login: await server.post("auth/login", { email: guest.email, password: guest.password }),
    overlayLogin: await server.fetch(`${server.payUrl}/rest/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: guest.email, password: guest.password }),
    }),
    overlayHandOver: await server.post(
      "vxpay/onsuccess",
      { accessToken: guest.accessToken },
      { origin: server.url },
    ),
  });
  const flags = async (guest: Guest) => {
    const flag: Record<string, boolean> = {};
    for (const [name, response] of Object.entries(await answers(guest)))
      flag[name] = (await guestOf(response)).isVoicecallActive;
    return flag;
  };
  const everywhere = (value: boolean) => ({
    profileGet: value,
    profileUpdate: value,
    login: value,
    overlayLogin: value,
    overlayHandOver: value,
  });

  it("is true in every answer while the guest's voice call goes on, and for nobody else", async () => {
    const actor = await buildActor({ db: server.database.db }, { isOnline: true, priceVideoChat: 20 });
    const caller = await signUpGuest(server, { coins: 200 });
    const other = await signUpGuest(server, { coins: 200 });
    expect(caller.guest.isVoicecallActive).toBe(false);
    const started = await server.post("voicecall/startAnonymousVoicecallChat", {
      actorId: actor.id,
      accessToken: caller.accessToken,
    });
    const call = (await started.json()) as TVoiceCallStartResult;
    expect(call).toMatchObject({ resultCode: 2000, anonymous: false });

    expect(await flags(caller)).toEqual(everywhere(true));
    expect(await flags(other)).toEqual(everywhere(false));

    expect((await server.post(`voicecall/${call.clientId}/end`, {})).status).toBe(200);
    expect(await flags(caller)).toEqual(everywhere(false));
  });
});
