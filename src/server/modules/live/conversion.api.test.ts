import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGuestState } from "../../../common/contracts/accounts.ts";
import type { TFreeChatAllowance } from "../../../common/contracts/freeChat.ts";
import type { TLiveStartResult } from "../../../common/contracts/live.ts";
import { CONVERSION_CHAT_WINDOW_MS, EXIT_CODES } from "../../../common/live.ts";
import { guests, liveSessions, phoneVerifications } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { billDueSessions, sessionOf, startSession } from "./index.ts";

/**
 * Conversion chat (issue 14): a new guest who never paid has a countdown of 15 minutes from signup
 * (conversionChatCountdownEnd); while it runs, a private chat the guest cannot pay yet with a
 * performer available for conversion chat costs nothing and ends (402) with the countdown; switched off, paid or after the
 * countdown, the chat is paid as always. It is once per verified phone number (issue 26), not per
 * account. The conversion-chat actors query lists who offers it.
 */
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(() => server.close());

let numbers = 0;
/** A fresh German mobile number. */
const newNumber = () => `+49151400${String(++numbers).padStart(5, "0")}`;

/** Verifies a phone number for the guest through pinCall (the PIN read from the sandbox phone's log). */
async function verifyPhone(guest: Guest, e164: string): Promise<void> {
  // Each from an address of its own: the PIN limits per network are not this test's subject.
  const headers = { ...guest.bearer, "x-forwarded-for": `198.51.100.${numbers}` };
  const started = await server.post("pinCall/startVerification", { phoneNumber: e164, type: "sms" }, headers);
  expect(started.status).toBe(200);
  const { verification } = (await started.json()) as { verification: { id: number } };
  await server.app.outbox.settled();
  const { calls } = (await (await server.fetch("/dev/phone.json")).json()) as {
    calls: { to: string; text: string }[];
  };
  // The log lists the newest first.
  const text = calls.find((call) => call.to === e164)?.text ?? "";
  const pin = /\b\d{5,6}\b/.exec(text.replace(/(\d) (?=\d)/g, "$1"))?.[0];
  const verified = await server.post("pinCall/verifyPin", { id: verification.id, type: "sms", pin }, headers);
  expect(verified.status).toBe(200);
}

/** A new guest with a verified phone number (a confirmed e-mail address, as a PIN needs). */
async function guestWithPhone(e164 = newNumber()): Promise<Guest> {
  const guest = await signUpGuest(server, { verifiedEmail: true });
  await verifyPhone(guest, e164);
  return guest;
}

const db = () => server.database.db;

const start = (guest: Guest, actorId: number) =>
  server.post("livechat/start", { actorId, chatType: "LIVECHAT" }, guest.bearer);
const profile = async (guest: Guest) =>
  (await (await server.post("guest/profile/get", {}, guest.bearer)).json()) as TGuestState;
const allowance = async (guest: Guest) =>
  (await (
    await server.fetch("/rest/v1/free-chat/allowance", { headers: guest.bearer })
  ).json()) as TFreeChatAllowance;
const conversionActor = (available = true) =>
  buildActor({ db: db() }, { isOnline: true, priceVideoChat: 30, isAvailableForConversionChat: available });

