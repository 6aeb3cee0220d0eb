import { createECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGuestState } from "../../../common/contracts/accounts.ts";
import type { TFavoriteActors } from "../../../common/contracts/favorites.ts";
import { queryRows } from "../../db/client.ts";
import { heldAlerts } from "../../db/schema/index.ts";
import type { EventHandler } from "../../lib/outbox/dispatcher.ts";
import type { DomainEvent } from "../../lib/outbox/events.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { scheduleShow } from "../camshows/index.ts";
import { notificationHandlers, sendMorningDigest, webPushFavoriteActorOnline } from "./handlers.ts";
import { releaseHeldAlerts } from "./index.ts";

const silent = { error: () => undefined };
/** Work a handler called here hands over instead of waiting for (pushes, gateways): these tests check what the handler itself wrote. */
const detachedWork: Promise<unknown>[] = [];
const detach = (work: Promise<unknown>) => void detachedWork.push(work);

// 2 March 2026, 23:30 in Berlin (UTC+1): inside 22:00-08:00.
let clock = Date.parse("2026-03-02T22:30:00Z");
let server: TestServer;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  push = await startPushService();
});
afterAll(async () => {
  await push.close();
  await server.close();
});

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const operator = { "x-operator-key": TEST_OPERATOR_KEY };
const post = (guest: Guest, path: string, body: unknown) => server.post(path, body, guest.bearer);
const QUIET = { enabled: true, from: "22:00", to: "08:00", timeZone: "Europe/Berlin" };

