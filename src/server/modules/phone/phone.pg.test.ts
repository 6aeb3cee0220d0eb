import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guests, mailOutbox, phoneVerifications } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { verifyPin } from "./index.ts";
import { PIN_LIMITS } from "./limits.ts";
import { hashPin, MAX_PIN_ATTEMPTS, newSalt } from "./pin.ts";

/**
 * PIN attempts, number ownership and the limits on PIN starts on PostgreSQL with real concurrency
 * (PGlite serialises transactions, so these prove nothing there).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server.close());

const db = () => server.database.db;
let n = 0;
async function newGuest(): Promise<number> {
  n++;
  const [row] = await db()
    .insert(guests)
    .values({ email: `phone-race-${n}-${Date.now()}@example.com`, name: `Racer ${n}`, passwordHash: "x" })
    .returning({ id: guests.id });
  if (!row) throw new Error("no guest");
  return row.id;
}

/**
 * A verification whose PIN is known, written as startVerification and the sender leave it (the
 * limits on starts are not what these tests are about: the parallel starts below are).
 */
async function started(guestId: number, phoneNumber: string, pin: string): Promise<number> {
  const pinSalt = newSalt();
  const [row] = await db()
    .insert(phoneVerifications)
    .values({
      guestId,
      type: "sms",
      lineType: "mobile",
      countryCode: "DE",
      preCode: "49",
      number: phoneNumber.slice(3),
      e164: phoneNumber,
      e123: phoneNumber,
      pinLength: pin.length,
      pinSalt,
      pinHash: hashPin(pin, pinSalt),
      expiresAt: new Date(Date.now() + 600_000),
    })
    .returning({ id: phoneVerifications.id });
  if (!row) throw new Error("no verification");
  return row.id;
}

const guess = (guestId: number, id: number, pin: string) =>
  verifyPin({ db: db(), guestId, id, type: "sms", pin, language: "en", now: new Date() });
const phoneCodeOf = (reason: unknown) =>
  reason instanceof AppError ? (reason.details as { phoneCode: number }).phoneCode : -1;

describe("PIN guesses at once", () => {
  it("counts at most 5 of 40 parallel wrong guesses; the rest and the right PIN afterwards get code 9", async () => {
    const guestId = await newGuest();
    const id = await started(guestId, "+4915200000001", "123456");
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => guess(guestId, id, "654321")));
    const codes = results.map((r) => (r.status === "rejected" ? phoneCodeOf(r.reason) : 0));
    expect(codes.filter((code) => code === 8)).toHaveLength(MAX_PIN_ATTEMPTS);
    expect(codes.filter((code) => code === 9)).toHaveLength(40 - MAX_PIN_ATTEMPTS);
    await expect(guess(guestId, id, "123456")).rejects.toSatisfy((e) => phoneCodeOf(e) === 9);
    const [row] = await db().select().from(phoneVerifications).where(eq(phoneVerifications.id, id));
    expect(row).toMatchObject({ attempts: MAX_PIN_ATTEMPTS, verifiedAt: null });
  });

  it("accepts the right PIN among parallel wrong ones only within the 5 counted attempts", async () => {
    for (let round = 0; round < 3; round++) {
      const guestId = await newGuest();
      const id = await started(guestId, `+491520000001${round}`, "111111");
      const pins = Array.from({ length: 20 }, (_, i) => (i === 10 ? "111111" : "222222"));
      const results = await Promise.allSettled(pins.map((pin) => guess(guestId, id, pin)));
      const accepted = results.filter((r) => r.status === "fulfilled").length;
      const wrong = results.filter((r) => r.status === "rejected" && phoneCodeOf(r.reason) === 8).length;
      const [row] = await db().select().from(phoneVerifications).where(eq(phoneVerifications.id, id));
      const limited = results.filter((r) => r.status === "rejected" && phoneCodeOf(r.reason) === 9).length;
      expect(accepted + wrong + limited).toBe(20);
      expect(accepted).toBeLessThanOrEqual(1);
      expect(row?.attempts).toBeLessThanOrEqual(MAX_PIN_ATTEMPTS);
      // Verified exactly when the right guess was accepted; refused, the 5 counted guesses were wrong.
      expect(row?.verifiedAt !== null).toBe(accepted === 1);
      if (accepted === 0) expect([wrong, limited]).toEqual([MAX_PIN_ATTEMPTS, 20 - MAX_PIN_ATTEMPTS]);
    }
  });
});

describe("one number, one guest", () => {
  it("verifies a number for exactly one of 10 guests verifying it at once; the others get code 6", async () => {
    const guestIds = await Promise.all(Array.from({ length: 10 }, () => newGuest()));
    const ids: number[] = [];
    for (const guestId of guestIds) ids.push(await started(guestId, "+4915200000099", "123456"));
    const results = await Promise.allSettled(
      guestIds.map((guestId, i) => guess(guestId, ids[i] as number, "123456")),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const codes = results.flatMap((r) => (r.status === "rejected" ? [phoneCodeOf(r.reason)] : []));
    expect(codes).toEqual(Array(9).fill(6));
    const verified = await db()
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.e164, "+4915200000099"));
    expect(verified.filter((row) => row.verifiedAt !== null)).toHaveLength(1);
  });
});

