import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor } from "../../test/factories.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
let actorId: number;
beforeAll(async () => {
  server = await startTestServer();
  actorId = (await buildActor({ db: server.database.db }, { name: "LiveLena", isOnline: false })).id;
});
afterAll(() => server.close());

const operator = (path: string, body: unknown = {}) =>
  server.post(path, body, { "x-operator-key": TEST_OPERATOR_KEY });
const actor = async () =>
  (await (await server.fetch(`/rest/v1/actor/getActorDataByIdOrName/${actorId}`)).json()) as {
    isOnline: boolean;
    isOnlineMobileVideocall: boolean;
  };

describe("performer integration: online and offline", () => {
  it("needs the operator key", async () => {
    expect((await server.post(`internal/actors/${actorId}/online`, {})).status).toBe(403);
    expect((await operator("internal/actors/999999/online")).status).toBe(404);
    expect((await operator(`internal/actors/${actorId}/online`, { mobileVideocall: "yes" })).status).toBe(
      400,
    );
  });

  it("sets the actor online and offline and tells every socket", async () => {
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", language: "en" });
    await socket.next("session.ack");
    expect((await operator(`internal/actors/${actorId}/online`, { mobileVideocall: true })).status).toBe(200);
    expect(await socket.next("actor.online")).toEqual({ type: "actor.online", actorId });
    expect(await actor()).toMatchObject({ isOnline: true, isOnlineMobileVideocall: true });
    expect((await operator(`internal/actors/${actorId}/offline`)).status).toBe(200);
    expect(await socket.next("actor.offline")).toEqual({ type: "actor.offline", actorId });
    expect(await actor()).toMatchObject({ isOnline: false, isOnlineMobileVideocall: false });
    socket.close();
  });

  it("tells every socket when the actor's free show starts and stops", async () => {
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", language: "en" });
    await socket.next("session.ack");
    expect((await operator(`internal/actors/${actorId}/freeShow/start`)).status).toBe(200);
    expect(await socket.next("freeshow.start")).toEqual({ type: "freeshow.start", actorId });
    expect((await operator(`internal/actors/${actorId}/freeShow/stop`)).status).toBe(200);
    expect(await socket.next("freeshow.stop")).toEqual({ type: "freeshow.stop", actorId });
    socket.close();
  });

  it("tells the state the actor is in now when online and offline are delivered together", async () => {
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", language: "en" });
    await socket.next("session.ack");
    // Both events wait in the outbox and are delivered in one batch.
    await server.app.outbox.stop();
    try {
      expect((await operator(`internal/actors/${actorId}/online`)).status).toBe(200);
      expect((await operator(`internal/actors/${actorId}/offline`)).status).toBe(200);
      await server.app.outbox.settled();
    } finally {
      await server.app.outbox.start();
    }
    await socket.next("actor.offline");
    expect(await actor()).toMatchObject({ isOnline: false });
    // Never an online actor as the last word.
    expect(socket.received.filter((message) => message.type === "actor.online")).toEqual([]);
    socket.close();
  });
});
