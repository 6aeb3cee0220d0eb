import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TSpendLimits } from "../../../common/contracts/spendLimits.ts";
import { EXIT_CODES } from "../../../common/live.ts";
import { queryRows } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { billDueSessions, sessionOf, startSession } from "../live/index.ts";
import { debit } from "./index.ts";

/**
 * Spend limits per day, week and month (issue 14): set, lowered at once, raised after 24 hours,
 * and every kind of debit refused with SPEND_LIMIT when it would break one.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const db = () => server.database.db;

async function limits(guest: Guest): Promise<TSpendLimits> {
  const response = await server.fetch("/rest/v1/guest/spendLimits", { headers: guest.bearer });
  expect(response.status).toBe(200);
  return (await response.json()) as TSpendLimits;
}
const put = (guest: Guest, body: unknown) =>
  server.fetch("/rest/v1/guest/spendLimits", {
    method: "PUT",
    headers: { ...guest.bearer, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const limitOf = (state: TSpendLimits, period: "day" | "week" | "month") =>
  state.limits.find((entry) => entry.period === period);
async function balanceOf(guestId: number): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    db(),
    sql`select coalesce((select balance from wallet_balances where guest_id = ${guestId}), 0) as balance`,
  );
  return Number(row?.balance);
}
/** Ends the cooling-off of the guest's pending changes (as if 24 hours had passed). */
const coolOff = (guestId: number) =>
  db().execute(sql`update guest_spend_limits set next_from = now() - interval '1 second'
    where guest_id = ${guestId} and next_from is not null`);

describe("Berlin periods (spend_period_bounds)", () => {
  const bounds = async (period: string, at: string) => {
    const [row] = await queryRows<{ period_start: Date; period_end: Date }>(
      db(),
      sql`select * from spend_period_bounds(${period}, ${at}::timestamptz)`,
    );
    return [
      new Date(row?.period_start as Date).toISOString(),
      new Date(row?.period_end as Date).toISOString(),
    ];
  };

  it("starts the day at midnight Berlin time, summer and winter, and a 23-hour day at the DST switch", async () => {
    expect(await bounds("day", "2026-11-26T22:59:59Z")).toEqual([
      "2026-11-25T23:00:00.000Z",
      "2026-11-26T23:00:00.000Z",
    ]);
    expect(await bounds("day", "2026-11-26T23:00:00Z")).toEqual([
      "2026-11-26T23:00:00.000Z",
      "2026-11-27T23:00:00.000Z",
    ]);
    expect(await bounds("day", "2026-07-01T21:59:00Z")).toEqual([
      "2026-06-30T22:00:00.000Z",
      "2026-07-01T22:00:00.000Z",
    ]);
    // 29 March 2026: clocks go forward, the day has 23 hours.
    expect(await bounds("day", "2026-03-29T12:00:00Z")).toEqual([
      "2026-03-28T23:00:00.000Z",
      "2026-03-29T22:00:00.000Z",
    ]);
  });

  it("starts the week on Monday (ISO) and the month on the 1st, in Berlin", async () => {
    // Sunday 29 Nov 2026 23:30 Berlin is still the week of Monday 23 Nov.
    expect(await bounds("week", "2026-11-29T22:30:00Z")).toEqual([
      "2026-11-22T23:00:00.000Z",
      "2026-11-29T23:00:00.000Z",
    ]);
    expect(await bounds("week", "2026-11-29T23:00:00Z")).toEqual([
      "2026-11-29T23:00:00.000Z",
      "2026-12-06T23:00:00.000Z",
    ]);
    // 31 October 2026 23:30 UTC is 1 November 00:30 Berlin (winter time since 25 October).
    expect(await bounds("month", "2026-10-31T23:30:00Z")).toEqual([
      "2026-10-31T23:00:00.000Z",
      "2026-11-30T23:00:00.000Z",
    ]);
    expect(await bounds("month", "2026-10-31T22:30:00Z")).toEqual([
      "2026-09-30T22:00:00.000Z",
      "2026-10-31T23:00:00.000Z",
    ]);
  });
});