/** A local push service that counts the requests per path. */
async function startPushService() {
  const received: string[] = [];
  const http: Server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received.push(request.url ?? "");
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    base,
    count: (path: string) => received.filter((url) => url === path).length,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

/** Waits for the outbox, with the best-effort sends (pushes, texts) its handlers detached. */
const settle = () => server.app.outbox.settled();

async function subscribed(guest: Guest): Promise<string> {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const path = `/guest/${guest.guest.id}`;
  const keys = {
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
  expect((await post(guest, "webpush/subscribe", { endpoint: `${push.base}${path}`, keys })).status).toBe(
    201,
  );
  return path;
}

let numbers = 0;
async function textsTo(e164: string): Promise<string[]> {
  const { calls } = (await (await server.fetch("/dev/phone.json")).json()) as {
    calls: { channel: string; to: string; text: string }[];
  };
  return calls
    .filter((c) => c.to === e164 && c.channel === "sms" && /online/.test(c.text))
    .map((c) => c.text);
}

/** A guest with a verified mobile number. */
async function verifiedGuest(): Promise<{ guest: Guest; e164: string }> {
  const guest = await signUpGuest(server, { verifiedEmail: true });
  numbers++;
  const e164 = `+49151400${String(numbers).padStart(5, "0")}`;
  const started = await post(guest, "pinCall/startVerification", { phoneNumber: e164, type: "sms" });
  const { verification } = (await started.json()) as { verification: { id: number } };
  await server.app.outbox.settled();
  const { calls } = (await (await server.fetch("/dev/phone.json")).json()) as {
    calls: { to: string; text: string }[];
  };
  const digits = /:\s*([\d ]+)\./.exec(calls.find((call) => call.to === e164)?.text ?? "")?.[1] ?? "";
  const verified = await post(guest, "pinCall/verifyPin", {
    id: verification.id,
    type: "sms",
    pin: digits.replace(/ /g, ""),
  });
  expect(verified.status).toBe(200);
  return { guest, e164 };
}

async function pin(guest: Guest, actorId: number, switches: { sms?: boolean; push?: boolean } = {}) {
  expect((await post(guest, "guest/favorite/pin", { objectType: "actor", objectId: actorId })).status).toBe(
    200,
  );
  if (switches.sms !== undefined || switches.push !== undefined)
    expect((await post(guest, `guest/favorite/actor/${actorId}/notifications`, switches)).status).toBe(200);
}

async function flip(actorId: number, state: "online" | "offline") {
  expect((await server.post(`internal/actors/${actorId}/${state}`, {}, operator)).status).toBe(200);
  await settle();
}

describe("quiet hours settings", () => {
  it("are off by default, stored by the endpoint and shown in the guest state", async () => {
    const guest = await signUpGuest(server);
    const read = await server.fetch("/rest/v1/guest/notifications/quietHours", { headers: guest.bearer });
    expect(await read.json()).toEqual({
      enabled: false,
      from: "22:00",
      to: "08:00",
      timeZone: "Europe/Berlin",
    });
    const saved = await post(guest, "guest/notifications/quietHours", {
      enabled: true,
      from: "23:15",
      to: "06:45",
      timeZone: "America/New_York",
    });
    expect(saved.status).toBe(200);
    const state = (await (await post(guest, "guest/profile/get", {})).json()) as TGuestState;
    expect(state.quietHours).toEqual({
      enabled: true,
      from: "23:15",
      to: "06:45",
      timeZone: "America/New_York",
    });
  });

  it("refuses bad input with a 400 and keeps what was stored", async () => {
    const guest = await signUpGuest(server);
    expect((await post(guest, "guest/notifications/quietHours", QUIET)).status).toBe(200);
    const bad = [
      { ...QUIET, from: "24:00" },
      { ...QUIET, to: "7:00" },
      { ...QUIET, to: "22:00" },
      { ...QUIET, timeZone: "Mars/Olympus_Mons" },
      { ...QUIET, timeZone: "" },
      { ...QUIET, enabled: "yes" },
      { ...QUIET, extra: 1 },
      { from: "22:00", to: "08:00", timeZone: "Europe/Berlin" },
      null,
    ];
    for (const body of bad) {
      const response = await post(guest, "guest/notifications/quietHours", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBeTruthy();
      expect(error.message).toBeTruthy();
    }
    const read = await server.fetch("/rest/v1/guest/notifications/quietHours", { headers: guest.bearer });
    expect(await read.json()).toEqual(QUIET);
    expect((await server.post("guest/notifications/quietHours", QUIET)).status).toBe(401);
  });
});

describe("the per-performer push switch", () => {
  it("is on by default, listed with e-mail and SMS, and off means no push of her coming online", async () => {
    clock = Date.parse("2026-03-04T12:00:00Z");
    const on = await signUpGuest(server);
    const off = await signUpGuest(server);
    const actor = await buildActor({ db: server.database.db }, { isOnline: false });
    await pin(on, actor.id);
    await pin(off, actor.id);
    const switched = await post(off, `guest/favorite/actor/${actor.id}/notifications`, { push: false });
    expect(await switched.json()).toMatchObject({ success: true, pushNotify: false, emailNotify: false });
    const list = async (guest: Guest) =>
      (await (
        await server.fetch("/rest/v1/guest/favorite/actors", { headers: guest.bearer })
      ).json()) as TFavoriteActors;
    expect((await list(on)).items[0]).toMatchObject({ pushNotify: true });
    expect((await list(off)).items[0]).toMatchObject({ pushNotify: false });
    const onPath = await subscribed(on);
    const offPath = await subscribed(off);
    await flip(actor.id, "online");
    expect(push.count(onPath)).toBe(1);
    expect(push.count(offPath)).toBe(0);
    // The in-app notification still follows the global setting only.
    const notes = (await (await server.fetch("/rest/v1/notifications", { headers: off.bearer })).json()) as {
      items: { type: number }[];
    };
    expect(notes.items.some((n) => n.type === 1)).toBe(true);
    expect((await post(off, `guest/favorite/actor/${actor.id}/notifications`, { push: "no" })).status).toBe(
      400,
    );
  });
});

describe("alerts in quiet hours", () => {
  it("are held, not sent, and arrive as one digest once the quiet hours are over", async () => {
    clock = Date.parse("2026-03-05T22:30:00Z"); // 23:30 in Berlin
    const { guest, e164 } = await verifiedGuest();
    const awake = await verifiedGuest();
    expect((await post(guest, "guest/notifications/quietHours", QUIET)).status).toBe(200);
    const actors = await Promise.all(
      ["Zoe", "Mia", "Ana", "Eva"].map((name) =>
        buildActor({ db: server.database.db }, { isOnline: false, name: `${name}${numbers}` }),
      ),
    );
    for (const actor of actors) await pin(guest, actor.id, { sms: true });
    await pin(awake.guest, actors[0]?.id ?? 0, { sms: true });
    const path = await subscribed(guest);
    const awakePath = await subscribed(awake.guest);
    for (const actor of actors) await flip(actor.id, "online");

    expect(push.count(path)).toBe(0);
    expect(await textsTo(e164)).toEqual([]);
    expect(push.count(awakePath)).toBe(1);
    expect(await textsTo(awake.e164)).toHaveLength(1);
    const held = await server.database.db
      .select()
      .from(heldAlerts)
      .where(eq(heldAlerts.guestId, guest.guest.id));
    expect(held.filter((h) => h.channel === "push")).toHaveLength(4);
    expect(held.filter((h) => h.channel === "sms")).toHaveLength(4);
    expect(held.every((h) => h.deliveredAt === null)).toBe(true);

    // Still quiet at 07:59: nothing goes out.
    clock = Date.parse("2026-03-06T06:59:00Z");
    expect(await releaseHeldAlerts({ db: server.database.db, now: new Date(clock) })).toBe(0);
    // 08:00: one digest, once, however often the job runs.
    clock = Date.parse("2026-03-06T07:00:00Z");
    expect(await releaseHeldAlerts({ db: server.database.db, now: new Date(clock) })).toBe(1);
    expect(await releaseHeldAlerts({ db: server.database.db, now: new Date(clock) })).toBe(0);
    await settle();
    expect(push.count(path)).toBe(1);
    const texts = await textsTo(e164);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(`${actors[0]?.name}, ${actors[1]?.name} and 2 more came online`);
    expect(texts[0]).toMatch(/^Velvet – While you slept: /);
    // The digest's event delivered again (a dispatcher died after sending): nothing more is sent.
    // (The event itself is gone once handled; its handled mark names it.)
    const [digestEvent] = await queryRows<{ id: number }>(
      server.database.db,
      sql`select max(event_id) as id from outbox_handled where handler = 'notifications.morningDigest'`,
    );
    expect(digestEvent?.id).toBeTruthy();
    await sendMorningDigest.handle(
      [
        {
          id: Number(digestEvent?.id),
          type: "notifications.digestDue",
          payload: { guestId: guest.guest.id, alertIds: held.map((h) => h.id) },
          createdAt: new Date(),
          attempt: 2,
        },
      ],
      server.app.ctx,
      silent,
      detach,
    );
    await settle();
    expect(push.count(path)).toBe(1);
    expect(await textsTo(e164)).toHaveLength(1);
    // Delivered rows are kept a week (against late redeliveries), then deleted.
    const heldOf = () =>
      server.database.db.select().from(heldAlerts).where(eq(heldAlerts.guestId, guest.guest.id));
    expect(await releaseHeldAlerts({ db: server.database.db, now: new Date(clock + 6 * 86_400_000) })).toBe(
      0,
    );
    expect(await heldOf()).toHaveLength(8);
    expect(await releaseHeldAlerts({ db: server.database.db, now: new Date(clock + 8 * 86_400_000) })).toBe(
      0,
    );
    expect(await heldOf()).toEqual([]);
  });

  it("hold an online push once however often its event is delivered, and hold show reminders", async () => {
    clock = Date.parse("2026-03-07T23:30:00Z"); // 00:30 in Berlin
    const guest = await signUpGuest(server);
    expect((await post(guest, "guest/notifications/quietHours", QUIET)).status).toBe(200);
    const actor = await buildActor({ db: server.database.db }, { isOnline: false });
    await pin(guest, actor.id);
    const path = await subscribed(guest);
    const online: DomainEvent<"performers.actorWentOnline"> = {
      id: 9_000_000_001,
      type: "performers.actorWentOnline",
      payload: { actorId: actor.id },
      createdAt: new Date(clock),
      attempt: 1,
    };
    await webPushFavoriteActorOnline.handle([online], server.app.ctx, silent, detach);
    await webPushFavoriteActorOnline.handle([{ ...online, attempt: 2 }], server.app.ctx, silent, detach);

    const show = await server.database.db.transaction((tx) =>
      scheduleShow({
        tx,
        actorId: actor.id,
        input: {
          start: new Date(clock + 15 * 60_000).toISOString(),
          lengthMinutes: 30,
          price: 0,
          seats: 10,
          title: "Midnight",
          description: "",
          featured: false,
        },
        now: new Date(clock),
      }),
    );
    const reminderPush = notificationHandlers.find((h) => h.name === "notifications.showReminder.webPush");
    expect(reminderPush).toBeDefined();
    await (reminderPush as EventHandler<"camshows.reminded">).handle(
      [
        {
          id: 9_000_000_002,
          type: "camshows.reminded",
          payload: { guestId: guest.guest.id, showId: show.id },
          createdAt: new Date(clock),
          attempt: 1,
        },
      ],
      server.app.ctx,
      silent,
      detach,
    );
    await settle();
    expect(push.count(path)).toBe(0);
    const held = await server.database.db
      .select()
      .from(heldAlerts)
      .where(eq(heldAlerts.guestId, guest.guest.id));
    expect(held.map((h) => [h.channel, h.kind, h.label]).sort()).toEqual([
      ["push", "actorOnline", actor.name],
      ["push", "showReminder", `Midnight (${actor.name})`],
    ]);
  });
});