type Guest = Awaited<ReturnType<typeof signUpGuest>>;

/** Starts by many guests at once: each [guest, number, address]; answers the statuses. */
async function startAtOnce(starts: [Guest, string, string][]): Promise<number[]> {
  const answers = await Promise.all(
    starts.map(([guest, phoneNumber, address]) =>
      server.post(
        "pinCall/startVerification",
        { phoneNumber, type: "sms" },
        { ...guest.bearer, "x-forwarded-for": address },
      ),
    ),
  );
  return answers.map((answer) => answer.status);
}

/** PIN texts the phone adapter got for these numbers (the sandbox's outgoing texts). */
async function textsTo(numbers: string[]): Promise<number> {
  await server.app.outbox.settled();
  const sent = await db()
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.to,
        numbers.map((number) => `sms:${number}`),
      ),
    );
  return sent.length;
}

let signups = 0;
/** Guests with confirmed e-mail addresses, each signed up from an address of its own (20 a minute each). */
async function verifiedGuests(count: number): Promise<Guest[]> {
  const guests: Guest[] = [];
  for (let i = 0; i < count; i++) {
    signups++;
    const address = `172.18.${signups >> 8}.${signups & 255}`;
    guests.push(await signUpGuest(server, { verifiedEmail: true, address }));
  }
  return guests;
}
const ok = (statuses: number[]) => statuses.filter((status) => status === 200).length;

describe("PIN starts at once", () => {
  it("sends exactly 5 of 20 parallel starts by one guest; the other 15 answer code 9", async () => {
    const [guest] = (await verifiedGuests(1)) as [Guest];
    const numbers = Array.from({ length: 20 }, (_, i) => `+49152100000${String(i).padStart(2, "0")}`);
    const statuses = await startAtOnce(numbers.map((number, i) => [guest, number, `10.1.0.${i + 1}`]));
    expect(ok(statuses)).toBe(PIN_LIMITS.guest.hour);
    expect(statuses.filter((status) => status === 403)).toHaveLength(20 - PIN_LIMITS.guest.hour);
    // What went to the phone adapter, not only what was answered.
    expect(await textsTo(numbers)).toBe(PIN_LIMITS.guest.hour);
  });

  it("sends one number exactly its limit when 12 guests on 12 addresses start at once", async () => {
    const guests = await verifiedGuests(12);
    const number = "+4915210000100";
    const statuses = await startAtOnce(guests.map((guest, i) => [guest, number, `10.2.0.${i + 1}`]));
    expect(ok(statuses)).toBe(PIN_LIMITS.number.hour);
    expect(await textsTo([number])).toBe(PIN_LIMITS.number.hour);
  });

  it("sends one /64 exactly its limit when 16 guests on 16 of its addresses start at once", async () => {
    const guests = await verifiedGuests(16);
    const numbers = guests.map((_, i) => `+49152100020${String(i).padStart(2, "0")}`);
    const statuses = await startAtOnce(
      guests.map((guest, i) => [guest, numbers[i] as string, `2001:db8:7::${(i + 1).toString(16)}`]),
    );
    expect(ok(statuses)).toBe(PIN_LIMITS.network.hour);
    expect(await textsTo(numbers)).toBe(PIN_LIMITS.network.hour);
  });

  it("sends exactly what is left of the day's budget and warns once per level", async () => {
    const operator = { "x-operator-key": TEST_OPERATOR_KEY };
    const read = async () =>
      (
        (await (await server.fetch("/rest/v1/internal/phone/pinBudget", { headers: operator })).json()) as {
          budget: { sent: number };
        }
      ).budget;
    const before = (await read()).sent;
    server.config.operatorEmail = "ops@velvet.example";
    const set = await server.post(
      "internal/phone/pinBudget",
      { dailyBudget: before + 4, warnAtPercent: 90 },
      operator,
    );
    expect(set.status).toBe(200);
    const guests = await verifiedGuests(12);
    const numbers = guests.map((_, i) => `+49152100030${String(i).padStart(2, "0")}`);
    const statuses = await startAtOnce(
      guests.map((guest, i) => [guest, numbers[i] as string, `10.3.0.${i + 1}`]),
    );
    expect(ok(statuses)).toBe(4);
    expect(await textsTo(numbers)).toBe(4);
    expect((await read()).sent).toBe(before + 4);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "ops@velvet.example"));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Velvet: ${Math.ceil((before + 4) * 0.9)} of ${before + 4} phone PINs sent today (90 % warning)`,
      `Velvet: today's budget of ${before + 4} phone PINs is used up`,
    ]);
  });
});
