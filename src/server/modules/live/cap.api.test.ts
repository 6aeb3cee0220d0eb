import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLiveSessionView, TLiveStartResult } from "../../../common/contracts/live.ts";
import { EXIT_CODES } from "../../../common/live.ts";
import type { TLiveSessionState } from "../../../common/realtime.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { billDueSessions, sessionOf, startSession, touchSession } from "./index.ts";

/**
 * `POST livechat/{sessionId}/cap` (issue 26): the guest raises, lowers or removes the cap of a
 * running chat; a cap below what the chat has paid plus the started minute is refused, one at that
 * amount ends the chat with 503 when its next minute starts; only the session's own guest may
 * change it; bad input 400.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
type Guest = Awaited<ReturnType<typeof signUpGuest>>;

const setCap = (guest: Guest | null, sessionId: number | string, body: unknown) =>
  server.post(`livechat/${sessionId}/cap`, body, guest?.bearer ?? {});

/** The guest's balance and the sum of their ledger (the books must agree). */
async function books(guestId: number) {
  const [row] = await queryRows<{ balance: number; sum: number }>(
    db(),
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, (select coalesce(sum(delta), 0) from ledger_entries l where l.guest_id = g.id)::int as sum
        from guests g where g.id = ${guestId}`,
  );
  return row;
}

/** A paid chat started through the API (price 10 VXC a minute), with an optional cap. */
async function chat(capCoins?: number) {
  const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 10 });
  const guest = await signUpGuest(server, { coins: 100 });
  const response = await server.post(
    "livechat/start",
    { actorId: actor.id, chatType: "LIVECHAT", ...(capCoins === undefined ? {} : { capCoins }) },
    guest.bearer,
  );
  expect(response.status).toBe(201);
  return { guest, started: (await response.json()) as TLiveStartResult };
}

describe("changing a running chat's cap", () => {
  it("raises, lowers and removes it, and the session says so", async () => {
    const { guest, started } = await chat(50);
    expect(started.session.capCoins).toBe(50);
    for (const capCoins of [80, 20, null, 30]) {
      const response = await setCap(guest, started.sessionId, { capCoins });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { session: TLiveSessionState }).session).toMatchObject({
        sessionId: started.sessionId,
        state: "active",
        capCoins,
        coinsCharged: 10,
      });
    }
    const view = (await (
      await server.fetch(`/rest/v1/livechat/${started.sessionId}`, { headers: guest.bearer })
    ).json()) as TLiveSessionView;
    expect(view.session.capCoins).toBe(30);
  });

  it("ends the chat with 503 when its next minute starts, once lowered to what it has paid", async () => {
    const { guest, started } = await chat();
    expect(started.session).toMatchObject({ capCoins: null, coinsCharged: 10, minutesCharged: 1 });
    expect((await setCap(guest, started.sessionId, { capCoins: 10 })).status).toBe(200);
    // The guest is still there when the next minute starts: the cap, not their absence, ends it.
    const next = new Date(Date.now() + 61_000);
    await touchSession({ db: db(), guestId: guest.guest.id, sessionId: started.sessionId, now: next });
    await billDueSessions({ db: db(), now: next });
    expect(await sessionOf(db(), guest.guest.id, started.sessionId)).toMatchObject({
      state: "ended",
      exitCode: EXIT_CODES.sessionCap,
      minutesCharged: 1,
      coinsCharged: 10,
    });
    expect(await books(guest.guest.id)).toEqual({ balance: 90, sum: 90 });
  });

  it("refuses a cap below what the chat has paid; nothing changes", async () => {
    const { guest, started } = await chat(60);
    const response = await setCap(guest, started.sessionId, { capCoins: 9 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: "CONFLICT", details: { reason: "capBelowSpent", minimum: 10 } },
    });
    expect((await sessionOf(db(), guest.guest.id, started.sessionId))?.capCoins).toBe(60);
  });

  it("counts a minute that has started but is not billed yet as spent", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 10 });
    const guest = await signUpGuest(server, { coins: 100 });
    // Started 70 s ago and billed once (at the start): the second minute began 10 s ago.
    const session = await db().transaction((tx) =>
      startSession({
        tx,
        guestId: guest.guest.id,
        actorId: actor.id,
        chatType: "LIVECHAT",
        capCoins: null,
        minuteMs: 60_000,
        language: "en",
        now: new Date(Date.now() - 70_000),
      }),
    );
    await touchSession({ db: db(), guestId: guest.guest.id, sessionId: session.id, now: new Date() });
    const refused = await setCap(guest, session.id, { capCoins: 15 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { details: { reason: "capBelowSpent", minimum: 20 } },
    });
    expect((await setCap(guest, session.id, { capCoins: 20 })).status).toBe(200);
    // The started minute is paid; the next one would pass the cap: 503 at its start.
    await billDueSessions({ db: db(), now: new Date() });
    expect(await sessionOf(db(), guest.guest.id, session.id)).toMatchObject({
      state: "active",
      minutesCharged: 2,
      coinsCharged: 20,
    });
    const next = new Date(Date.now() + 51_000);
    await touchSession({ db: db(), guestId: guest.guest.id, sessionId: session.id, now: next });
    await billDueSessions({ db: db(), now: next });
    expect(await sessionOf(db(), guest.guest.id, session.id)).toMatchObject({
      state: "ended",
      exitCode: EXIT_CODES.sessionCap,
      coinsCharged: 20,
    });
  });

  it("answers 409 for an ended chat, with how it ended", async () => {
    const { guest, started } = await chat();
    expect((await server.post(`livechat/${started.sessionId}/end`, {}, guest.bearer)).status).toBe(200);
    const response = await setCap(guest, started.sessionId, { capCoins: 50 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: "CONFLICT", details: { reason: "ended", session: { exitCode: EXIT_CODES.guestEnded } } },
    });
  });

  it("lets only the session's own guest change it: another guest's or an unknown session is 404", async () => {
    const { started } = await chat(40);
    const other = await signUpGuest(server, { coins: 10 });
    const response = await setCap(other, started.sessionId, { capCoins: 90 });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect((await setCap(other, 987_654_321, { capCoins: 90 })).status).toBe(404);
    expect((await setCap(null, started.sessionId, { capCoins: 90 })).status).toBe(401);
    const [row] = await queryRows<{ cap: number }>(
      db(),
      sql`select cap_coins as cap from live_sessions where id = ${started.sessionId}`,
    );
    expect(row?.cap).toBe(40);
  });

  it("answers 400 for bad input, naming it", async () => {
    const { guest, started } = await chat(40);
    for (const body of [
      {},
      { capCoins: 0 },
      { capCoins: -10 },
      { capCoins: 12.5 },
      { capCoins: "20" },
      { capCoins: 10_000_001 },
      { capCoins: 20, extra: true },
      [],
    ]) {
      const response = await setCap(guest, started.sessionId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
    }
    expect((await setCap(guest, "abc", { capCoins: 20 })).status).toBe(400);
    expect((await setCap(guest, 0, { capCoins: 20 })).status).toBe(400);
    expect((await sessionOf(db(), guest.guest.id, started.sessionId))?.capCoins).toBe(40);
  });
});
