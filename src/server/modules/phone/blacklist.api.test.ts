import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPhoneBlacklistEntry, TPincallResult } from "../../../common/contracts/phone.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/**
 * The operator's phone blacklist (issue 15): numbers and E.164 prefixes through the operator API;
 * startVerification refuses a listed number with phone code 5; a number listed after its
 * verification gets no more SMS alerts. Bad input is a 4xx.
 */
let server: TestServer;
let clock = new Date("2026-11-27T08:00:00Z");
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

const operator = { "x-operator-key": TEST_OPERATOR_KEY };
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const list = (body: unknown) => server.post("internal/phone/blacklist", body, operator);
const unlist = (body: unknown) => server.post("internal/phone/blacklist/remove", body, operator);
const start = (guest: Guest, phoneNumber: string) =>
  server.post("pinCall/startVerification", { phoneNumber, type: "sms", language: "en" }, guest.bearer);

async function smsTo(e164: string): Promise<string[]> {
  await server.app.outbox.settled();
  const { calls } = (await (await server.fetch("/dev/phone.json")).json()) as {
    calls: { channel: string; to: string; text: string }[];
  };
  return calls.filter((entry) => entry.to === e164 && entry.channel === "sms").map((entry) => entry.text);
}

describe("the operator's phone blacklist", () => {
  it("adds numbers and prefixes once, lists and removes them; bad input is a 400, no key a 403", async () => {
    const added = await list({ number: "+49 151 2000 0001", note: "abuse" });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      created: true,
      entry: { prefix: "+4915120000001", kind: "number", note: "abuse" },
    });
    const again = await list({ number: "004915120000001" });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ created: false, entry: { prefix: "+4915120000001" } });
    expect((await list({ prefix: "+49152" })).status).toBe(201);

    const listed = await server.fetch("/rest/v1/internal/phone/blacklist", { headers: operator });
    const { entries } = (await listed.json()) as { entries: TPhoneBlacklistEntry[] };
    expect(entries.map((entry) => entry.prefix)).toEqual(["+4915120000001", "+49152"]);

    for (const bad of [
      {},
      { number: "+4915120000001", prefix: "+49" },
      { number: "12" },
      { number: "not a number" },
      { prefix: "49" },
      { prefix: "+0123" },
      { prefix: "+999" },
      { prefix: "+4915120000001234567" },
      { prefix: "+49", extra: true },
      { prefix: "+49", note: "x".repeat(201) },
    ]) {
      const response = await list(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(await response.json()).toHaveProperty("error.code", "VALIDATION_FAILED");
    }
    expect((await server.post("internal/phone/blacklist", { prefix: "+49" }, {})).status).toBe(403);
    expect((await server.fetch("/rest/v1/internal/phone/blacklist")).status).toBe(403);

    const removed = await unlist({ prefix: "+49152" });
    expect(await removed.json()).toEqual({ success: true, removed: true, prefix: "+49152" });
    expect(await (await unlist({ prefix: "+49152" })).json()).toMatchObject({ removed: false });
    expect((await unlist({ number: "x" })).status).toBe(400);
  });

  it("refuses to verify a listed number or one under a listed prefix with phone code 5", async () => {
    const guest = await signUpGuest(server, { verifiedEmail: true });
    await list({ number: "+4915120000002" });
    await list({ prefix: "+491513" });
    for (const number of ["+49 151 2000 0002", "+4915130000001"]) {
      const refused = await start(guest, number);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: "FORBIDDEN", details: { phoneCode: 5 } } });
    }
    expect(await smsTo("+4915120000002")).toEqual([]);
    // Off the list, the number is verified as before.
    await unlist({ number: "+4915120000002" });
    expect((await start(guest, "+4915120000002")).status).toBe(200);
  });

  it("stops SMS alerts to a number listed after its verification", async () => {
    const guest = await signUpGuest(server, { verifiedEmail: true });
    const actor = await buildActor({ db: server.database.db });
    const e164 = "+4915120000003";
    const started = (await (await start(guest, e164)).json()) as TPincallResult;
    const pin = /:\s*([\d ]+)\./.exec((await smsTo(e164))[0] ?? "")?.[1]?.replace(/ /g, "") ?? "";
    const body = { id: started.verification.id, type: "sms", pin };
    expect((await server.post("pinCall/verifyPin", body, guest.bearer)).status).toBe(200);
    await server.post("guest/favorite/pin", { objectType: "actor", objectId: actor.id }, guest.bearer);
    const toggle = `guest/favorite/actor/${actor.id}/notifications`;
    expect((await server.post(toggle, { sms: true }, guest.bearer)).status).toBe(200);

    const online = () => server.post(`internal/actors/${actor.id}/online`, {}, operator);
    const offline = () => server.post(`internal/actors/${actor.id}/offline`, {}, operator);
    await online();
    expect(await smsTo(e164)).toHaveLength(2); // the PIN and the first alert
    await offline();

    await list({ number: e164 });
    clock = new Date(clock.getTime() + 13 * 3_600_000); // past the 12-hour pause per performer
    await online();
    expect(await smsTo(e164)).toHaveLength(2);
    // Nor can SMS alerts be switched on again with it.
    await server.post(toggle, { sms: false }, guest.bearer);
    expect((await server.post(toggle, { sms: true }, guest.bearer)).status).toBe(409);
    const verifications = await server.fetch("/rest/v1/pinCall/verifications", { headers: guest.bearer });
    expect(await verifications.json()).toMatchObject({ hasVerifiedMobile: false });
  });
});
