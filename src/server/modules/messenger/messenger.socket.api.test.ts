import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChannel, TMessagePage, TSendResult } from "../../../common/contracts/messenger.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const operator = (path: string, body: unknown = {}) =>
  server.post(path, body, { "x-operator-key": TEST_OPERATOR_KEY });

async function loggedInSocket(accessToken: string) {
  const socket = await TestSocket.open(server.url);
  socket.send({ type: "session.request", accessToken, language: "en" });
  await socket.next("session.ack");
  return socket;
}

describe("messenger over the socket", () => {
  it("delivers an actor's message through the performer API as messenger.message and channel.updated", async () => {
    const guest = await signUpGuest(server);
    const other = await signUpGuest(server);
    const actor = await buildActor({ db: server.database.db });
    const socket = await loggedInSocket(guest.accessToken);
    const otherSocket = await loggedInSocket(other.accessToken);
    const response = await operator("internal/messenger/send", {
      actorId: actor.id,
      guestId: guest.guest.id,
      text: "Hi there",
    });
    expect(response.status).toBe(201);
    const { channelId } = (await response.json()) as { channelId: number };
    const pushed = await socket.next("messenger.message");
    expect(pushed).toMatchObject({ channelId, message: { from: "actor", text: "Hi there", price: 0 } });
    const updated = await socket.next("channel.updated");
    expect(updated.channel).toMatchObject({ id: channelId, unreadCount: 1, subject: "Hi there" });
    expect(otherSocket.received.filter((m) => m.type === "messenger.message")).toEqual([]);
    // The pushed channel is built from the written rows: the same as reading it.
    const read = (
      (await (
        await server.fetch(`/rest/v1/messenger/channel/${channelId}?language=en`, { headers: guest.bearer })
      ).json()) as { channel: TChannel }
    ).channel;
    expect(updated.channel).toEqual(read);
    expect(await socket.next("notification.added")).toMatchObject({
      notification: { type: 2, data: { actorId: actor.id, channelId } },
    });
    // A second message counts two unread in the same channel; unknown guest or actor write nothing.
    await operator("internal/messenger/send", { actorId: actor.id, guestId: guest.guest.id, text: "Again" });
    const again = await socket.next("channel.updated", { where: (m) => m.channel.unreadCount === 2 });
    expect(again.channel).toMatchObject({ id: channelId, subject: "Again" });
    for (const [actorId, guestId] of [
      [999999, guest.guest.id],
      [actor.id, 999999],
    ])
      expect((await operator("internal/messenger/send", { actorId, guestId, text: "x" })).status).toBe(404);
    otherSocket.close();

    // Free show start and stop reach the guests with a channel to the actor.
    expect((await operator(`internal/actors/${actor.id}/freeShow/start`)).status).toBe(200);
    expect((await socket.next("channel.updated", { where: (m) => m.channel.freeChat })).channel.id).toBe(
      channelId,
    );
    expect((await operator(`internal/actors/${actor.id}/freeShow/stop`)).status).toBe(200);
    await socket.next("channel.updated", { where: (m) => !m.channel.freeChat });
    expect((await operator("internal/actors/999999/freeShow/start")).status).toBe(404);
    socket.close();
  });

  it("keeps a message sent while the guest was offline for after the reconnect", async () => {
    const guest = await signUpGuest(server, { coins: 10 });
    const actor = await buildActor({ db: server.database.db });
    const first = await loggedInSocket(guest.accessToken);
    first.close();
    await operator("internal/messenger/send", {
      actorId: actor.id,
      guestId: guest.guest.id,
      text: "While away",
    });
    const again = await loggedInSocket(guest.accessToken);
    const channel = (
      (await (
        await server.fetch(`/rest/v1/messenger/channel/actor/${actor.id}`, { headers: guest.bearer })
      ).json()) as { channel: TChannel }
    ).channel;
    expect(channel.unreadCount).toBe(1);
    const page = (await (
      await server.fetch(`/rest/v1/messenger/channel/${channel.id}/messages`, { headers: guest.bearer })
    ).json()) as TMessagePage;
    expect(page.messages.map((m) => m.text)).toEqual(["While away"]);

    // The guest's own send reaches the other tab, with the new balance.
    const sent = await server.post(
      `messenger/channel/${channel.id}/send`,
      { text: "Back now", expectedPrice: 2 },
      guest.bearer,
    );
    const answer = (await sent.json()) as TSendResult;
    expect(answer.charged).toBe(2);
    expect(await again.next("messenger.message", { where: (m) => m.message.from === "guest" })).toMatchObject(
      {
        channelId: channel.id,
        message: { text: "Back now", price: 2 },
      },
    );
    // The push of the new balance (a push of the set-up's credit, delivered late, may come first).
    expect(await again.next("balance.update", { where: (m) => m.balance === 8 })).toMatchObject({
      balance: 8,
    });
    again.close();
  });

  it("pushes nothing for a paid send that failed for too few coins", async () => {
    const guest = await signUpGuest(server, { coins: 1 });
    const actor = await buildActor({ db: server.database.db }, { priceMessage: 10, freeMessages: 0 });
    // The sign-up's own events are delivered before the socket listens.
    await server.app.outbox.settled();
    const socket = await loggedInSocket(guest.accessToken);
    const channel = (
      (await (
        await server.fetch(`/rest/v1/messenger/channel/actor/${actor.id}`, { headers: guest.bearer })
      ).json()) as { channel: TChannel }
    ).channel;
    const sent = await server.post(
      `messenger/channel/${channel.id}/send`,
      { text: "Too dear", expectedPrice: 10 },
      guest.bearer,
    );
    expect(sent.status).toBe(402);
    await server.app.outbox.settled();
    // The pushes of a later change come after anything the failed send could have pushed.
    expect((await server.post(`messenger/channel/${channel.id}/read`, {}, guest.bearer)).status).toBe(200);
    expect((await socket.next("channel.updated")).channel).toMatchObject({ id: channel.id, unreadCount: 0 });
    expect(socket.received.map((message) => message.type)).toEqual([]);
    socket.close();
  });
});
