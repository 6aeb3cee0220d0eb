import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TLiveEndResult,
  TLiveHistoryPage,
  TLiveSessionView,
  TLiveStartResult,
} from "../../../common/contracts/live.ts";
import { EXIT_CODES } from "../../../common/live.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/**
 * The guest's live-chat REST calls (issue 14) through the real HTTP stack: start (first minute
 * paid, stream URL, minutes left; once per Idempotency-Key; one active chat per guest), read,
 * heartbeat, end (once, 100), the history, and the refusals (offline, broke, anonymous,
 * restricted, bad input, another guest's session).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
type Guest = Awaited<ReturnType<typeof signUpGuest>>;

const start = (guest: Guest | null, body: unknown, headers: Record<string, string> = {}) =>
  server.post("livechat/start", body, { ...(guest?.bearer ?? {}), ...headers });
const get = (guest: Guest, path: string) => server.fetch(`/rest/v1/${path}`, { headers: guest.bearer });

/** The guest's balance, the sum of their ledger and their chat entries (the books must agree). */
async function books(guestId: number) {
  const [row] = await queryRows<{ balance: number; sum: number; chat: number }>(
    db(),
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, (select coalesce(sum(delta), 0) from ledger_entries l where l.guest_id = g.id)::int as sum,
          (select count(*) from ledger_entries l where l.guest_id = g.id and l.kind = 'chat')::int as chat
        from guests g where g.id = ${guestId}`,
  );
  return row;
}

async function onlineActor(priceVideoChat = 30, name?: string) {
  return buildActor(
    { db: db() },
    { isOnline: true, isVoyeurChatAvailable: true, priceVideoChat, ...(name ? { name } : {}) },
  );
}

describe("starting a live chat", () => {
  it("pays the first minute, hands out a stream URL and says how many minutes are left", async () => {
    const actor = await onlineActor(30);
    const guest = await signUpGuest(server, { coins: 100 });
    const response = await start(guest, { actorId: actor.id, chatType: "LIVECHAT" });
    expect(response.status).toBe(201);
    const body = (await response.json()) as TLiveStartResult;
    expect(body).toMatchObject({
      chatType: "LIVECHAT",
      pricePerMinute: { value: 30, currency: "VXC" },
      // 70 VXC left after the first minute: two more minutes.
      minutesLeft: 2,
      session: {
        sessionId: body.sessionId,
        actorId: actor.id,
        state: "active",
        minutesCharged: 1,
        coinsCharged: 30,
        exitCode: null,
      },
    });
    expect(body.stream.kind).toMatch(/^(hls|webrtc)$/);
    expect(body.stream.url.startsWith("/live/")).toBe(true);
    expect(Date.parse(body.stream.expiresAt)).toBeGreaterThan(Date.now());
    expect(await books(guest.guest.id)).toEqual({ balance: 70, sum: 70, chat: 1 });

    // GET shows it with a stream URL of its own.
    const view = await get(guest, `livechat/${body.sessionId}`);
    expect(view.status).toBe(200);
    const viewed = (await view.json()) as TLiveSessionView;
    expect(viewed.session).toEqual(body.session);
    expect(viewed.stream?.url.startsWith("/live/")).toBe(true);
  });

  it("answers null minutes for a free chat and charges nothing", async () => {
    const actor = await buildActor({ db: db() }, { isOnline: true, freeChat: true });
    const guest = await signUpGuest(server);
    const response = await start(guest, { actorId: actor.id, chatType: "FREECHAT" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      pricePerMinute: { value: 0, currency: "VXC" },
      minutesLeft: null,
      session: { coinsCharged: 0, minutesCharged: 1 },
    });
    expect((await books(guest.guest.id))?.chat).toBe(0);
  });

  it("lets only one of two starts at once win, charging once", async () => {
    const [first, second] = [await onlineActor(10), await onlineActor(10)];
    const guest = await signUpGuest(server, { coins: 100 });
    const answers = await Promise.all([
      start(guest, { actorId: first.id, chatType: "LIVECHAT" }),
      start(guest, { actorId: second.id, chatType: "LIVECHAT" }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409) as Response;
    expect(await refused.json()).toMatchObject({
      error: { code: "CONFLICT", details: { reason: "inChat" } },
    });
    expect(await books(guest.guest.id)).toEqual({ balance: 90, sum: 90, chat: 1 });
  });

  it("replays a retry with the same Idempotency-Key without a second charge; another body is 422", async () => {
    const actor = await onlineActor(20);
    const guest = await signUpGuest(server, { coins: 100 });
    const key = { "idempotency-key": "livechat-start-0001" };
    const body = { actorId: actor.id, chatType: "LIVECHAT", capCoins: 80 };
    const first = await start(guest, body, key);
    const retry = await start(guest, body, key);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(await retry.json()).toEqual(await first.json());
    expect(await books(guest.guest.id)).toEqual({ balance: 80, sum: 80, chat: 1 });
    const changed = await start(guest, { ...body, capCoins: 60 }, key);
    expect(changed.status).toBe(422);
    // Without the key, a second start is a second chat: refused, the guest is in one.
    expect((await start(guest, body)).status).toBe(409);

    // A retry sent while the first is still running waits for it and replays its answer.
    const twice = await signUpGuest(server, { coins: 100 });
    const same = { "idempotency-key": "livechat-start-0002" };
    const fresh = { ...body, actorId: (await onlineActor(20)).id };
    const answers = await Promise.all([start(twice, fresh, same), start(twice, fresh, same)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const [a, b] = await Promise.all(answers.map((answer) => answer.json()));
    expect(a).toEqual(b);
    expect(await books(twice.guest.id)).toEqual({ balance: 80, sum: 80, chat: 1 });
  });

  it("refuses an offline or unknown performer, a broke guest, and keeps the reason", async () => {
    const offline = await buildActor({ db: db() }, { isOnline: false, priceVideoChat: 10 });
    const guest = await signUpGuest(server, { coins: 100 });
    const answer = await start(guest, { actorId: offline.id, chatType: "LIVECHAT" });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({
      error: { code: "CONFLICT", details: { reason: "offline" } },
    });
    expect((await start(guest, { actorId: 2_000_000_000, chatType: "LIVECHAT" })).status).toBe(404);

    const actor = await onlineActor(10);
    const broke = await signUpGuest(server, { coins: 1 });
    const poor = await start(broke, { actorId: actor.id, chatType: "LIVECHAT" });
    expect(poor.status).toBe(402);
    expect(await poor.json()).toMatchObject({ error: { code: "INSUFFICIENT_FUNDS" } });
    expect(await books(broke.guest.id)).toEqual({ balance: 1, sum: 1, chat: 0 });
    expect(await books(guest.guest.id)).toEqual({ balance: 100, sum: 100, chat: 0 });
  });

  it("refuses a performer banned in the visitor's country (403 bannedCountry), charging nothing", async () => {
    const actor = await buildActor(
      { db: db() },
      { isOnline: true, priceVideoChat: 10, bannedCountryCodes: ["AT"] },
    );
    const guest = await signUpGuest(server, { coins: 100 });
    for (const country of ["AT", "at"]) {
      const banned = await start(
        guest,
        { actorId: actor.id, chatType: "LIVECHAT" },
        { "cf-ipcountry": country },
      );
      expect(banned.status).toBe(403);
      expect(await banned.json()).toMatchObject({
        error: { code: "FORBIDDEN", details: { reason: "bannedCountry" } },
      });
    }
    expect(await books(guest.guest.id)).toEqual({ balance: 100, sum: 100, chat: 0 });
    // Elsewhere, or with no country known, she is there.
    const fromGermany = await start(
      guest,
      { actorId: actor.id, chatType: "LIVECHAT" },
      { "cf-ipcountry": "DE" },
    );
    expect(fromGermany.status).toBe(201);
  });

  it("refuses the performer busy in another guest's private chat", async () => {
    const actor = await onlineActor(10);
    const [one, two] = [await signUpGuest(server, { coins: 50 }), await signUpGuest(server, { coins: 50 })];
    expect((await start(one, { actorId: actor.id, chatType: "LIVECHAT" })).status).toBe(201);
    const busy = await start(two, { actorId: actor.id, chatType: "VIDEO_CALL" });
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ error: { details: { reason: "busy" } } });
  });

  it("needs a login, refuses a restricted guest's paid chat, and bad input with 400", async () => {
    const actor = await onlineActor(10);
    expect((await start(null, { actorId: actor.id, chatType: "LIVECHAT" })).status).toBe(401);

    const restricted = await signUpGuest(server, { coins: 100 });
    const restrict = await server.post(
      `internal/guests/${restricted.guest.id}/restrict`,
      { level: 1, compensationDueCents: 500, forcePayment: false },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    expect(restrict.status).toBeLessThan(300);
    const refused = await start(restricted, { actorId: actor.id, chatType: "LIVECHAT" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "ACCOUNT_RESTRICTED" } });
    expect((await books(restricted.guest.id))?.chat).toBe(0);

    const guest = await signUpGuest(server, { coins: 100 });
    for (const body of [
      {},
      { actorId: actor.id },
      { actorId: actor.id, chatType: "PARTY" },
      { actorId: actor.id, chatType: "LIVECHAT", capCoins: 0 },
      { actorId: "abc", chatType: "LIVECHAT" },
      { actorId: actor.id, chatType: "LIVECHAT", extra: 1 },
    ]) {
      const answer = await start(guest, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    // A live show is entered while her ticketed show runs (camshows.api.test.ts): none runs here.
    const show = await start(guest, { actorId: actor.id, chatType: "LIVESHOW" });
    expect(show.status).toBe(409);
    expect(JSON.stringify(await show.json())).toContain("notOffered");
    // A cap below one minute's price: 400 from the start itself.
    expect((await start(guest, { actorId: actor.id, chatType: "LIVECHAT", capCoins: 5 })).status).toBe(400);
    expect((await books(guest.guest.id))?.chat).toBe(0);
  });
});

describe("a started chat", () => {
  it("is the guest's own: another guest gets 404 on read, heartbeat and end", async () => {
    const actor = await onlineActor(10);
    const owner = await signUpGuest(server, { coins: 100 });
    const other = await signUpGuest(server, { coins: 100 });
    const { sessionId } = (await (
      await start(owner, { actorId: actor.id, chatType: "LIVECHAT" })
    ).json()) as TLiveStartResult;
    expect((await get(other, `livechat/${sessionId}`)).status).toBe(404);
    expect((await server.post(`livechat/${sessionId}/heartbeat`, {}, other.bearer)).status).toBe(404);
    expect((await server.post(`livechat/${sessionId}/end`, {}, other.bearer)).status).toBe(404);
    expect((await get(owner, "livechat/999999999")).status).toBe(404);
    // Still running for its guest.
    const view = (await (await get(owner, `livechat/${sessionId}`)).json()) as TLiveSessionView;
    expect(view.session.state).toBe("active");
  });

  it("keeps alive with heartbeats, ends once with 100 and the totals, then lists in the history", async () => {
    const actor = await onlineActor(15, `Histo${Date.now()}`);
    const guest = await signUpGuest(server, { coins: 100 });
    const started = (await (
      await start(guest, { actorId: actor.id, chatType: "LIVECHAT" })
    ).json()) as TLiveStartResult;
    const { sessionId } = started;
    // The heartbeat moves the session's last sign of life.
    await db().execute(
      sql`update live_sessions set last_seen_at = now() - interval '20 seconds' where id = ${sessionId}`,
    );
    const beat = await server.post(`livechat/${sessionId}/heartbeat`, {}, guest.bearer);
    expect(beat.status).toBe(200);
    expect(await beat.json()).toMatchObject({ session: { sessionId, state: "active" } });
    const [seen] = await queryRows<{ ago: number }>(
      db(),
      sql`select extract(epoch from now() - last_seen_at)::float as ago from live_sessions where id = ${sessionId}`,
    );
    expect(seen?.ago).toBeLessThan(10);

    const end = await server.post(`livechat/${sessionId}/end`, {}, guest.bearer);
    expect(end.status).toBe(200);
    const ended = (await end.json()) as TLiveEndResult;
    expect(ended).toMatchObject({
      exitCode: EXIT_CODES.guestEnded,
      minutesCharged: 1,
      coinsCharged: 15,
      session: { sessionId, state: "ended", exitCode: 100 },
    });
    expect(ended.session.endedAt).not.toBeNull();
    const again = await server.post(`livechat/${sessionId}/end`, {}, guest.bearer);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(ended);
    expect(await books(guest.guest.id)).toEqual({ balance: 85, sum: 85, chat: 1 });

    // Ended: no stream any more, the heartbeat says so with the session.
    const view = (await (await get(guest, `livechat/${sessionId}`)).json()) as TLiveSessionView;
    expect(view).toEqual({ session: ended.session });
    const late = await server.post(`livechat/${sessionId}/heartbeat`, {}, guest.bearer);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      error: { code: "CONFLICT", details: { reason: "ended", session: { exitCode: 100 } } },
    });

    // A second chat, still running: newest first.
    const second = (await (
      await start(guest, { actorId: actor.id, chatType: "VOYEUR_CHAT" })
    ).json()) as TLiveStartResult;
    const history = await get(guest, "livechat/history");
    expect(history.status).toBe(200);
    const page = (await history.json()) as TLiveHistoryPage;
    expect(page).toMatchObject({ total: 2, offset: 0 });
    expect(page.items.map((i) => i.sessionId)).toEqual([second.sessionId, sessionId]);
    expect(page.items[1]).toEqual({
      sessionId,
      actor: { id: actor.id, name: actor.name },
      chatType: "LIVECHAT",
      state: "ended",
      startedAt: started.session.startedAt,
      endedAt: ended.session.endedAt,
      minutes: 1,
      coins: 15,
      exitCode: 100,
    });
    const paged = (await (await get(guest, "livechat/history?limit=1&offset=1")).json()) as TLiveHistoryPage;
    expect(paged).toMatchObject({ total: 2, offset: 1, limit: 1, items: [{ sessionId }] });
    const past = (await (await get(guest, "livechat/history?offset=5")).json()) as TLiveHistoryPage;
    expect(past).toMatchObject({ total: 2, items: [] });
    // Nobody else's history shows it.
    const other = await signUpGuest(server);
    expect(await (await get(other, "livechat/history")).json()).toMatchObject({ items: [], total: 0 });
    expect((await get(guest, "livechat/history?limit=0")).status).toBe(400);
    expect((await server.fetch("/rest/v1/livechat/history")).status).toBe(401);
  });
});
