import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChannel, TMessagePage } from "../../../common/contracts/messenger.ts";
import { loadConfig } from "../../config.ts";
import { camShows, guests } from "../../db/schema/index.ts";
import { PRODUCTION_ENV } from "../../test/env.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { type PerformerSimulator, startPerformerSimulator } from "./simulator.ts";

let server: TestServer;
let simulator: PerformerSimulator;
const silent = { info: () => {}, error: () => {} };
beforeAll(async () => {
  server = await startTestServer();
  for (let i = 0; i < 6; i++) await buildActor({ db: server.database.db }, { isOnline: false });
  // Timers far away: the test drives the rounds itself.
  simulator = startPerformerSimulator(server.app.ctx, silent, {
    flipEveryMs: [3_600_000, 3_600_000],
    pollEveryMs: 3_600_000,
    calendarEveryMs: 3_600_000,
    feedPostEveryMs: 3_600_000,
    replyAfterMs: 0,
  });
});
afterAll(async () => {
  simulator.stop();
  await server.close();
});

describe("performer simulator", () => {
  it("is on by default outside production and can be switched off", () => {
    expect(loadConfig({}).performerSimulator).toBe(true);
    const production = PRODUCTION_ENV;
    expect(loadConfig(production).performerSimulator).toBe(false);
    expect(loadConfig({ PERFORMER_SIMULATOR: "off" }).performerSimulator).toBe(false);
    expect(loadConfig({ ...production, PERFORMER_SIMULATOR: "on" }).performerSimulator).toBe(true);
  });

  it("brings actors online and tells every socket", async () => {
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", language: "en" });
    await socket.next("session.ack");
    for (let i = 0; i < 10 && !socket.received.some((m) => m.type === "actor.online"); i++) {
      await simulator.flip();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Each actor's last pushed state is its state in the database.
    const last = new Map<number, boolean>();
    for (const m of socket.received)
      if (m.type === "actor.online" || m.type === "actor.offline")
        last.set(m.actorId, m.type === "actor.online");
    expect([...last.values()]).toContain(true);
    for (const [actorId, isOnline] of last) {
      const response = await server.fetch(`/rest/v1/actor/getActorDataByIdOrName/${actorId}`);
      expect(((await response.json()) as { isOnline: boolean }).isOnline).toBe(isOnline);
    }
    socket.close();
  });

  it("answers a guest's message in the guest's language, once", async () => {
    const guest = await signUpGuest(server, { coins: 10 });
    const actor = await buildActor({ db: server.database.db });
    await server.database.db.update(guests).set({ language: "es" }).where(eq(guests.id, guest.guest.id));
    const opened = await server.fetch(`/rest/v1/messenger/channel/actor/${actor.id}`, {
      headers: guest.bearer,
    });
    const channel = ((await opened.json()) as { channel: TChannel }).channel;
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await socket.next("session.ack");
    const sent = await server.post(
      `messenger/channel/${channel.id}/send`,
      { text: "Hello!", expectedPrice: 2 },
      guest.bearer,
    );
    expect(sent.status).toBe(200);
    await simulator.reply();
    await simulator.reply();
    const reply = await socket.next("messenger.message", { where: (m) => m.message.from === "actor" });
    expect(reply.channelId).toBe(channel.id);
    const page = (await (
      await server.fetch(`/rest/v1/messenger/channel/${channel.id}/messages`, { headers: guest.bearer })
    ).json()) as TMessagePage;
    expect(page.messages.map((m) => m.from)).toEqual(["actor", "guest"]);
    expect(page.messages[0]?.text).toMatch(/Hola|gracias|Gracias|Qué/);
    socket.close();
  });

  it("thanks for a gift by name, and for a toy control by its seconds", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const actor = await buildActor({ db: server.database.db, now: new Date() }, { isOnline: true });
    const opened = await server.fetch(`/rest/v1/messenger/channel/actor/${actor.id}`, {
      headers: guest.bearer,
    });
    const channel = ((await opened.json()) as { channel: TChannel }).channel;
    const lastReply = async () => {
      const page = (await (
        await server.fetch(`/rest/v1/messenger/channel/${channel.id}/messages?language=en`, {
          headers: guest.bearer,
        })
      ).json()) as TMessagePage;
      return page.messages[0];
    };
    const rose = await server.post(
      `messenger/channel/${channel.id}/send`,
      { gifts: [{ giftId: 1, quantity: 1 }], expectedPrice: 5 },
      guest.bearer,
    );
    expect(rose.status).toBe(200);
    await simulator.reply();
    expect(await lastReply()).toMatchObject({ from: "actor", text: "Thank you for your gift: Rose! 🥰" });
    // The performer software's feed shows both: the rose, then (below) the toy with its seconds.
    const toy = await server.post(
      `messenger/channel/${channel.id}/send`,
      { text: "Feel this", gifts: [{ giftId: 12, quantity: 1 }], expectedPrice: 100 },
      guest.bearer,
    );
    expect(toy.status).toBe(200);
    await simulator.reply();
    expect((await lastReply())?.text).toBe("Mmm, I felt that for 10 seconds 😍");
    const feed = await server.fetch(`/rest/v1/internal/actors/${actor.id}/messages?after=0&language=en`, {
      headers: { "x-operator-key": TEST_OPERATOR_KEY },
    });
    const body = (await feed.json()) as {
      messages: { id: number; guestId: number; text: string; gifts: { giftId: number; toy: unknown }[] }[];
      lastId: number;
    };
    expect(body.messages.map((m) => [m.guestId, m.text, m.gifts.map((g) => g.giftId)])).toEqual([
      [guest.guest.id, "", [1]],
      [guest.guest.id, "Feel this", [12]],
    ]);
    expect(body.messages[1]?.gifts[0]?.toy).toEqual({ durationSeconds: 10, random: false });
    expect(body.lastId).toBe(body.messages[1]?.id);
    const later = await server.fetch(`/rest/v1/internal/actors/${actor.id}/messages?after=${body.lastId}`, {
      headers: { "x-operator-key": TEST_OPERATOR_KEY },
    });
    expect(((await later.json()) as { messages: unknown[] }).messages).toEqual([]);
    const anonymous = await server.fetch(`/rest/v1/internal/actors/${actor.id}/messages`);
    expect(anonymous.status).toBe(403);
  });

  it("keeps a cam-show calendar for the demo performers: a few shows a day, some free, one soon", async () => {
    const db = server.database.db;
    await simulator.calendar();
    const rows = await db.select().from(camShows);
    const now = Date.now();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(
      rows.every(
        (row) => row.startsAt.getTime() > now && row.startsAt.getTime() <= now + 3 * 86_400_000 + 900_000,
      ),
    ).toBe(true);
    expect(rows.some((row) => row.startsAt.getTime() <= now + 3_600_000)).toBe(true);
    // A second round adds nothing while the calendar is full.
    expect(await simulator.calendar()).toBe(0);
    // Over a few rounds the prices include free shows (PRICES has two zeros of seven).
    const prices = new Set(rows.map((row) => row.price));
    expect(prices.size).toBeGreaterThan(1);
  });

  it("posts to the feed now and then, announced like a performer's post", async () => {
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", language: "en" });
    await socket.next("session.ack");
    const postId = await simulator.post();
    expect(postId).not.toBeNull();
    expect((await socket.next("feed.post", { timeoutMs: 5000 })).postId).toBe(postId);
    socket.close();
  });
});