describe("GET and PUT guest/spendLimits", () => {
  it("needs login and answers every period with nothing set", async () => {
    expect((await server.fetch("/rest/v1/guest/spendLimits")).status).toBe(401);
    const guest = await signUpGuest(server);
    const state = await limits(guest);
    expect(state.coolingOffHours).toBe(24);
    expect(
      state.limits.map((entry) => [entry.period, entry.limitCoins, entry.next, entry.spentCoins]),
    ).toEqual([
      ["day", null, null, 0],
      ["week", null, null, 0],
      ["month", null, null, 0],
    ]);
  });

  it("refuses negative, fractional, huge and unknown limits (400)", async () => {
    const guest = await signUpGuest(server);
    for (const body of [{ day: -1 }, { week: 1.5 }, { month: 1_000_001 }, { year: 10 }, { day: "10" }]) {
      const response = await put(guest, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_FAILED");
    }
    expect(limitOf(await limits(guest), "day")?.limitCoins).toBeNull();
  });

  it("sets and lowers at once, raises and removes after 24 hours", async () => {
    const guest = await signUpGuest(server);
    const set = await put(guest, { day: 100, month: 2000 });
    expect(set.status).toBe(200);
    const first = (await set.json()) as TSpendLimits;
    expect(limitOf(first, "day")).toMatchObject({ limitCoins: 100, next: null });
    expect(limitOf(first, "week")).toMatchObject({ limitCoins: null, next: null });
    expect(limitOf(first, "month")).toMatchObject({ limitCoins: 2000, next: null });

    const before = Date.now();
    const raised = (await (await put(guest, { day: 300 })).json()) as TSpendLimits;
    const day = limitOf(raised, "day");
    expect(day?.limitCoins).toBe(100);
    expect(day?.next?.limitCoins).toBe(300);
    const from = Date.parse(day?.next?.from ?? "");
    expect(from - before).toBeGreaterThan(23.9 * 3_600_000);
    expect(from - before).toBeLessThan(24.1 * 3_600_000);
    expect(limitOf(raised, "month")?.limitCoins).toBe(2000);

    // Lowering while a raise waits: at once, and the raise is gone.
    const lowered = (await (await put(guest, { day: 50 })).json()) as TSpendLimits;
    expect(limitOf(lowered, "day")).toMatchObject({ limitCoins: 50, next: null });

    const removed = (await (await put(guest, { month: null })).json()) as TSpendLimits;
    expect(limitOf(removed, "month")).toMatchObject({ limitCoins: 2000, next: { limitCoins: null } });
    await put(guest, { day: 80 });
    await coolOff(guest.guest.id);
    const later = await limits(guest);
    expect(limitOf(later, "day")).toMatchObject({ limitCoins: 80, next: null });
    expect(limitOf(later, "month")).toMatchObject({ limitCoins: null, next: null });
  });
});

describe("charges against the limits", () => {
  it("refuses a purchase over the day limit with SPEND_LIMIT, on both buy paths, and charges nothing", async () => {
    const actor = await buildActor({ db: db() });
    const cheap = await buildVideo({ db: db() }, actor.id, { price: 30 });
    const dear = await buildVideo({ db: db() }, actor.id, { price: 40 });
    const other = await buildVideo({ db: db() }, actor.id, { price: 40 });
    const guest = await signUpGuest(server, { coins: 500 });
    expect((await put(guest, { day: 60 })).status).toBe(200);

    const bought = await server.post(`video/${cheap.id}/buy`, {}, guest.bearer);
    expect(bought.status).toBe(200);
    expect(limitOf(await limits(guest), "day")?.spentCoins).toBe(30);

    const refused = await server.post(`video/${dear.id}/buy`, {}, guest.bearer);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: {
        code: "SPEND_LIMIT",
        message: "This would exceed your daily spend limit",
        details: { period: "day", limit: 60, spent: 30, required: 40 },
      },
    });
    const keyed = await server.post(
      `video/${other.id}/buy`,
      {},
      { ...guest.bearer, "idempotency-key": `spend-limit-${guest.guest.id}` },
    );
    expect(keyed.status).toBe(403);
    expect(((await keyed.json()) as { error: { code: string } }).error.code).toBe("SPEND_LIMIT");
    expect(await balanceOf(guest.guest.id)).toBe(470);

    // After lowering nothing more goes through; a raise counts only after its cooling-off.
    await put(guest, { day: 200 });
    expect((await server.post(`video/${dear.id}/buy`, {}, guest.bearer)).status).toBe(403);
    await coolOff(guest.guest.id);
    expect((await server.post(`video/${dear.id}/buy`, {}, guest.bearer)).status).toBe(200);
    expect(await balanceOf(guest.guest.id)).toBe(430);
  });

  it("counts every kind of debit against the week and month limits too", async () => {
    const guest = await signUpGuest(server, { coins: 500 });
    await put(guest, { week: 100, month: 90 });
    const pay = (coins: number, kind: "message" | "chat") =>
      db().transaction((tx) => debit({ tx, guestId: guest.guest.id, coins, kind, reason: "test" }));
    await pay(50, "message");
    await pay(40, "chat");
    const refused = await pay(1, "message").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("SPEND_LIMIT");
    expect((refused as AppError).status).toBe(403);
    expect((refused as AppError).details).toEqual({ period: "month", limit: 90, spent: 90, required: 1 });
    expect(await balanceOf(guest.guest.id)).toBe(410);
    const state = await limits(guest);
    expect(state.limits.map((entry) => entry.spentCoins)).toEqual([90, 90, 90]);
  });

  it("still answers INSUFFICIENT_FUNDS for a debit within the limit the balance cannot pay", async () => {
    const guest = await signUpGuest(server, { coins: 10 });
    await put(guest, { day: 100 });
    const refused = await db()
      .transaction((tx) => debit({ tx, guestId: guest.guest.id, coins: 20, kind: "message", reason: "test" }))
      .catch((error: unknown) => error);
    expect((refused as AppError).code).toBe("INSUFFICIENT_FUNDS");
  });
});