describe("conversion chat", () => {
  it("gives a new guest a countdown and a free private chat with a conversion performer", async () => {
    const actor = await conversionActor();
    const other = await conversionActor(false);
    const guest = await guestWithPhone();
    const [row] = await db()
      .select({ createdAt: guests.createdAt })
      .from(guests)
      .where(eq(guests.id, guest.guest.id));
    if (!row) throw new Error("no guest");
    const end = new Date(row.createdAt.getTime() + CONVERSION_CHAT_WINDOW_MS).toISOString();
    expect((await profile(guest)).conversionChatCountdownEnd).toBe(end);
    const offer = await allowance(guest);
    expect(offer.conversionChat.countdownEnd).toBe(end);
    expect(offer.conversionChat.actorIds).toContain(actor.id);
    expect(offer.conversionChat.actorIds).not.toContain(other.id);
    expect(offer.conversionChat.access).toBe("open");

    // No coins at all: the chat with a performer who does not offer it needs money.
    expect((await start(guest, other.id)).status).toBe(402);
    const response = await start(guest, actor.id);
    expect(response.status).toBe(201);
    const body = (await response.json()) as TLiveStartResult;
    expect(body.pricePerMinute).toEqual({ value: 0, currency: "VXC" });
    expect(body.session.coinsCharged).toBe(0);
  });

  it("charges a new guest who can pay as always (the conversion chat replaces a refusal only)", async () => {
    const actor = await conversionActor();
    const guest = await signUpGuest(server, { coins: 100 });
    expect((await profile(guest)).conversionChatCountdownEnd).not.toBeNull();
    const response = await start(guest, actor.id);
    expect(response.status).toBe(201);
    const body = (await response.json()) as TLiveStartResult;
    expect(body.pricePerMinute.value).toBe(30);
    expect(body.session.coinsCharged).toBe(30);
  });

  it("is paid as always once the guest switched it off, or after the countdown", async () => {
    const actor = await conversionActor();
    const off = await signUpGuest(server);
    expect((await server.post("guest/conversionChat", { action: "disable" }, off.bearer)).status).toBe(200);
    expect((await profile(off)).conversionChatCountdownEnd).toBeNull();
    expect((await start(off, actor.id)).status).toBe(402);

    const late = await signUpGuest(server);
    await db()
      .update(guests)
      .set({ createdAt: new Date(Date.now() - CONVERSION_CHAT_WINDOW_MS - 1000) })
      .where(eq(guests.id, late.guest.id));
    expect((await profile(late)).conversionChatCountdownEnd).toBeNull();
    expect((await allowance(late)).conversionChat).toEqual({
      countdownEnd: null,
      actorIds: [],
      access: null,
    });
    expect((await start(late, actor.id)).status).toBe(402);

    const paying = await signUpGuest(server);
    await db().update(guests).set({ isPayingCustomer: true }).where(eq(guests.id, paying.guest.id));
    expect((await start(paying, actor.id)).status).toBe(402);
  });

  it("ends the free chat with 402 at the first minute after the countdown, charging nothing", async () => {
    const actor = await conversionActor();
    const { guest } = await guestWithPhone();
    const [row] = await db()
      .select({ createdAt: guests.createdAt })
      .from(guests)
      .where(eq(guests.id, guest.id));
    const createdAt = row?.createdAt as Date;
    const minuteMs = 60_000;
    // Started 13.5 minutes after signup: minutes at 14.5 and the one due at 15.5 is past the end.
    const t0 = new Date(createdAt.getTime() + 13.5 * 60_000);
    const session = await db().transaction((tx) =>
      startSession({
        tx,
        guestId: guest.id,
        actorId: actor.id,
        chatType: "LIVECHAT",
        capCoins: null,
        minuteMs,
        language: "en",
        now: t0,
      }),
    );
    expect(session.pricePerMinute).toBe(0);
    const bill = async (minutes: number) => {
      const now = new Date(t0.getTime() + minutes * minuteMs);
      await db().update(liveSessions).set({ lastSeenAt: now }).where(eq(liveSessions.id, session.id));
      await billDueSessions({ db: db(), now });
    };
    await bill(1);
    expect(await sessionOf(db(), guest.id, session.id)).toMatchObject({ state: "active", minutesCharged: 2 });
    await bill(2);
    expect(await sessionOf(db(), guest.id, session.id)).toMatchObject({
      state: "ended",
      exitCode: EXIT_CODES.previewTimeOver,
      minutesCharged: 2,
      coinsCharged: 0,
    });
  });

  it("needs a verified phone number, and is once per number, not once per account", async () => {
    const actor = await conversionActor();
    const noPhone = await signUpGuest(server);
    expect((await allowance(noPhone)).conversionChat.access).toBe("verifyPhone");
    const refused = await start(noPhone, actor.id);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({
      error: { code: "INSUFFICIENT_FUNDS", details: { conversionChat: "verifyPhone" } },
    });

    // The first account with the number has its free chat, and may start it again in its window.
    const e164 = newNumber();
    const first = await guestWithPhone(e164);
    const chat = await start(first, actor.id);
    expect(chat.status).toBe(201);
    const { sessionId } = (await chat.json()) as TLiveStartResult;
    expect((await server.post(`livechat/${sessionId}/end`, {}, first.bearer)).status).toBe(200);
    expect((await start(first, actor.id)).status).toBe(201);
    await server.post(`livechat/${sessionId + 1}/end`, {}, first.bearer);

    // The number is released (its verification erased, as when the account goes) and verified by
    // a fresh account: the number had its free chat, the new account gets none.
    await db().delete(phoneVerifications).where(eq(phoneVerifications.guestId, first.guest.id));
    const second = await guestWithPhone(e164);
    expect((await allowance(second)).conversionChat.access).toBe("numberUsed");
    const again = await start(second, actor.id);
    expect(again.status).toBe(402);
    expect(await again.json()).toMatchObject({ error: { details: { conversionChat: "numberUsed" } } });
    const chats = await db()
      .select({ id: liveSessions.id })
      .from(liveSessions)
      .where(eq(liveSessions.guestId, second.guest.id));
    expect(chats).toEqual([]);
  });

  it("lists the online conversion performers in the content service's conversionChatActors", async () => {
    const available = await conversionActor();
    const offline = await buildActor({ db: db() }, { isOnline: false, isAvailableForConversionChat: true });
    const { token } = (await (await server.fetch("/rest/v1/content/token")).json()) as { token: string };
    const answer = await server.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: "{ conversionChatActors(first: 100) { id isOnline } }" }),
    });
    const { data } = (await answer.json()) as {
      data: { conversionChatActors: { id: number; isOnline: boolean }[] };
    };
    const ids = data.conversionChatActors.map((a) => a.id);
    expect(ids).toContain(available.id);
    expect(ids).not.toContain(offline.id);
    expect(data.conversionChatActors.every((a) => a.isOnline)).toBe(true);
  });
});
