import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationType } from "../../../common/contracts/notifications.ts";
import { queryRows } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import type { DomainEvent } from "../../lib/outbox/events.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { notifyActorMessage, notifyFavoriteActorOnline } from "./handlers.ts";

/**
 * The notifications' event handlers are idempotent by event id: the outbox may deliver an event
 * again (a dispatcher died after the handler's commit), and the guest still gets one notification.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const silent = { error: () => undefined };
/** Work a handler called here hands over instead of waiting for (pushes, gateways): these tests check what the handler itself wrote. */
const detachedWork: Promise<unknown>[] = [];
const detach = (work: Promise<unknown>) => void detachedWork.push(work);
/** An event id no dispatcher of this server hands out (the handler is called directly). */
const UNDELIVERED_EVENT_ID = 9_000_000_000;

async function loggedInSocket(accessToken: string) {
  const socket = await TestSocket.open(server.url);
  socket.send({ type: "session.request", accessToken, language: "en" });
  await socket.next("session.ack");
  return socket;
}

async function notificationsOf(guestId: number, type: NotificationType) {
  return server.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.guestId, guestId), eq(notifications.type, type)));
}

describe("notification handlers delivered twice", () => {
  it("store a favourite's online notification once and push it once", async () => {
    const fan = await signUpGuest(server);
    const actor = await buildActor({ db: server.database.db }, { isOnline: false });
    const pinned = await server.post(
      "guest/favorite/pin",
      { objectType: "actor", objectId: actor.id },
      fan.bearer,
    );
    expect(pinned.status).toBe(200);
    const socket = await loggedInSocket(fan.accessToken);
    const event: DomainEvent<"performers.actorWentOnline"> = {
      id: UNDELIVERED_EVENT_ID,
      type: "performers.actorWentOnline",
      payload: { actorId: actor.id },
      createdAt: new Date(),
      attempt: 1,
    };
    await notifyFavoriteActorOnline.handle([event], server.app.ctx, silent, detach);
    await notifyFavoriteActorOnline.handle([{ ...event, attempt: 2 }], server.app.ctx, silent, detach);
    await server.app.outbox.settled();

    expect(await notificationsOf(fan.guest.id, NotificationType.ActorOnline)).toHaveLength(1);
    expect((await socket.next("notification.added")).notification).toMatchObject({
      type: NotificationType.ActorOnline,
      data: { actorId: actor.id },
    });
    // Anything pushed for a second notification would have come before the push of this change.
    await server.post("notifications/seen", {}, fan.bearer);
    await socket.next("notification.seen");
    expect(socket.received.filter((message) => message.type === "notification.added")).toEqual([]);
    socket.close();
  });

  it("store an actor message's notification once", async () => {
    const guest = await signUpGuest(server);
    const actor = await buildActor({ db: server.database.db });
    const sent = await server.post(
      "internal/messenger/send",
      { actorId: actor.id, guestId: guest.guest.id, text: "Hello" },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    expect(sent.status).toBe(201);
    const { channelId, message } = (await sent.json()) as { channelId: number; message: { id: number } };
    await server.app.outbox.settled();
    expect(await notificationsOf(guest.guest.id, NotificationType.NewMessage)).toHaveLength(1);

    // The delivered event once more, as after a dispatcher died before marking it delivered.
    const [handled] = await queryRows<{ event_id: number | string }>(
      server.database.db,
      sql`select event_id from outbox_handled where handler = ${notifyActorMessage.name}`,
    );
    expect(handled).toBeDefined();
    await notifyActorMessage.handle(
      [
        {
          id: Number(handled?.event_id),
          type: "messenger.messageSent",
          payload: {
            guestId: guest.guest.id,
            actorId: actor.id,
            channelId,
            messageId: message.id,
            from: "actor",
            language: "en",
          },
          createdAt: new Date(),
          attempt: 2,
        },
      ],
      server.app.ctx,
      silent,
      detach,
    );
    expect(await notificationsOf(guest.guest.id, NotificationType.NewMessage)).toHaveLength(1);
  });

  it("writes a batch's actor messages in one go: new events once, a handled one skipped, a gone actor left out", async () => {
    const [first, second] = [await signUpGuest(server), await signUpGuest(server)];
    if (!first || !second) throw new Error("two guests");
    const actor = await buildActor({ db: server.database.db }, { name: "BatchWriter" });
    const event = (id: number, guestId: number, actorId: number): DomainEvent<"messenger.messageSent"> => ({
      id,
      type: "messenger.messageSent",
      payload: { guestId, actorId, channelId: 1, messageId: id, from: "actor", language: "en" },
      createdAt: new Date(),
      attempt: 1,
    });
    const base = UNDELIVERED_EVENT_ID + 100;
    // The first guest's first event was handled before (a dispatcher died after the commit).
    await notifyActorMessage.handle([event(base, first.guest.id, actor.id)], server.app.ctx, silent, detach);
    const batch = [
      { ...event(base, first.guest.id, actor.id), attempt: 2 },
      event(base + 1, first.guest.id, actor.id),
      event(base + 2, second.guest.id, actor.id),
      event(base + 3, second.guest.id, 2_000_000_000),
      // A guest's own message is no notification.
      {
        ...event(base + 4, second.guest.id, actor.id),
        payload: { ...event(base + 4, second.guest.id, actor.id).payload, from: "guest" as const },
      },
    ];
    await notifyActorMessage.handle(batch, server.app.ctx, silent, detach);
    await notifyActorMessage.handle(
      batch.map((e) => ({ ...e, attempt: 3 })),
      server.app.ctx,
      silent,
      detach,
    );
    const firsts = await notificationsOf(first.guest.id, NotificationType.NewMessage);
    const seconds = await notificationsOf(second.guest.id, NotificationType.NewMessage);
    expect(firsts).toHaveLength(2);
    expect(seconds).toHaveLength(1);
    expect(seconds[0]?.data).toMatchObject({ actorId: actor.id, actorName: "BatchWriter" });
  });
});
