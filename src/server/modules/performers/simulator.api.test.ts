import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChannel, TMessagePage } from "../../../common/contracts/messenger.ts";
import { loadConfig } from "../../config.ts";
import { guests } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
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
    expect(loadConfig({ NODE_ENV: "production" }).performerSimulator).toBe(false);
    expect(loadConfig({ PERFORMER_SIMULATOR: "off" }).performerSimulator).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", PERFORMER_SIMULATOR: "on" }).performerSimulator).toBe(true);
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
});
