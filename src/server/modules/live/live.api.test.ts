import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VOUCHER_TYPES } from "../../../common/enums.ts";
import { EXIT_CODES } from "../../../common/live.ts";
import { queryRows } from "../../db/client.ts";
import { vouchers } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { billDueSessions, endSession, sessionOf, startSession, touchSession } from "./index.ts";

/**
 * The billing core of live chats (issue 14): each started minute charged once at its start, from
 * vouchers first, then coins; caps, empty balances and vanished guests end a session with their
 * exit code; starts refuse offline, busy and broke. Time is passed in, so minutes are exact.
 */
const MINUTE = 60_000;
const T0 = new Date("2026-11-26T12:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;

async function guestWith(coins: number) {
  return (await signUpGuest(server, coins > 0 ? { coins } : {})).guest.id;
}

function start(
  guestId: number,
  actorId: number,
  options: {
    chatType?: "LIVECHAT" | "VOYEUR_CHAT" | "FREECHAT" | "VIDEO_CALL" | "LIVE_PREVIEW";
    cap?: number;
    now?: Date;
  } = {},
) {
  return db().transaction((tx) =>
    startSession({
      tx,
      guestId,
      actorId,
      chatType: options.chatType ?? "LIVECHAT",
      capCoins: options.cap ?? null,
      minuteMs: MINUTE,
      language: "en",
      now: options.now ?? T0,
    }),
  );
}

/** The guest's balance, ledger sum and chat entries. */
async function books(guestId: number) {
  const [row] = await queryRows<{ balance: number; sum: number; chat: number }>(
    db(),
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, (select coalesce(sum(delta), 0) from ledger_entries l where l.guest_id = g.id)::int as sum,
          (select count(*) from ledger_entries l where l.guest_id = g.id and l.kind = 'chat')::int as chat
        from guests g where g.id = ${guestId}`,
  );
  return row;
}

async function charges(sessionId: number) {
  return queryRows<{ minute: number; coins: number; paid_by: string }>(
    db(),
    sql`select minute, coins, paid_by from live_charges where session_id = ${sessionId} order by minute`,
  );
}

/** Bills at `now` with the guest seen just before (a socket open). */
async function billSeen(guestId: number, now: Date) {
  await touchSession({ db: db(), guestId, now });
  return billDueSessions({ db: db(), now });
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "none";
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

describe("a private live chat", () => {
  it("charges the first minute at the start and every started minute once, catching up after a pause", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 30 });
    const guestId = await guestWith(1000);
    const session = await start(guestId, actor.id);
    expect(session).toMatchObject({
      pricePerMinute: 30,
      minutesCharged: 1,
      coinsCharged: 30,
      state: "active",
    });
    expect((await books(guestId))?.balance).toBe(970);

    await billSeen(guestId, at(MINUTE - 1));
    expect(await charges(session.id)).toHaveLength(1);
    await billSeen(guestId, at(MINUTE));
    expect((await charges(session.id)).map((c) => c.minute)).toEqual([0, 1]);
    // Billing was away for two minutes while the guest's socket kept the chat alive (every 10 s):
    // minutes 2 and 3 are charged now, once each.
    for (let ms = MINUTE + 10_000; ms <= 3 * MINUTE; ms += 10_000)
      await touchSession({ db: db(), guestId, now: at(ms) });
    await billSeen(guestId, at(3 * MINUTE + 5_000));
    await billSeen(guestId, at(3 * MINUTE + 6_000));
    expect((await charges(session.id)).map((c) => c.minute)).toEqual([0, 1, 2, 3]);
    const row = await sessionOf(db(), guestId, session.id);
    expect(row).toMatchObject({ minutesCharged: 4, coinsCharged: 120, state: "active" });
    expect(await books(guestId)).toEqual({ balance: 880, sum: 880, chat: 4 });

    // The guest ends it; ending again changes nothing, and nothing more is charged.
    expect(
      await db().transaction((tx) =>
        endSession({
          tx,
          sessionId: session.id,
          exitCode: EXIT_CODES.guestEnded,
          now: at(3 * MINUTE + 7_000),
        }),
      ),
    ).toBe(true);
    expect(
      await db().transaction((tx) =>
        endSession({
          tx,
          sessionId: session.id,
          exitCode: EXIT_CODES.adminKick,
          now: at(3 * MINUTE + 8_000),
        }),
      ),
    ).toBe(false);
    await billSeen(guestId, at(10 * MINUTE));
    expect(await sessionOf(db(), guestId, session.id)).toMatchObject({
      state: "ended",
      exitCode: 100,
      minutesCharged: 4,
    });
    expect((await books(guestId))?.balance).toBe(880);
    // Another guest cannot read it.
    expect(await sessionOf(db(), await guestWith(0), session.id)).toBeNull();
  });

  it("ends with 501 when the balance cannot pay the next minute, never below zero", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 25 });
    const guestId = await guestWith(60);
    const session = await start(guestId, actor.id);
    await billSeen(guestId, at(MINUTE));
    await billSeen(guestId, at(2 * MINUTE));
    expect(await sessionOf(db(), guestId, session.id)).toMatchObject({
      state: "ended",
      exitCode: EXIT_CODES.noMoney,
      minutesCharged: 2,
      coinsCharged: 50,
    });
    expect(await books(guestId)).toEqual({ balance: 10, sum: 10, chat: 2 });
  });

  it("stops at the guest's cap with 503, never one coin more", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 20 });
    const guestId = await guestWith(500);
    const session = await start(guestId, actor.id, { cap: 50 });
    await billSeen(guestId, at(MINUTE));
    await billSeen(guestId, at(2 * MINUTE));
    expect(await sessionOf(db(), guestId, session.id)).toMatchObject({
      state: "ended",
      exitCode: EXIT_CODES.sessionCap,
      coinsCharged: 40,
    });
    expect((await books(guestId))?.balance).toBe(460);
    expect(await codeOf(start(guestId, actor.id, { cap: 19, now: at(3 * MINUTE) }))).toBe(
      "VALIDATION_FAILED",
    );
  });

  it("ends with 990 once the guest was gone for 30 s, without charging on", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 10 });
    const guestId = await guestWith(500);
    const session = await start(guestId, actor.id);
    await billDueSessions({ db: db(), now: at(30_000) });
    expect((await sessionOf(db(), guestId, session.id))?.state).toBe("active");
    await billDueSessions({ db: db(), now: at(30_001) });
    expect(await sessionOf(db(), guestId, session.id)).toMatchObject({
      state: "ended",
      exitCode: 990,
      minutesCharged: 1,
    });
    expect((await books(guestId))?.balance).toBe(490);
  });

  it("pays with chat-voucher minutes first, then coins; free chat costs nothing", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 30, freeChat: true });
    const guestId = await guestWith(100);
    await db()
      .insert(vouchers)
      .values({
        guestId,
        type: VOUCHER_TYPES.videoChat,
        amount: 2,
        remaining: 2,
        actorId: actor.id,
        validFrom: at(-MINUTE),
        validTo: at(60 * MINUTE),
        source: "test",
      });
    const session = await start(guestId, actor.id);
    await billSeen(guestId, at(MINUTE));
    await billSeen(guestId, at(2 * MINUTE));
    expect((await charges(session.id)).map((c) => c.paid_by)).toEqual(["voucher", "voucher", "coins"]);
    expect((await books(guestId))?.balance).toBe(70);
    await db().transaction((tx) =>
      endSession({ tx, sessionId: session.id, exitCode: 100, now: at(2 * MINUTE) }),
    );

    const free = await start(guestId, actor.id, { chatType: "FREECHAT", now: at(3 * MINUTE) });
    await billSeen(guestId, at(4 * MINUTE));
    expect((await charges(free.id)).map((c) => [c.paid_by, c.coins])).toEqual([
      ["free", 0],
      ["free", 0],
    ]);
    expect((await books(guestId))?.balance).toBe(70);
  });
});

describe("starting a chat", () => {
  it("refuses an offline actor, a busy one, a guest already in a chat, and a balance below 0.5 euro", async () => {
    const offline = await buildActor({ db: db() }, { isOnline: false, priceVideoChat: 10 });
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 10, freeChat: false });
    const first = await guestWith(100);
    const second = await guestWith(100);
    expect(await codeOf(start(first, offline.id))).toBe("CONFLICT");
    expect(await codeOf(start(first, 999_999))).toBe("NOT_FOUND");
    expect(await codeOf(start(first, actor.id, { chatType: "FREECHAT" }))).toBe("CONFLICT");
    await start(first, actor.id);
    // She is in a private chat: another guest may watch (voyeur), not take her private.
    expect(await codeOf(start(second, actor.id))).toBe("CONFLICT");
    expect(await codeOf(start(second, actor.id, { chatType: "VIDEO_CALL" }))).toBe("CONFLICT");
    const other = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 10 });
    expect(await codeOf(start(first, other.id))).toBe("CONFLICT");

    const broke = await guestWith(1);
    expect(await codeOf(start(broke, other.id))).toBe("INSUFFICIENT_FUNDS");
    const cheap = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 1 });
    expect(await codeOf(start(broke, cheap.id))).toBe("INSUFFICIENT_FUNDS");
    expect(await books(broke)).toEqual({ balance: 1, sum: 1, chat: 0 });
    const [none] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from live_sessions where guest_id = ${broke}`,
    );
    expect(none?.n).toBe(0);
  });

  it("refuses a chat type the performer does not offer now, and starts the ones she does", async () => {
    const shy = await buildActor(
      { db: db() },
      { isOnline: true, isVoyeurChatAvailable: false, isLivePreviewEnabled: false, freeChat: false },
    );
    const guest = await guestWith(100);
    const reason = async (promise: Promise<unknown>) => {
      try {
        await promise;
        return "none";
      } catch (error) {
        return (error as AppError).details;
      }
    };
    expect(await reason(start(guest, shy.id, { chatType: "VOYEUR_CHAT" }))).toEqual({ reason: "notOffered" });
    expect(await reason(start(guest, shy.id, { chatType: "LIVE_PREVIEW" }))).toEqual({
      reason: "notOffered",
    });
    expect(await reason(start(guest, shy.id, { chatType: "FREECHAT" }))).toEqual({ reason: "noFreeChat" });
    expect((await books(guest))?.chat).toBe(0);
    const open = await buildActor({ db: db() }, { isOnline: true, isVoyeurChatAvailable: true });
    expect((await start(guest, open.id, { chatType: "VOYEUR_CHAT" })).chatType).toBe("VOYEUR_CHAT");
  });

  it("lets only one of two simultaneous starts of one guest win", async () => {
    const a = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 10 });
    const b = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 10 });
    const guestId = await guestWith(100);
    const results = await Promise.all([codeOf(start(guestId, a.id)), codeOf(start(guestId, b.id))]);
    expect(results.sort()).toEqual(["CONFLICT", "none"]);
    expect(await books(guestId)).toEqual({ balance: 90, sum: 90, chat: 1 });
  });
});
