import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPincallResult } from "../../../common/contracts/phone.ts";
import { confirmEmail, signUpGuest } from "../../test/guests.ts";
import { messagesTo } from "../../test/phone.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { PIN_LIMITS } from "./limits.ts";

/**
 * SMS and call pumping (issue 26): PINs are limited per number, per network (an IPv4 address or an
 * IPv6 /64) and per guest, in a rolling hour and day, and go only to guests whose e-mail address
 * is confirmed. Every start comes from an address of its own (X-Forwarded-For) unless a test is
 * about one address; each test uses numbers and addresses of its own.
 */
let server: TestServer;
let clock = new Date("2026-11-26T12:00:00Z");
beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trustProxy: true });
});
afterAll(() => server.close());

const HOUR = 3_600_000;
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
interface Refusal {
  error: {
    code: string;
    message: string;
    details?: { phoneCode: number; reason: string; limit: number; window: string; retryAt: string };
  };
}

let signups = 0;
/** A guest signed up from an address of its own (the sign-up limit is 20 a minute per address). */
const signUp = (verifiedEmail = true) => {
  signups++;
  return signUpGuest(server, { verifiedEmail, address: `172.16.${signups >> 8}.${signups & 255}` });
};
const newGuest = () => signUp();

/** One start from an address: the status and the answer. */
async function start(guest: Guest, phoneNumber: string, address: string) {
  const response = await server.post(
    "pinCall/startVerification",
    { phoneNumber, type: "sms", language: "en" },
    { ...guest.bearer, "x-forwarded-for": address },
  );
  return { status: response.status, body: (await response.json()) as TPincallResult & Refusal };
}

/** Moves the app clock on, once the PINs of the starts so far went out (they expire with the clock). */
async function later(ms: number): Promise<void> {
  await server.app.outbox.settled();
  clock = new Date(clock.getTime() + ms);
}

/** What the phone adapter got for a number (the sandbox's outgoing texts). */
const textsTo = (e164: string) => messagesTo(server, e164);

function expectRefused(answer: Awaited<ReturnType<typeof start>>, reason: string, limit: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect(answer.body.error).toMatchObject({
    code: "LIMIT_REACHED",
    details: { phoneCode: 9, reason, limit },
  });
  expect(answer.body.error.message.length).toBeGreaterThan(10);
}

describe("limits per number", () => {
  it("five fresh accounts from one address send one number no more than its hourly limit", async () => {
    const fresh = () => signUpGuest(server, { verifiedEmail: true, address: "198.51.100.7" });
    const guests: Guest[] = [];
    for (let i = 0; i < 5; i++) guests.push(await fresh());
    const number = "+4915100000501";
    const statuses: number[] = [];
    for (const guest of guests)
      for (let i = 0; i < 5; i++) statuses.push((await start(guest, number, "198.51.100.7")).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PIN_LIMITS.number.hour);
    expect(statuses.filter((status) => status === 403)).toHaveLength(25 - PIN_LIMITS.number.hour);
    expect(await textsTo(number)).toBe(PIN_LIMITS.number.hour);
    expectRefused(
      await start(guests[4] as Guest, number, "198.51.100.7"),
      "numberLimit",
      PIN_LIMITS.number.hour,
    );
  }, 60_000);

  it("counts the number across guests on many addresses, per hour and per day", async () => {
    const number = "+4915100000502";
    let next = 1;
    const fromNewAddress = async () => start(await newGuest(), number, `203.0.113.${next++}`);
    for (let i = 0; i < PIN_LIMITS.number.hour; i++) expect((await fromNewAddress()).status).toBe(200);
    const refused = await fromNewAddress();
    expectRefused(refused, "numberLimit", PIN_LIMITS.number.hour);
    expect(refused.body.error.details?.window).toBe("hour");
    expect(new Date(refused.body.error.details?.retryAt ?? 0).getTime()).toBe(clock.getTime() + HOUR);
    // An hour later the hourly limit is free again, until the day's limit is reached.
    await later(HOUR + 1000);
    for (let i = PIN_LIMITS.number.hour; i < PIN_LIMITS.number.day; i++)
      expect((await fromNewAddress()).status).toBe(200);
    await later(HOUR + 1000);
    const daily = await fromNewAddress();
    expectRefused(daily, "numberLimit", PIN_LIMITS.number.day);
    expect(daily.body.error.details?.window).toBe("day");
    expect(await textsTo(number)).toBe(PIN_LIMITS.number.day);
  });
});

