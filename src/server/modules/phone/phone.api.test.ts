import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGuestState } from "../../../common/contracts/accounts.ts";
import type { TPincallResult, TPincallVerifications } from "../../../common/contracts/phone.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { pinSentTo as sentPin } from "../../test/phone.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
let clock = new Date("2026-11-26T12:00:00Z");
beforeAll(async () => {
  // Each guest calls from an address of its own (X-Forwarded-For), so the limit per network
  // (limits.api.test.ts) stays out of these tests.
  server = await startTestServer({ now: () => clock, trustProxy: true });
});
afterAll(() => server.close());

/** A new guest whose e-mail address is confirmed (no PIN goes to a guest before that). */
let signups = 0;
const newGuest = () => {
  signups++;
  return signUpGuest(server, { verifiedEmail: true, address: `172.19.0.${signups}` });
};
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
/** The guest's own address: 10.x.y.z from its id. */
const addressOf = (guest: Guest) => {
  const id = guest.guest.id;
  return { "x-forwarded-for": `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}` };
};
interface ErrorAnswer {
  error: { code: string; message: string; details: { phoneCode: number; attemptsLeft?: number } };
}

async function call<T>(path: string, guest: Guest | null, body: unknown, status: number): Promise<T> {
  const response = await server.post(path, body, guest ? { ...guest.bearer, ...addressOf(guest) } : {});
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(status);
  return answer as T;
}
const start = (guest: Guest, phoneNumber: string, type = "sms", language = "en") =>
  call<TPincallResult>("pinCall/startVerification", guest, { phoneNumber, type, language }, 200);
const verify = (guest: Guest, id: number, pin: string, type = "sms") =>
  call<TPincallResult>("pinCall/verifyPin", guest, { id, type, pin }, 200);
async function fails(path: string, guest: Guest, body: unknown, status: number, phoneCode: number) {
  const answer = await call<ErrorAnswer>(path, guest, body, status);
  expect(answer.error.details.phoneCode).toBe(phoneCode);
  expect(answer.error.message.length).toBeGreaterThan(5);
  return answer;
}

/** The PIN the sandbox phone last sent to a number (after the outbox delivered it). */
const pinSentTo = (e164: string, channel: "sms" | "call" = "sms") => sentPin(server, e164, channel);
const wrong = (pin: string) => pin.replace(/\d$/, (d) => String((Number(d) + 1) % 10));

