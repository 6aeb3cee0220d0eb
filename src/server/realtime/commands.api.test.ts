import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChannel, TChannelList, TSendResult } from "../../common/contracts/messenger.ts";
import { queryRows } from "../db/client.ts";
import { buildActor } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { TestSocket } from "../test/socketClient.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function socketFor(accessToken: string | null) {
  const socket = await TestSocket.open(server.url);
  socket.send({ type: "session.request", ...(accessToken ? { accessToken } : {}), language: "en" });
  await socket.next("session.ack");
  return socket;
}

let requests = 0;
async function command(
  socket: TestSocket,
  name: string,
  params: Record<string, unknown> = {},
  idempotencyKey?: string,
) {
  const requestId = `r${++requests}`;
  socket.send({
    type: "command",
    requestId,
    command: name,
    params,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
  const answer = await socket.next("command.result", { where: (message) => message.requestId === requestId });
  return answer as { status: number; body: Record<string, unknown> & { error?: { code: string } } };
}

describe("socket commands", () => {
  it("need a session.request first, and answer anonymous sockets 401", async () => {
    const raw = await TestSocket.open(server.url);
    raw.send({ type: "command", requestId: "x", command: "messenger.channels", params: {} });
    expect(await raw.next("error")).toMatchObject({ code: "SESSION_REQUIRED" });
    raw.close();
    const anonymous = await socketFor(null);
    const answer = await command(anonymous, "messenger.channels");
    expect(answer.status).toBe(401);
    expect(answer.body.error?.code).toBe("UNAUTHENTICATED");
    anonymous.send({ type: "command", requestId: "y", command: "messenger.delete", params: {} });
    expect(await anonymous.next("error")).toMatchObject({ code: "BAD_MESSAGE" });
    anonymous.close();
  });

  it("run the messenger as the REST calls do: touch, send once per key, read, archive, another guest's 404", async () => {
    const actor = await buildActor({ db: server.database.db }, { priceMessage: 3, freeMessages: 0 });
    const guest = await signUpGuest(server, { coins: 20 });
    const other = await signUpGuest(server);
    const socket = await socketFor(guest.accessToken);
    const touched = await command(socket, "messenger.touch", { actorId: actor.id });
    expect(touched.status).toBe(200);
    const channel = (touched.body as unknown as { channel: TChannel }).channel;
    expect(channel).toMatchObject({ actorId: actor.id, messagePrice: 3 });

    const params = { channelId: channel.id, text: "Over the socket", expectedPrice: 3 };
    const sent = await command(socket, "messenger.send", params, "socket-key-1");
    expect(sent.status).toBe(200);
    const result = sent.body as unknown as TSendResult;
    expect(result).toMatchObject({ charged: 3, guestBalance: 17, message: { text: "Over the socket" } });
    // The send is pushed to the guest's sockets like a REST send.
    expect((await socket.next("messenger.message")).message.id).toBe(result.message.id);
    const again = await command(socket, "messenger.send", params, "socket-key-1");
    expect((again.body as unknown as TSendResult).message.id).toBe(result.message.id);
    const [books] = await queryRows<{ balance: number; debits: number }>(
      server.database.db,
      sql`select coalesce((select balance from wallet_balances where guest_id = ${guest.guest.id}), 0) as balance, (select count(*)::int from ledger_entries where guest_id = ${guest.guest.id} and kind = 'message') as debits
        from guests where id = ${guest.guest.id}`,
    );
    expect(books).toEqual({ balance: 17, debits: 1 });

    expect((await command(socket, "messenger.send", { ...params, expectedPrice: 0 })).status).toBe(409);
    expect((await command(socket, "messenger.read", { channelId: channel.id })).status).toBe(200);
    expect((await command(socket, "messenger.archive", { channelId: channel.id })).status).toBe(200);
    const archived = await command(socket, "messenger.channels", { filter: "archived" });
    expect((archived.body as unknown as TChannelList).channels.map((c) => c.id)).toEqual([channel.id]);

    const otherSocket = await socketFor(other.accessToken);
    expect((await command(otherSocket, "messenger.read", { channelId: channel.id })).status).toBe(404);
    expect((await command(otherSocket, "messenger.messages", { channelId: channel.id })).status).toBe(404);
    socket.close();
    otherSocket.close();
  });

  it("answer bad parameters with 400 and run favourites and notifications", async () => {
    const actor = await buildActor({ db: server.database.db });
    const guest = await signUpGuest(server);
    const socket = await socketFor(guest.accessToken);
    for (const channelId of ["abc", -1, 0, 2 ** 40, null, "../../internal/guests/1/credit"]) {
      const answer = await command(socket, "messenger.read", { channelId });
      expect(answer.status, String(channelId)).toBe(400);
    }
    expect(
      (await command(socket, "messenger.send", { channelId: 1, text: 5, expectedPrice: "x" })).status,
    ).toBe(400);
    const pinned = await command(socket, "favorite.pin", { objectType: "actor", objectId: actor.id });
    expect(pinned.status).toBe(200);
    expect(await socket.next("favorite.updated")).toMatchObject({ objectId: actor.id, pinned: true });
    const toggles = await command(socket, "favorite.notifications", { actorId: actor.id, email: true });
    expect(toggles.status, JSON.stringify(toggles.body)).toBe(200);
    const list = await command(socket, "notifications.list", { limit: 5 });
    expect(list.status).toBe(200);
    expect(list.body).toHaveProperty("items");
    socket.close();
  });
});
