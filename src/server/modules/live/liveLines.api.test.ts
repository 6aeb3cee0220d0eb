import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLiveStartResult } from "../../../common/contracts/live.ts";
import type { TLiveGiftResult, TLiveLine, TLiveLinesPage } from "../../../common/contracts/liveLines.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/**
 * The live text chat (issue 14) through the real HTTP stack: the guest's lines (own active chat
 * only, 404 another's, 409 ended, 400 bad text, 429 too fast), the performer's lines with a live
 * reaction (operator API), the log for a reconnect, gifts and toy controls paid once per
 * Idempotency-Key, and the socket's livechat.line and live.reaction.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const operator = { "x-operator-key": TEST_OPERATOR_KEY };

async function chat(coins = 200, actorOverrides: Record<string, unknown> = {}) {
  const actor = await buildActor({ db: db() }, { isOnline: true, priceVideoChat: 10, ...actorOverrides });
  const guest = await signUpGuest(server, { coins });
  const response = await server.post(
    "livechat/start",
    { actorId: actor.id, chatType: "LIVECHAT" },
    guest.bearer,
  );
  expect(response.status).toBe(201);
  const started = (await response.json()) as TLiveStartResult;
  return { actor, guest, sessionId: started.sessionId };
}

const write = (guest: Guest, sessionId: number, body: unknown) =>
  server.post(`livechat/${sessionId}/messages`, body, guest.bearer);
const log = async (guest: Guest, sessionId: number) => {
  const response = await server.fetch(`/rest/v1/livechat/${sessionId}/messages?language=en`, {
    headers: guest.bearer,
  });
  return { status: response.status, body: (await response.json()) as TLiveLinesPage };
};
const gift = (guest: Guest, sessionId: number, giftId: number, key: string) =>
  server.post(
    `livechat/${sessionId}/gifts`,
    { giftId },
    { ...guest.bearer, "idempotency-key": `livegift-${key}` },
  );