describe("phone verification", () => {
  it("answers 401 without login", async () => {
    await call("pinCall/startVerification", null, { phoneNumber: "+4915100000001", type: "sms" }, 401);
    await call("pinCall/verifyPin", null, { id: 1, type: "sms", pin: "123456" }, 401);
    expect((await server.fetch("/rest/v1/pinCall/verifications")).status).toBe(401);
  });

  it("texts a 6-digit PIN to a mobile number, verifies it and shows it on the guest", async () => {
    const guest = await newGuest();
    const started = await start(guest, "+49 151 00000002");
    expect(started.verification).toMatchObject({
      type: "sms",
      verified: false,
      countryCode: "DE",
      preCode: "49",
      number: "15100000002",
      e123: "+49 1510 0000002",
      pinLength: 6,
      isMobile: true,
    });
    const pin = await pinSentTo("+4915100000002");
    expect(pin).toMatch(/^\d{6}$/);
    const done = await verify(guest, started.verification.id, pin);
    expect(done.verification).toMatchObject({ verified: true, expiresAt: null });
    // Verifying again answers the verified number.
    expect((await verify(guest, started.verification.id, pin)).verification.verified).toBe(true);
    const again = { id: started.verification.id, type: "sms", pin: wrong(pin) };
    await fails("pinCall/verifyPin", guest, again, 400, 8);
    const profile = await call<TGuestState>("guest/profile/get", guest, {}, 200);
    expect(profile.pincallVerifications).toEqual([done.verification]);
    const list = (await (
      await server.fetch("/rest/v1/pinCall/verifications", { headers: guest.bearer })
    ).json()) as TPincallVerifications;
    expect(list).toEqual({ verifications: [done.verification], hasVerifiedMobile: true });
  });

  it("calls a fixed line with a 5-digit PIN; SMS to a fixed line is code 3", async () => {
    const guest = await newGuest();
    await fails("pinCall/startVerification", guest, { phoneNumber: "+49301000003", type: "sms" }, 400, 3);
    const started = await start(guest, "+49301000003", "call");
    expect(started.verification).toMatchObject({ type: "call", pinLength: 5, isMobile: false });
    const pin = await pinSentTo("+49301000003", "call");
    expect(pin).toMatch(/^\d{5}$/);
    await fails("pinCall/verifyPin", guest, { id: started.verification.id, type: "sms", pin }, 400, 3);
    expect((await verify(guest, started.verification.id, pin, "call")).verification.verified).toBe(true);
  });

  it("answers codes 1, 2, 3 and 5 for numbers and types it refuses, in the asked language", async () => {
    const guest = await newGuest();
    const path = "pinCall/startVerification";
    await fails(path, guest, { phoneNumber: "12", type: "sms" }, 400, 1);
    const es = await fails(path, guest, { phoneNumber: "+33612345678", type: "sms", language: "es" }, 403, 2);
    expect(es.error.message).toBe("No podemos verificar números de teléfono de este país.");
    await fails(path, guest, { phoneNumber: "+4915100000004", type: "fax" }, 400, 3);
    await fails(path, guest, { phoneNumber: "+49 900 1234567", type: "call" }, 403, 5);
    // A malformed body is a plain validation error, never a 500.
    const bad = await call<ErrorAnswer>(path, guest, { phoneNumber: 15100000004 }, 400);
    expect(bad.error.code).toBe("VALIDATION_FAILED");
  });

  it("answers 7 for an unknown id and for another guest's verification", async () => {
    const owner = await newGuest();
    const other = await newGuest();
    const started = await start(owner, "+4915100000005");
    const pin = await pinSentTo("+4915100000005");
    await fails("pinCall/verifyPin", other, { id: started.verification.id, type: "sms", pin }, 404, 7);
    await fails("pinCall/verifyPin", owner, { id: 999_999, type: "sms", pin }, 404, 7);
  });

  it("counts wrong PINs: code 8 with the attempts left, then 9, and the right PIN no longer works", async () => {
    const guest = await newGuest();
    const started = await start(guest, "+4915100000006");
    const pin = await pinSentTo("+4915100000006");
    const body = { id: started.verification.id, type: "sms", pin: wrong(pin) };
    for (let left = 4; left >= 0; left--) {
      const answer = await fails("pinCall/verifyPin", guest, body, 400, 8);
      expect(answer.error.details.attemptsLeft).toBe(left);
    }
    await fails("pinCall/verifyPin", guest, { ...body, pin }, 403, 9);
  });

  it("lets a PIN expire after 10 minutes of the app clock (code 4)", async () => {
    const guest = await newGuest();
    const started = await start(guest, "+4915100000007");
    const pin = await pinSentTo("+4915100000007");
    const saved = clock;
    clock = new Date(saved.getTime() + 10 * 60_000 + 1000);
    try {
      await fails("pinCall/verifyPin", guest, { id: started.verification.id, type: "sms", pin }, 409, 4);
    } finally {
      clock = saved;
    }
  });

  it("gives a number to one guest: the second guest gets code 6 at start and at verify", async () => {
    const first = await newGuest();
    const second = await newGuest();
    const a = await start(first, "+4915100000008");
    const pinA = await pinSentTo("+4915100000008");
    const b = await start(second, "+4915100000008");
    await verify(first, a.verification.id, pinA);
    const pinB = await pinSentTo("+4915100000008");
    await fails("pinCall/verifyPin", second, { id: b.verification.id, type: "sms", pin: pinB }, 409, 6);
    await fails(
      "pinCall/startVerification",
      second,
      { phoneNumber: "015100000008", type: "sms", language: "de" },
      409,
      6,
    );
    // The owner starting again is answered with the verified number, nothing is sent.
    expect((await start(first, "+4915100000008")).verification).toMatchObject({
      id: a.verification.id,
      verified: true,
    });
  });

  it("lets SMS alerts be switched on with a verified mobile number only (a landline is not enough)", async () => {
    const guest = await newGuest();
    const actor = await buildActor({ db: server.database.db });
    await call("guest/favorite/pin", guest, { objectType: "actor", objectId: actor.id }, 200);
    const toggle = `guest/favorite/actor/${actor.id}/notifications`;
    const refused = await call<ErrorAnswer>(toggle, guest, { sms: true }, 409);
    expect(refused.error).toMatchObject({ code: "CONFLICT", details: { reason: "phoneNotVerified" } });
    const landline = await start(guest, "+49301000020", "call");
    await verify(guest, landline.verification.id, await pinSentTo("+49301000020", "call"), "call");
    await call(toggle, guest, { sms: true }, 409);
    const mobile = await start(guest, "+4915100000020");
    await verify(guest, mobile.verification.id, await pinSentTo("+4915100000020"));
    expect(await call(toggle, guest, { sms: true }, 200)).toEqual({
      success: true,
      actorId: actor.id,
      emailNotify: false,
      smsNotify: true,
      pushNotify: true,
    });
  });
});
