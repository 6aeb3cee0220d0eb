import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TNotificationChange, TNotificationList } from "../../../common/contracts/notifications.ts";
import { notifications, pushSubscriptions } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const operator = (path: string, body: unknown = {}) =>
  server.post(path, body, { "x-operator-key": TEST_OPERATOR_KEY });
const post = (guest: Guest, path: string, body: unknown) => server.post(path, body, guest.bearer);
const get = async <T>(guest: Guest, path: string): Promise<T> => {
  const response = await server.fetch(`/rest/v1/${path}`, { headers: guest.bearer });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
const pin = async (guest: Guest, actorId: number) =>
  expect(
    (await post(guest, "guest/favorite/pin", { objectType: "actor", objectId: actorId })).status,
  ).toBeLessThan(300);

async function loggedInSocket(accessToken: string) {
  const socket = await TestSocket.open(server.url);
  socket.send({ type: "session.request", accessToken, language: "en" });
  await socket.next("session.ack");
  return socket;
}

describe("notifications", () => {
  it("notifies the guests who pinned an actor when the actor comes online, once per streak", async () => {
    const fan = await signUpGuest(server);
    const other = await signUpGuest(server);
    const actor = await buildActor({ db: server.database.db }, { isOnline: false });
    await pin(fan, actor.id);
    const socket = await loggedInSocket(fan.accessToken);
    const otherSocket = await loggedInSocket(other.accessToken);

    expect((await operator(`internal/actors/${actor.id}/online`)).status).toBe(200);
    const added = await socket.next("notification.added");
    expect(added.notification).toMatchObject({
      type: 1,
      unread: true,
      unseen: true,
      data: { actorId: actor.id },
    });
    expect(added.notification.title).toContain(actor.name);
    expect(added.notification.link).toContain(`/${actor.name.toLowerCase()}`.slice(0, 4));

    // Staying online is no new streak.
    expect((await operator(`internal/actors/${actor.id}/online`)).status).toBe(200);
    const list = await get<TNotificationList>(fan, "notifications?language=de");
    expect(list).toMatchObject({ unreadCount: 1, unseenCount: 1, hasMore: false });
    expect(list.items).toHaveLength(1);
    expect(list.items[0]?.title).toBe(`${actor.name} ist online`);
    expect((await get<TNotificationList>(other, "notifications")).items).toEqual([]);
    expect(otherSocket.received.some((m) => m.type === "notification.added")).toBe(false);
    socket.close();
    otherSocket.close();
  });

  it("marks seen, read and removes only the guest's own notifications and tells the other tabs", async () => {
    const guest = await signUpGuest(server);
    const stranger = await signUpGuest(server);
    const db = server.database.db;
    const rows = await db
      .insert(notifications)
      .values([
        { guestId: guest.guest.id, type: 3, data: { coins: 40 } },
        { guestId: guest.guest.id, type: 3, data: { coins: 80 } },
        { guestId: guest.guest.id, type: 6, data: {} },
        { guestId: guest.guest.id, type: 22, data: {} },
        { guestId: stranger.guest.id, type: 3, data: { coins: 10 } },
      ])
      .returning();
    const [a, b, hidden, , foreign] = rows.map((r) => r.id) as [number, number, number, number, number];
    const tab = await loggedInSocket(guest.accessToken);

    const list = await get<TNotificationList>(guest, "notifications?limit=1&language=en");
    expect(list).toMatchObject({ unreadCount: 2, unseenCount: 2, hasMore: true });
    expect(list.items.map((i) => i.id)).toEqual([b]);
    expect(list.items[0]).toMatchObject({
      title: "Payment received",
      text: "80 VXC were credited to your account.",
    });
    const older = await get<TNotificationList>(guest, `notifications?limit=5&before=${b}`);
    expect(older.items.map((i) => i.id)).toEqual([a]);
    expect(older.hasMore).toBe(false);

    const seen = (await (await post(guest, "notifications/seen", {})).json()) as TNotificationChange;
    expect(seen.ids.sort()).toEqual([a, b].sort());
    expect(seen).toMatchObject({ unseenCount: 0, unreadCount: 2 });
    expect((await tab.next("notification.seen")).ids.sort()).toEqual([a, b].sort());

    const read = (await (
      await post(guest, "notifications/read", { ids: [a, foreign] })
    ).json()) as TNotificationChange;
    expect(read).toMatchObject({ ids: [a], unreadCount: 1 });
    expect((await tab.next("notification.read")).ids).toEqual([a]);

    const removed = (await (
      await post(guest, "notifications/remove", { ids: [b, foreign, hidden] })
    ).json()) as TNotificationChange;
    expect(removed.ids.sort()).toEqual([b, hidden].sort());
    expect((await tab.next("notification.removed")).ids.sort()).toEqual([b, hidden].sort());

    const [strangers] = await db.select().from(notifications).where(eq(notifications.id, foreign));
    expect(strangers).toMatchObject({ readAt: null, seenAt: null });
    expect((await post(guest, "notifications/read", { ids: [] })).status).toBe(400);
    expect((await server.post("notifications/seen", {})).status).toBe(401);
    expect((await server.fetch("/rest/v1/notifications")).status).toBe(401);
    tab.close();
  });

  it("notifies an actor's messenger message", async () => {
    const guest = await signUpGuest(server);
    const actor = await buildActor({ db: server.database.db });
    const socket = await loggedInSocket(guest.accessToken);
    const sent = await operator("internal/messenger/send", {
      actorId: actor.id,
      guestId: guest.guest.id,
      text: "Hi",
    });
    expect(sent.status).toBe(201);
    const { channelId } = (await sent.json()) as { channelId: number };
    const added = await socket.next("notification.added");
    expect(added.notification).toMatchObject({ type: 2, data: { actorId: actor.id, channelId } });
    expect(added.notification.link).toMatch(new RegExp(`\\?actor=${actor.id}$`));
    socket.close();
  });
});

/** A local push service: records every request and answers with the status given for its path. */
async function startPushService() {
  const received: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const waiters: (() => void)[] = [];
  const http: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = request.url?.startsWith("/gone")
        ? 410
        : request.url?.startsWith("/fail")
          ? 500
          : 201;
      response.end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    base,
    received,
    async waitFor(count: number) {
      const until = Date.now() + 5000;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`push service got ${received.length} of ${count} requests`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

const browserKeys = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
};

describe("web push", () => {
  it("keeps one VAPID key pair and hands out its public key without login", async () => {
    const first = await server.fetch("/rest/v1/webpush/key");
    expect(first.status).toBe(200);
    const { publicKey } = (await first.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    const again = (await (await server.fetch("/rest/v1/webpush/key")).json()) as { publicKey: string };
    expect(again.publicKey).toBe(publicKey);
  });

  it("pushes a favourite actor's coming online to the guest's browsers (encrypted, VAPID), drops gone subscriptions and counts failures", async () => {
    const push = await startPushService();
    try {
      const guest = await signUpGuest(server);
      const actor = await buildActor({ db: server.database.db }, { isOnline: false });
      await pin(guest, actor.id);
      const good = { endpoint: `${push.base}/ok/1`, keys: browserKeys() };
      const gone = { endpoint: `${push.base}/gone/1`, keys: browserKeys() };
      const failing = { endpoint: `${push.base}/fail/1`, keys: browserKeys() };
      for (const subscription of [good, gone, failing])
        expect((await post(guest, "webpush/subscribe", subscription)).status).toBe(201);
      const status = await get<{ subscribed: boolean; endpointSubscribed: boolean; subscriptions: number }>(
        guest,
        `webpush/status?endpoint=${encodeURIComponent(good.endpoint)}`,
      );
      expect(status).toEqual({ subscribed: true, endpointSubscribed: true, subscriptions: 3 });

      expect((await operator(`internal/actors/${actor.id}/online`)).status).toBe(200);
      await push.waitFor(3);
      const delivered = push.received.find((r) => r.url === "/ok/1");
      expect(delivered).toBeDefined();
      expect(delivered?.method).toBe("POST");
      expect(delivered?.headers.ttl).toMatch(/^\d+$/);
      expect(delivered?.headers["content-encoding"]).toBe("aes128gcm");
      expect(delivered?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      expect(delivered?.body.length).toBeGreaterThan(0);
      // Encrypted: the actor's name is nowhere in the clear.
      expect(delivered?.body.toString("latin1")).not.toContain(actor.name);

      // The sends' results are written when the outbox's detached work is done.
      await server.app.outbox.settled();
      const rows = await server.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.guestId, guest.guest.id));
      expect(rows.map((r) => r.endpoint).sort()).toEqual([failing.endpoint, good.endpoint].sort());
      expect(rows.find((r) => r.endpoint === good.endpoint)?.lastSuccessAt).not.toBeNull();
      expect(rows.find((r) => r.endpoint === failing.endpoint)?.failures).toBe(1);

      // update, resubscribe, unsubscribe
      expect((await post(guest, "webpush/update", { ...good, keys: browserKeys() })).status).toBe(200);
      expect(
        (await post(guest, "webpush/update", { endpoint: `${push.base}/ok/unknown`, keys: browserKeys() }))
          .status,
      ).toBe(404);
      const moved = { endpoint: `${push.base}/ok/2`, keys: browserKeys() };
      expect(
        (await post(guest, "webpush/resubscribe", { oldEndpoint: good.endpoint, subscription: moved }))
          .status,
      ).toBe(200);
      expect(
        (await (await post(guest, "webpush/unsubscribe", { endpoint: failing.endpoint })).json()) as object,
      ).toEqual({
        success: true,
        removed: true,
      });
      const after = await get<{ subscribed: boolean; endpointSubscribed: boolean; subscriptions: number }>(
        guest,
        `webpush/status?endpoint=${encodeURIComponent(good.endpoint)}`,
      );
      expect(after).toEqual({ subscribed: true, endpointSubscribed: false, subscriptions: 1 });
      expect((await server.post("webpush/subscribe", moved)).status).toBe(401);
      expect(
        (await post(guest, "webpush/subscribe", { endpoint: "not a url", keys: browserKeys() })).status,
      ).toBe(400);
    } finally {
      await push.close();
    }
  });
});
