import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { ONLINE_SMS_DAILY_LIMIT } from "./commands/onlineSms.ts";

let server: TestServer;
let clock = Date.parse("2026-03-02T10:00:00Z");
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

const HOUR = 3_600_000;
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
let numbers = 0;

/** The sandbox phone's texts to a number. */
async function textsTo(e164: string): Promise<string[]> {
  const { calls } = (await (await server.fetch("/dev/phone.json")).json()) as {
    calls: { channel: string; to: string; text: string }[];
  };
  return calls.filter((call) => call.to === e164 && call.channel === "sms").map((call) => call.text);
}

/** A guest with a verified number (mobile unless a landline is asked for). */
async function verifiedGuest(options: { landline?: boolean } = {}): Promise<{ guest: Guest; e164: string }> {
  const guest = await signUpGuest(server, { verifiedEmail: true });
  numbers++;
  const e164 = options.landline
    ? `+4930200${String(numbers).padStart(4, "0")}`
    : `+49151300${String(numbers).padStart(5, "0")}`;
  const type = options.landline ? "call" : "sms";
  const started = await server.post("pinCall/startVerification", { phoneNumber: e164, type }, guest.bearer);
  expect(started.status).toBe(200);
  const { verification } = (await started.json()) as { verification: { id: number } };
  await server.app.outbox.settled();
  const { calls } = (await (await server.fetch("/dev/phone.json")).json()) as {
    calls: { to: string; text: string }[];
  };
  const digits = /:\s*([\d ]+)\./.exec(calls.find((call) => call.to === e164)?.text ?? "")?.[1] ?? "";
  const verified = await server.post(
    "pinCall/verifyPin",
    { id: verification.id, type, pin: digits.replace(/ /g, "") },
    guest.bearer,
  );
  expect(verified.status).toBe(200);
  return { guest, e164 };
}

async function pinWithSms(guest: Guest, actorId: number, sms: boolean, status = 200): Promise<void> {
  expect(
    (await server.post("guest/favorite/pin", { objectType: "actor", objectId: actorId }, guest.bearer))
      .status,
  ).toBe(200);
  expect(
    (await server.post(`guest/favorite/actor/${actorId}/notifications`, { sms }, guest.bearer)).status,
  ).toBe(status);
}

const operator = { "x-operator-key": TEST_OPERATOR_KEY };
async function flip(actorId: number, state: "online" | "offline") {
  const response = await server.post(`internal/actors/${actorId}/${state}`, {}, operator);
  expect(response.status).toBe(200);
  await server.app.outbox.settled();
}

/**
 * A number's texts once the outbox delivered everything committed so far, including the sends its
 * handlers detached (settled() waits for them): `count` of them, or the test fails with what came.
 */
async function waitForTexts(e164: string, count: number): Promise<string[]> {
  await server.app.outbox.settled();
  const texts = await onlineTexts(e164);
  expect(texts.length, `${e164}'s online texts`).toBeGreaterThanOrEqual(count);
  return texts;
}
const onlineTexts = async (e164: string) => (await textsTo(e164)).filter((text) => /online/.test(text));

describe("favourite online SMS", () => {
  it("texts guests with the switch on and a verified mobile, once per performer in 12 hours", async () => {
    const actor = await buildActor({ db: server.database.db });
    const wanted = await verifiedGuest();
    const switchedOff = await verifiedGuest();
    const landline = await verifiedGuest({ landline: true });
    await pinWithSms(wanted.guest, actor.id, true);
    await pinWithSms(switchedOff.guest, actor.id, false);
    await pinWithSms(landline.guest, actor.id, true, 409);

    await flip(actor.id, "online");
    const [text] = await waitForTexts(wanted.e164, 1);
    expect(text).toContain(`${actor.name} is online now`);
    expect(text).toContain("http");
    // Back online within 12 hours: no second SMS.
    await flip(actor.id, "offline");
    clock += 11 * HOUR;
    await flip(actor.id, "online");
    await server.app.outbox.settled();
    expect(await onlineTexts(wanted.e164)).toHaveLength(1);
    // After the window: one more.
    await flip(actor.id, "offline");
    clock += 2 * HOUR;
    await flip(actor.id, "online");
    await waitForTexts(wanted.e164, 2);
    expect(await onlineTexts(switchedOff.e164)).toEqual([]);
    expect(await onlineTexts(landline.e164)).toEqual([]);
  });

  it("sends a guest at most 5 online SMS in 24 hours", async () => {
    const actors = await Promise.all(
      Array.from({ length: ONLINE_SMS_DAILY_LIMIT + 1 }, () => buildActor({ db: server.database.db })),
    );
    const { guest, e164 } = await verifiedGuest();
    for (const actor of actors) await pinWithSms(guest, actor.id, true);
    for (const actor of actors) await flip(actor.id, "online");
    await waitForTexts(e164, ONLINE_SMS_DAILY_LIMIT);
    await server.app.outbox.settled();
    expect(await onlineTexts(e164)).toHaveLength(ONLINE_SMS_DAILY_LIMIT);
  });
});