describe("live chat minutes against the limits", () => {
  async function chatWithLimit(day: number) {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 10 });
    const guest = await signUpGuest(server, { coins: 200 });
    await put(guest, { day });
    const start = () =>
      db().transaction((tx) =>
        startSession({
          tx,
          guestId: guest.guest.id,
          actorId: actor.id,
          chatType: "LIVECHAT",
          capCoins: null,
          minuteMs: 60_000,
          language: "en",
          now: new Date(),
        }),
      );
    return { guest, start };
  }

  it("refuses a start the limit cannot pay with SPEND_LIMIT", async () => {
    const { guest, start } = await chatWithLimit(5);
    const refused = await start().catch((error: unknown) => error);
    expect((refused as AppError).code).toBe("SPEND_LIMIT");
    expect((refused as AppError).details).toMatchObject({ period: "day", limit: 5, spent: 0, required: 10 });
    expect(await balanceOf(guest.guest.id)).toBe(200);
  });

  it("ends the session with the spendLimit exit code when the next minute would break the limit", async () => {
    const { guest, start } = await chatWithLimit(25);
    const session = await start();
    // The billing `ms` from now, the guest's heartbeat just before it (no 990).
    const bill = async (ms: number) => {
      const now = new Date(Date.now() + ms);
      await db().execute(sql`update live_sessions set last_seen_at = ${now.toISOString()}::timestamptz
        where id = ${session.id}`);
      return billDueSessions({ db: db(), now });
    };
    expect((await bill(61_000)).charged).toBe(1);
    expect(await sessionOf(db(), guest.guest.id, session.id)).toMatchObject({ minutesCharged: 2 });
    await bill(121_000);
    expect(await sessionOf(db(), guest.guest.id, session.id)).toMatchObject({
      state: "ended",
      exitCode: EXIT_CODES.spendLimit,
      minutesCharged: 2,
      coinsCharged: 20,
    });
    expect(await balanceOf(guest.guest.id)).toBe(180);
  });
});
