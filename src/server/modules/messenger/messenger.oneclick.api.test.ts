import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChannel, TMessengerOneClickResult } from "../../../common/contracts/messenger.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: "123", holder: "Test Guest" });
const OK = card("4242 4242 4242 4242");
const DECLINED = card("4000 0000 0000 0002");

const as = (guest: Guest | null, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.post(path, body, { ...(guest ? guest.bearer : {}), ...headers });

async function channelOf(guest: Guest): Promise<number> {
  const actor = await buildActor({ db: server.database.db });
  const response = await server.fetch(`/rest/v1/messenger/channel/actor/${actor.id}`, {
    headers: guest.bearer,
  });
  return ((await response.json()) as { channel: TChannel }).channel.id;
}

/** A guest with a saved card and one-click on for p20 and p40. */
async function oneClickGuest(saved = OK): Promise<Guest> {
  const guest = await signUpGuest(server);
  expect((await as(guest, "payment/card", { card: saved })).status).toBe(200);
  const settings = await as(guest, "payment/settings", {
    oneClick: { enabled: true, packageIds: ["p20", "p40"] },
  });
  expect(settings.status).toBe(200);
  return guest;
}

async function books(guestId: number) {
  const [row] = await queryRows<{ balance: number; sum: number; payments: number }>(
    server.database.db,
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, coalesce((select sum(delta) from ledger_entries l where l.guest_id = g.id), 0)::int as sum,
      (select count(*) from payments p where p.guest_id = g.id)::int as payments
      from guests g where g.id = ${guestId}`,
  );
  return row;
}

describe("one-click top-up in the messenger", () => {
  it("needs a login, the guest's own channel and one-click switched on", async () => {
    const guest = await oneClickGuest();
    const channelId = await channelOf(guest);
    const path = `messenger/channel/${channelId}/oneclick`;
    expect((await as(null, path, { packageId: "p20" })).status).toBe(401);
    const other = await oneClickGuest();
    expect((await as(other, path, { packageId: "p20" })).status).toBe(404);
    expect((await as(guest, "messenger/channel/999999/oneclick", { packageId: "p20" })).status).toBe(404);
    expect((await as(guest, path, { packageId: "p400" })).status).toBe(403);
    expect((await as(guest, path, { packageId: "nope" })).status).toBe(400);
    const off = await signUpGuest(server);
    expect((await as(off, "payment/card", { card: OK })).status).toBe(200);
    const offChannel = await channelOf(off);
    const refused = await as(off, `messenger/channel/${offChannel}/oneclick`, { packageId: "p20" });
    expect(refused.status).toBe(403);
    expect(await books(off.guest.id)).toEqual({ balance: 0, sum: 0, payments: 0 });
  });

  it("charges the saved card once per key, credits the coins and pushes the balance", async () => {
    const guest = await oneClickGuest();
    const channelId = await channelOf(guest);
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await socket.next("session.ack");
    const key = { "idempotency-key": "oneclick-messenger-1" };
    const path = `messenger/channel/${channelId}/oneclick?language=de`;
    const first = await as(guest, path, { packageId: "p40" }, key);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as TMessengerOneClickResult;
    expect(answer).toMatchObject({
      success: true,
      status: "succeeded",
      coins: 40,
      guestBalance: 40,
      channelId,
    });
    expect(answer.resultMessage.success).toBe(true);
    expect(answer.resultMessage.text).toContain("40 VXC");
    expect(await socket.next("balance.update")).toMatchObject({ balance: 40 });
    socket.close();
    const again = await as(guest, path, { packageId: "p40" }, key);
    expect(await again.json()).toEqual(answer);
    expect((await as(guest, path, { packageId: "p20" }, key)).status).toBe(422);
    expect(await books(guest.guest.id)).toEqual({ balance: 40, sum: 40, payments: 1 });
  });

  it("answers a declined card with 402 PAYMENT_DECLINED and credits nothing", async () => {
    const guest = await oneClickGuest(DECLINED);
    const channelId = await channelOf(guest);
    const response = await as(guest, `messenger/channel/${channelId}/oneclick`, { packageId: "p20" });
    expect(response.status).toBe(402);
    const body = (await response.json()) as { error: { code: string; details: TMessengerOneClickResult } };
    expect(body.error.code).toBe("PAYMENT_DECLINED");
    expect(body.error.details).toMatchObject({ status: "declined", coins: 0, guestBalance: 0 });
    expect(body.error.details.resultMessage.success).toBe(false);
    expect(await books(guest.guest.id)).toMatchObject({ balance: 0, sum: 0 });
  });
});