async function ledger(guestId: number) {
  const [row] = await queryRows<{ balance: number; sum: number; gifts: number }>(
    db(),
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, (select coalesce(sum(delta), 0) from ledger_entries l where l.guest_id = g.id)::int as sum,
          (select count(*) from ledger_entries l where l.guest_id = g.id and l.reason like 'livegift:%')::int as gifts
        from guests g where g.id = ${guestId}`,
  );
  return row;
}

describe("the guest's lines", () => {
  it("stores a trimmed line in the guest's own active chat and lists it", async () => {
    const { guest, sessionId } = await chat();
    const written = await write(guest, sessionId, { text: "  Hello there  " });
    expect(written.status).toBe(201);
    const { line } = (await written.json()) as { line: TLiveLine };
    expect(line).toMatchObject({ sessionId, from: "guest", text: "Hello there", gift: null, reaction: null });
    const { status, body } = await log(guest, sessionId);
    expect(status).toBe(200);
    expect(body.lines.map((l) => [l.from, l.text])).toEqual([["guest", "Hello there"]]);
    expect(body.isDildocontrolAvailable).toBe(false);
  });

  it("answers 404 for another guest's chat and a missing one, 401 without a login", async () => {
    const { sessionId } = await chat();
    const other = await signUpGuest(server, { coins: 10 });
    expect((await write(other, sessionId, { text: "hi" })).status).toBe(404);
    expect((await log(other, sessionId)).status).toBe(404);
    expect((await write(other, 999_999, { text: "hi" })).status).toBe(404);
    expect((await server.post(`livechat/${sessionId}/messages`, { text: "hi" })).status).toBe(401);
  });

  it("refuses bad text with 400 and nothing stored", async () => {
    const { guest, sessionId } = await chat();
    for (const body of [
      { text: "   " },
      { text: "" },
      { text: "x".repeat(501) },
      {},
      { text: 5 },
      { text: "a", x: 1 },
    ])
      expect((await write(guest, sessionId, body)).status).toBe(400);
    expect((await write(guest, sessionId, { text: `  ${"y".repeat(500)}  ` })).status).toBe(201);
    expect((await log(guest, sessionId)).body.lines).toHaveLength(1);
  });

  it("answers 409 once the chat ended, and still lists the log", async () => {
    const { guest, sessionId } = await chat();
    expect((await write(guest, sessionId, { text: "before" })).status).toBe(201);
    expect((await server.post(`livechat/${sessionId}/end`, {}, guest.bearer)).status).toBe(200);
    const after = await write(guest, sessionId, { text: "after" });
    expect(after.status).toBe(409);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe("CONFLICT");
    expect((await gift(guest, sessionId, 1, "late-gift")).status).toBe(409);
    expect((await log(guest, sessionId)).body.lines.map((l) => l.text)).toEqual(["before"]);
  });

  it("limits a guest to 5 lines in 10 seconds (429)", async () => {
    const { guest, sessionId } = await chat();
    for (let i = 0; i < 5; i++)
      expect((await write(guest, sessionId, { text: `line ${i}` })).status).toBe(201);
    const sixth = await write(guest, sessionId, { text: "one too many" });
    expect(sixth.status).toBe(429);
    expect((await log(guest, sessionId)).body.lines).toHaveLength(5);
  });
});

describe("the performer's lines", () => {
  it("writes a line with a live reaction; the guest's socket hears both, and the log has it", async () => {
    const { actor, guest, sessionId } = await chat();
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await socket.next("session.ack");
    const path = `/rest/v1/internal/actors/${actor.id}/livechat/${sessionId}/messages`;
    const post = (body: unknown, headers: Record<string, string> = operator, actorId = actor.id) =>
      server.fetch(path.replace(`/actors/${actor.id}/`, `/actors/${actorId}/`), {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post({ text: "Hi!" }, {})).status).toBe(403);
    expect((await post({ text: "Hi!" }, operator, actor.id + 1000)).status).toBe(404);
    expect((await post({ text: "Hi!", reaction: "dance" })).status).toBe(400);
    const written = await post({ text: "Thank you, darling", reaction: "love" });
    expect(written.status).toBe(201);
    const pushed = await socket.next("livechat.line");
    expect(pushed).toMatchObject({
      sessionId,
      line: { from: "actor", text: "Thank you, darling", reaction: "love" },
    });
    const reaction = await socket.next("live.reaction");
    expect(reaction).toMatchObject({ sessionId, reaction: "love", text: "Thank you, darling" });
    expect((await log(guest, sessionId)).body.lines.map((l) => [l.from, l.text])).toEqual([
      ["actor", "Thank you, darling"],
    ]);
    const feed = await server.fetch(path, { headers: operator });
    expect(((await feed.json()) as TLiveLinesPage).lines).toHaveLength(1);
    socket.close();
  });
});

describe("gifts and toy controls in the chat", () => {
  it("charges a gift at its price once per Idempotency-Key and shows it in the log", async () => {
    const { guest, sessionId } = await chat(100);
    // 100 - 10 for the first minute.
    expect(await ledger(guest.guest.id)).toEqual({ balance: 90, sum: 90, gifts: 0 });
    const first = await gift(guest, sessionId, 1, "rose-1");
    expect(first.status).toBe(201);
    const body = (await first.json()) as TLiveGiftResult;
    expect(body).toMatchObject({
      balance: 85,
      minutesLeft: 8,
      line: { from: "guest", gift: { giftId: 1, label: "Rose", coins: 5, toy: null } },
    });
    const again = await gift(guest, sessionId, 1, "rose-1");
    expect(again.status).toBe(201);
    expect(((await again.json()) as TLiveGiftResult).line.id).toBe(body.line.id);
    expect(await ledger(guest.guest.id)).toEqual({ balance: 85, sum: 85, gifts: 1 });
    // The same key for another gift is refused.
    expect((await gift(guest, sessionId, 2, "rose-1")).status).toBe(422);
    const second = await gift(guest, sessionId, 1, "rose-2");
    expect(second.status).toBe(201);
    expect(await ledger(guest.guest.id)).toEqual({ balance: 80, sum: 80, gifts: 2 });
    expect((await log(guest, sessionId)).body.lines.map((l) => l.gift?.giftId)).toEqual([1, 1]);
  });

  it("refuses a toy control when the performer has no toy, and charges nothing", async () => {
    const { guest, sessionId } = await chat(100, { hasToy: false });
    const refused = await gift(guest, sessionId, 12, "toy-1");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { details: unknown } }).error.details).toEqual({
      restriction: "toyUnavailable",
    });
    expect(await ledger(guest.guest.id)).toEqual({ balance: 90, sum: 90, gifts: 0 });
  });

  it("sends a toy control to a performer with a toy", async () => {
    const { guest, sessionId } = await chat(100, { hasToy: true });
    expect((await log(guest, sessionId)).body.isDildocontrolAvailable).toBe(true);
    const sent = await gift(guest, sessionId, 12, "toy-2");
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as TLiveGiftResult).line.gift).toMatchObject({
      giftId: 12,
      coins: 10,
      toy: { durationSeconds: 10, random: false },
    });
  });

  it("answers 402 when the balance cannot pay, 400 for an unknown gift", async () => {
    const { guest, sessionId } = await chat(12);
    expect((await gift(guest, sessionId, 1, "broke")).status).toBe(402);
    expect((await gift(guest, sessionId, 99_999, "unknown")).status).toBe(400);
    expect(await ledger(guest.guest.id)).toEqual({ balance: 2, sum: 2, gifts: 0 });
  });
});
