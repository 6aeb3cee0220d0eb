import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLiveStartResult } from "../../../common/contracts/live.ts";
import type { TLiveLinesPage } from "../../../common/contracts/liveLines.ts";
import { actors, liveSessions } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { sessionById } from "../live/index.ts";
import { type PerformerSimulator, startPerformerSimulator } from "./simulator.ts";

/**
 * The performer simulator in live chats (issue 14), on a fake clock with the rounds driven by the
 * test: it greets a new guest, thanks for a gift and a toy control with a live reaction, answers a
 * line, keeps a performer in a chat online, and ends a chat with a host code when its chance comes.
 */
const T0 = new Date("2026-11-26T12:00:00Z");
let clock = T0;
const at = (ms: number) => new Date(T0.getTime() + ms);
let server: TestServer;
let simulator: PerformerSimulator;
const silent = { info: () => {}, error: () => {} };

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  simulator = startPerformerSimulator(server.app.ctx, silent, {
    flipEveryMs: [3_600_000, 3_600_000],
    pollEveryMs: 3_600_000,
    greetAfterMs: 1_000,
    replyAfterMs: 2_000,
    chatterEveryMs: 3_600_000,
    minChatBeforeEndMs: 60_000,
  });
});
afterAll(async () => {
  simulator.stop();
  await server.close();
});

async function chat(actorOverrides: Record<string, unknown> = {}) {
  clock = T0;
  const actor = await buildActor(
    { db: server.database.db, now: T0 },
    { isOnline: true, priceVideoChat: 5, ...actorOverrides },
  );
  const guest = await signUpGuest(server, { coins: 500 });
  const socket = await TestSocket.open(server.url);
  socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
  await socket.next("session.ack");
  const response = await server.post(
    "livechat/start",
    { actorId: actor.id, chatType: "LIVECHAT" },
    guest.bearer,
  );
  const { sessionId } = (await response.json()) as TLiveStartResult;
  const lines = async () =>
    (
      (await (
        await server.fetch(`/rest/v1/livechat/${sessionId}/messages?language=en`, { headers: guest.bearer })
      ).json()) as TLiveLinesPage
    ).lines;
  return { actor, guest, socket, sessionId, lines };
}

describe("the performer simulator in a live chat", () => {
  it("greets the guest once, after a moment", async () => {
    const { socket, lines } = await chat();
    await simulator.chat();
    expect(await lines()).toEqual([]);
    clock = at(1_500);
    await simulator.chat();
    await simulator.chat();
    const log = await lines();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ from: "actor", reaction: null });
    expect(log[0]?.text).toMatch(/welcome|nice to see you/);
    expect(await socket.next("livechat.line")).toMatchObject({ line: { from: "actor" } });
    socket.close();
  });

  it("thanks for a gift with a live reaction, for a toy by its seconds, and answers a line", async () => {
    const { guest, socket, sessionId, lines } = await chat({ hasToy: true });
    clock = at(1_500);
    await simulator.chat();
    const sendGift = (giftId: number, key: string) =>
      server.post(`livechat/${sessionId}/gifts`, { giftId }, { ...guest.bearer, "idempotency-key": key });
    expect((await sendGift(1, "sim-gift-rose")).status).toBe(201);
    await simulator.chat();
    expect((await lines()).at(-1)).toMatchObject({
      from: "actor",
      text: "Thank you so much for the Rose! 😍",
      reaction: "love",
    });
    expect(await socket.next("live.reaction")).toMatchObject({ sessionId, reaction: "love" });
    expect((await sendGift(12, "sim-gift-toy1")).status).toBe(201);
    await simulator.chat();
    expect((await lines()).at(-1)).toMatchObject({
      text: "Ohh… I felt that for 10 seconds! 🥵",
      reaction: "toy",
    });
    expect(await socket.next("live.reaction")).toMatchObject({ reaction: "toy" });

    expect(
      (await server.post(`livechat/${sessionId}/messages`, { text: "You look great" }, guest.bearer)).status,
    ).toBe(201);
    await simulator.chat();
    expect((await lines()).at(-1)?.from).toBe("guest");
    clock = at(4_000);
    await simulator.chat();
    expect((await lines()).at(-1)).toMatchObject({ from: "actor", reaction: null });
    expect((await lines()).filter((line) => line.from === "actor")).toHaveLength(4);
    socket.close();
  });

  it("keeps a performer in a chat online, and ends a chat with a host code when its chance comes", async () => {
    const { actor, socket, sessionId } = await chat({ onlineSince: at(-3_600_000) });
    // Every other actor offline: the round would send her offline, but she is in a chat.
    await server.database.db.update(actors).set({ isOnline: false });
    await server.database.db.update(actors).set({ isOnline: true }).where(eq(actors.id, actor.id));
    for (let i = 0; i < 10; i++) await simulator.flip();
    const [row] = await server.database.db.select().from(actors).where(eq(actors.id, actor.id));
    expect(row?.isOnline).toBe(true);
    clock = at(1_500);
    await simulator.chat();
    const ending = startPerformerSimulator(server.app.ctx, silent, {
      flipEveryMs: [3_600_000, 3_600_000],
      pollEveryMs: 3_600_000,
      chatterEveryMs: 3_600_000,
      minChatBeforeEndMs: 60_000,
      endChancePerRound: 1,
    });
    clock = at(30_000);
    await ending.chat();
    expect((await sessionById(server.database.db, sessionId))?.state).toBe("active");
    clock = at(61_000);
    // The guest's socket keeps the chat alive every 10 s (the fake clock jumped): seen just now, so
    // the end (which first bills minute 2, started at 60 s) finds the guest here.
    await server.database.db
      .update(liveSessions)
      .set({ lastSeenAt: clock })
      .where(eq(liveSessions.id, sessionId));
    await ending.chat();
    ending.stop();
    const ended = await sessionById(server.database.db, sessionId);
    expect(ended?.state).toBe("ended");
    expect(ended?.exitCode).toBeGreaterThanOrEqual(201);
    expect(ended?.exitCode).toBeLessThanOrEqual(208);
    expect(await socket.next("chat.end")).toMatchObject({ session: { sessionId, state: "ended" } });
    socket.close();
  });
});
