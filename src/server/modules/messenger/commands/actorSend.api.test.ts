import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { guests, messengerChannels, messengerMessages } from "../../../db/schema/index.ts";
import { buildActor } from "../../../test/factories.ts";
import { signUpGuest } from "../../../test/guests.ts";
import { startTestServer, type TestServer } from "../../../test/testServer.ts";
import { actorSend } from "./actorSend.ts";

/**
 * An actor's message is one statement with its messenger.messageSent event (recordEventSql): no
 * transaction around it, and the event exists exactly when the message does. The dispatcher is off,
 * so the outbox shows what each send recorded.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ outbox: { dispatch: false } });
});
afterAll(() => server.close());

async function sentEvents(guestId: number) {
  return queryRows<{ payload: unknown }>(
    server.database.db,
    sql`select payload from outbox_events
         where type = 'messenger.messageSent' and (payload->>'guestId')::bigint = ${guestId} order by id`,
  );
}

const send = (actorId: number, guestId: number, text: string) =>
  actorSend({ tx: server.database.db, actorId, guestId, text, now: new Date() });

describe("actorSend", () => {
  it("records its event in the same statement, typed and in the guest's saved language", async () => {
    const { guest } = await signUpGuest(server);
    const actor = await buildActor({ db: server.database.db });
    await server.database.db.update(guests).set({ language: "DE-at" }).where(eq(guests.id, guest.id));
    const { channel, message } = await send(actor.id, guest.id, "Hallo");
    const [event, ...more] = await sentEvents(guest.id);
    expect(more).toEqual([]);
    const payload = typeof event?.payload === "string" ? JSON.parse(event.payload) : event?.payload;
    expect(payload).toEqual({
      guestId: guest.id,
      actorId: actor.id,
      channelId: channel.id,
      messageId: message.id,
      from: "actor",
      language: "de",
    });
    // A language the site does not have falls back, as normalizeLanguage() does.
    await server.database.db.update(guests).set({ language: "fr" }).where(eq(guests.id, guest.id));
    await send(actor.id, guest.id, "Bonjour");
    const languages = (await sentEvents(guest.id)).map(
      (row) => (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload).language,
    );
    expect(languages).toEqual(["de", "en"]);
  });

  it("writes neither message nor event to a blocked channel, an unknown guest or an unknown actor", async () => {
    const { guest } = await signUpGuest(server);
    const actor = await buildActor({ db: server.database.db });
    const { channel } = await send(actor.id, guest.id, "First");
    await server.database.db
      .update(messengerChannels)
      .set({ blocked: true })
      .where(eq(messengerChannels.id, channel.id));
    await expect(send(actor.id, guest.id, "Blocked")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(send(2_000_000_000, guest.id, "Nobody")).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(send(actor.id, 2_000_000_000, "Nobody")).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await sentEvents(guest.id)).toHaveLength(1);
    expect(await sentEvents(2_000_000_000)).toHaveLength(0);
    const messages = await server.database.db
      .select({ text: messengerMessages.text })
      .from(messengerMessages)
      .where(and(eq(messengerMessages.channelId, channel.id)));
    expect(messages.map((m) => m.text)).toEqual(["First"]);
  });
});
