import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLiveHeartbeat } from "../../../common/contracts/live.ts";
import { EXIT_CODES } from "../../../common/live.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { billDueSessions, sessionOf, startSession } from "./index.ts";

/**
 * An outage of the servers (issue 26): with short billing minutes (2 s), a chat alive for 10 s,
 * then 21 s in which nothing ran (no billing round, no heartbeat: the test clock jumps), then the
 * servers are back. Only the minutes in which the session was alive are charged: the minutes that
 * passed wholly in the silence are skipped, whether the first billing round after the restart comes
 * before the guest's first heartbeat or after it; the chat goes on from the first minute with life
 * again, and what the guest sees (the session's totals) is what the ledger holds.
 */
const MINUTE_MS = 2_000;
const PRICE = 3;
let clock = new Date("2026-11-26T12:00:00Z");
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

const db = () => server.database.db;

async function chat() {
  const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: PRICE });
  const guest = await signUpGuest(server, { coins: 1000 });
  const session = await db().transaction((tx) =>
    startSession({
      tx,
      guestId: guest.guest.id,
      actorId: actor.id,
      chatType: "LIVECHAT",
      capCoins: null,
      minuteMs: MINUTE_MS,
      language: "en",
      now: clock,
    }),
  );
  const heartbeat = async () => {
    const response = await server.post(`livechat/${session.id}/heartbeat`, {}, guest.bearer);
    expect(response.status).toBe(200);
    return ((await response.json()) as TLiveHeartbeat).session;
  };
  return { guest, session, heartbeat };
}

/** The guest's chat charges in the ledger and the minutes of the session's charges. */
async function books(guestId: number, sessionId: number) {
  const [row] = await queryRows<{ debits: number; balance: number; minutes: number[] }>(
    db(),
    sql`select (select coalesce(-sum(delta), 0) from ledger_entries where guest_id = ${guestId} and kind = 'chat')::int as debits,
          coalesce((select balance from wallet_balances where guest_id = ${guestId}), 0) as balance,
          (select coalesce(array_agg(minute order by minute), '{}') from live_charges where session_id = ${sessionId}) as minutes`,
  );
  return row;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("billing across an outage of the servers", () => {
  it("charges only the minutes in which the session was alive, whichever comes first after the restart", async () => {
    // Two chats started together: after the outage one hears the billing round first, the other
    // its guest's heartbeat first.
    const roundFirst = await chat();
    const beatFirst = await chat();
    // Alive for 10 s: a heartbeat and a billing round every second. Minutes 0-5 began at 0-10 s.
    for (let second = 1; second <= 10; second++) {
      tick(1000);
      await roundFirst.heartbeat();
      await beatFirst.heartbeat();
      await billDueSessions({ db: db(), now: clock });
    }
    for (const { session } of [roundFirst, beatFirst])
      expect((await sessionOf(db(), session.guestId as number, session.id))?.minutesCharged).toBe(6);

    // 21 s without any server: no billing round, no heartbeat reaches anyone. Back at 31 s.
    tick(21_000);
    // The first round after the restart: minutes 6-14 (12-30 s) passed in the silence; minute 15
    // (30-32 s) began in it and waits for a sign of life.
    const restart = await billDueSessions({ db: db(), now: clock });
    expect(restart).toMatchObject({ charged: 0, ended: 0 });
    expect(restart.skipped).toBe(18);
    await beatFirst.heartbeat();
    await roundFirst.heartbeat();
    // Minute 15 had life (the heartbeats at 31 s): charged; the chats go on.
    expect(await billDueSessions({ db: db(), now: clock })).toMatchObject({ charged: 2, skipped: 0 });
    for (let second = 1; second <= 5; second++) {
      tick(1000);
      await roundFirst.heartbeat();
      await beatFirst.heartbeat();
      await billDueSessions({ db: db(), now: clock });
    }
    // At 36 s: minutes 0-5 and 15-18 charged (10), 6-14 skipped (9). The old billing charged all 19.
    for (const { guest, session, heartbeat } of [roundFirst, beatFirst]) {
      const seen = await heartbeat();
      expect(seen).toMatchObject({ state: "active", minutesCharged: 10, coinsCharged: 10 * PRICE });
      expect(await books(guest.guest.id, session.id)).toEqual({
        debits: 10 * PRICE,
        balance: 1000 - 10 * PRICE,
        minutes: [...range(0, 5), ...range(15, 18)],
      });
      expect((await server.post(`livechat/${session.id}/end`, {}, guest.bearer)).status).toBe(200);
    }
  });

  it("skips the silent minutes when the heartbeat comes back before the first billing round", async () => {
    const { guest, session, heartbeat } = await chat();
    for (let second = 1; second <= 4; second++) {
      tick(1000);
      await heartbeat();
      await billDueSessions({ db: db(), now: clock });
    }
    tick(21_000);
    // The page's heartbeat reaches the new server first: the silence (4 s to 25 s) is recorded.
    await heartbeat();
    const report = await billDueSessions({ db: db(), now: clock });
    // Minutes 3-10 (6-22 s) lay in the silence; minute 11 (22-24 s) too; 12 (24-26 s) had life.
    expect(report).toMatchObject({ charged: 1, skipped: 9, ended: 0 });
    tick(500);
    const ended = await server.post(`livechat/${session.id}/end`, {}, guest.bearer);
    expect(await ended.json()).toMatchObject({
      exitCode: EXIT_CODES.guestEnded,
      minutesCharged: 4,
      coinsCharged: 4 * PRICE,
    });
    expect(await books(guest.guest.id, session.id)).toMatchObject({
      debits: 4 * PRICE,
      minutes: [0, 1, 2, 12],
    });
  });

  it("ends a session silent longer than GUEST_GONE_MS as gone, charging none of its silent minutes", async () => {
    const { guest, session, heartbeat } = await chat();
    tick(1000);
    await heartbeat();
    tick(31_000);
    await billDueSessions({ db: db(), now: clock });
    expect(await sessionOf(db(), guest.guest.id, session.id)).toMatchObject({
      state: "ended",
      exitCode: EXIT_CODES.guestGone,
      minutesCharged: 1,
    });
    expect(await books(guest.guest.id, session.id)).toMatchObject({ debits: PRICE, minutes: [0] });
  });

  it("charges every minute of a guest present all along, however late the billing round comes", async () => {
    const { guest, session, heartbeat } = await chat();
    // The billing is down for 21 s, the guest's heartbeats reach the site every 10 s.
    for (let step = 1; step <= 3; step++) {
      tick(7_000);
      await heartbeat();
    }
    await billDueSessions({ db: db(), now: clock });
    // 21 s: minutes 0-10 began (0-20 s); all had life.
    expect(await books(guest.guest.id, session.id)).toMatchObject({
      debits: 11 * PRICE,
      minutes: range(0, 10),
    });
    expect((await server.post(`livechat/${session.id}/end`, {}, guest.bearer)).status).toBe(200);
  });
});
