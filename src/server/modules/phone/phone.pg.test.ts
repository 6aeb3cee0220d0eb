import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guests, mailOutbox, phoneVerifications } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { startVerification, verifyPin } from "./index.ts";
import { hashPin, MAX_PIN_ATTEMPTS, MAX_STARTS_PER_HOUR } from "./pin.ts";

/**
 * PIN attempts and number ownership on PostgreSQL with real concurrency (PGlite serialises
 * transactions, so these prove nothing there).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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

/** Starts a verification and replaces its random PIN by a known one. */
async function started(guestId: number, phoneNumber: string, pin: string): Promise<number> {
  const row = await db().transaction((tx) =>
    startVerification({ tx, guestId, phoneNumber, type: "sms", language: "en", now: new Date() }),
  );
  await db()
    .update(phoneVerifications)
    .set({ pinHash: hashPin(pin, row.pinSalt) })
    .where(eq(phoneVerifications.id, row.id));
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

describe("PIN starts at once", () => {
  it("sends exactly 5 of 20 parallel starts by one guest; the other 15 answer code 9", async () => {
    const guest = await signUpGuest(server);
    const numbers = Array.from({ length: 20 }, (_, i) => `+49152100000${String(i).padStart(2, "0")}`);
    const answers = await Promise.all(
      numbers.map((phoneNumber) =>
        server.post("pinCall/startVerification", { phoneNumber, type: "sms" }, guest.bearer),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_STARTS_PER_HOUR);
    expect(statuses.filter((status) => status === 403)).toHaveLength(20 - MAX_STARTS_PER_HOUR);
    await server.app.outbox.settled();
    // What went to the phone adapter (the sandbox's outgoing texts), not only what was answered.
    const sent = await db()
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          numbers.map((number) => `sms:${number}`),
        ),
      );
    expect(sent).toHaveLength(MAX_STARTS_PER_HOUR);
  });
});