describe("limits per network", () => {
  it("counts every address of an IPv6 /64 as one network; the next /64 is another", async () => {
    const limit = PIN_LIMITS.network.hour;
    for (let i = 1; i <= limit; i++) {
      const answer = await start(
        await newGuest(),
        `+49151000060${String(i).padStart(2, "0")}`,
        `2001:db8:aa:bb::${i.toString(16)}`,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const sameNetwork = await start(await newGuest(), "+4915100006099", "2001:db8:aa:bb:ffff:1:2:3");
    expectRefused(sameNetwork, "networkLimit", limit);
    expect(await textsTo("+4915100006099")).toBe(0);
    // Another /64 (the next subscriber line) is not counted with it.
    expect((await start(await newGuest(), "+4915100006098", "2001:db8:aa:bc::1")).status).toBe(200);
  });

  it("counts an IPv4 address however it is written (IPv4-mapped IPv6 too)", async () => {
    const limit = PIN_LIMITS.network.hour;
    for (let i = 1; i <= limit; i++) {
      const address = i % 2 === 0 ? "192.0.2.44" : "::ffff:192.0.2.44";
      const answer = await start(await newGuest(), `+49151000070${String(i).padStart(2, "0")}`, address);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    expectRefused(await start(await newGuest(), "+4915100007099", "192.0.2.44"), "networkLimit", limit);
  });
});

describe("limits per guest", () => {
  it("allows 5 PINs an hour and 10 a day per guest, whatever the numbers and addresses", async () => {
    const guest = await newGuest();
    let n = 0;
    const next = () => {
      n++;
      return start(guest, `+49151000080${String(n).padStart(2, "0")}`, `100.64.0.${n}`);
    };
    for (let i = 0; i < PIN_LIMITS.guest.hour; i++) expect((await next()).status).toBe(200);
    expectRefused(await next(), "guestLimit", PIN_LIMITS.guest.hour);
    await later(HOUR + 1000);
    for (let i = PIN_LIMITS.guest.hour; i < PIN_LIMITS.guest.day; i++)
      expect((await next()).status).toBe(200);
    await later(HOUR + 1000);
    const daily = await next();
    expectRefused(daily, "guestLimit", PIN_LIMITS.guest.day);
    expect(daily.body.error.details?.window).toBe("day");
  });
});

describe("a confirmed e-mail address first", () => {
  it("sends no PIN to a guest whose e-mail address is not confirmed (403 EMAIL_NOT_VERIFIED), then does", async () => {
    const guest = await signUp(false);
    const number = "+4915100000901";
    const refused = await start(guest, number, "100.65.0.1");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("EMAIL_NOT_VERIFIED");
    expect(refused.body.error.message).toMatch(/confirm your e-mail address/);
    expect(await textsTo(number)).toBe(0);
    await confirmEmail(server, guest.email);
    expect((await start(guest, number, "100.65.0.1")).status).toBe(200);
    expect(await textsTo(number)).toBe(1);
  });

  it("still refuses premium-rate and foreign numbers (codes 5 and 2) before anything is counted", async () => {
    const guest = await newGuest();
    const premium = await start(guest, "+49 900 1234567", "100.66.0.1");
    expect([premium.status, premium.body.error.details?.phoneCode]).toEqual([403, 5]);
    const foreign = await start(guest, "+33612345678", "100.66.0.1");
    expect([foreign.status, foreign.body.error.details?.phoneCode]).toEqual([403, 2]);
  });
});
