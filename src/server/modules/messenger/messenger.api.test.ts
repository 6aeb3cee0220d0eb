import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TChannel,
  TChannelChange,
  TChannelList,
  TMessagePage,
  TMessengerActor,
  TNavbarChannels,
  TRecommendations,
  TSendResult,
} from "../../../common/contracts/messenger.ts";
import { VOUCHER_TYPES } from "../../../common/enums.ts";
import { queryRows } from "../../db/client.ts";
import { vouchers } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const ctx = () => ({ db: server.database.db });

async function get<T>(path: string, guest: Guest | null, status = 200): Promise<T> {
  const response = await server.fetch(`/rest/v1/${path}`, { headers: guest ? guest.bearer : {} });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
async function post<T>(
  path: string,
  guest: Guest | null,
  body: unknown = {},
  status = 200,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await server.post(path, body, { ...(guest ? guest.bearer : {}), ...headers });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(status);
  return answer as T;
}
const actorSays = (actorId: number, guestId: number, text: string) =>
  post<{ channelId: number }>("internal/messenger/send", null, { actorId, guestId, text }, 201, {
    "x-operator-key": TEST_OPERATOR_KEY,
  });
const open = async (guest: Guest, actorId: number) =>
  (await get<{ channel: TChannel }>(`messenger/channel/actor/${actorId}`, guest)).channel;
const send = (
  guest: Guest,
  channelId: number,
  text: string,
  expectedPrice: number,
  status = 200,
  key?: string,
) =>
  post<TSendResult & { error?: { code: string; details?: { price?: number; required?: number } } }>(
    `messenger/channel/${channelId}/send`,
    guest,
    { text, expectedPrice },
    status,
    key ? { "idempotency-key": key } : {},
  );

async function books(guestId: number) {
  const [row] = await queryRows<{ balance: number; sum: number; messages: number; debits: number }>(
    server.database.db,
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, coalesce((select sum(delta) from ledger_entries l where l.guest_id = g.id), 0)::int as sum,
      (select count(*) from messenger_messages m join messenger_channels c on c.id = m.channel_id
        where c.guest_id = g.id and m.sender = 'guest')::int as messages,
      (select count(*) from ledger_entries l where l.guest_id = g.id and l.kind = 'message')::int as debits
      from guests g where g.id = ${guestId}`,
  );
  return row;
}

describe("messenger access", () => {
  it("needs a login and hides other guests' channels (404)", async () => {
    const actor = await buildActor(ctx());
    const [a, b] = [await signUpGuest(server), await signUpGuest(server)];
    await get("messenger/channels", null, 401);
    await get(`messenger/channel/actor/${actor.id}`, null, 401);
    const channel = await open(a, actor.id);
    expect(channel).toMatchObject({ actorId: actor.id, guestId: a.guest.id, unreadCount: 0, actorAge: 25 });
    await get(`messenger/channel/${channel.id}`, b, 404);
    await get(`messenger/channel/${channel.id}/messages`, b, 404);
    await post(`messenger/channel/${channel.id}/send`, b, { text: "hi", expectedPrice: 2 }, 404);
    for (const action of ["read", "archive", "unarchive", "block", "unblock"])
      await post(`messenger/channel/${channel.id}/${action}`, b, {}, 404);
    await get("messenger/channel/actor/999999", a, 404);
    await get("messenger/channel/abc", a, 400);
    // Opening again finds the same channel.
    expect((await open(a, actor.id)).id).toBe(channel.id);
  });

  it("refuses malformed input", async () => {
    const actor = await buildActor(ctx());
    const guest = await signUpGuest(server);
    const channel = await open(guest, actor.id);
    const broken = await server.fetch(`/rest/v1/messenger/channel/${channel.id}/send`, {
      method: "POST",
      headers: { "content-type": "application/json", ...guest.bearer },
      body: "{nope",
    });
    expect(broken.status).toBe(400);
    await post(`messenger/channel/${channel.id}/send`, guest, { text: "", expectedPrice: 2 }, 400);
    await post(`messenger/channel/${channel.id}/send`, guest, { text: "x", expectedPrice: -1 }, 400);
    await post(`messenger/channel/${channel.id}/send`, guest, { text: "x", expectedPrice: 2, more: 1 }, 400);
    await get("messenger/channels?filter=bogus", guest, 400);
    await get(`messenger/channel/${channel.id}/messages?limit=1000`, guest, 400);
    await post(`messenger/channel/${channel.id}/read`, guest, { x: 1 }, 400);
    await post("internal/messenger/send", null, { actorId: actor.id, guestId: guest.guest.id }, 400, {
      "x-operator-key": TEST_OPERATOR_KEY,
    });
  });
});

describe("actor messages, unread and filters", () => {
  it("counts unread, marks read without going below 0, and sorts by message time", async () => {
    const guest = await signUpGuest(server);
    const [first, second, third] = [
      await buildActor(ctx()),
      await buildActor(ctx()),
      await buildActor(ctx()),
    ];
    const c1 = (await actorSays(first.id, guest.guest.id, "Hello from one")).channelId;
    await actorSays(second.id, guest.guest.id, "Hello from two");
    await actorSays(second.id, guest.guest.id, "Still there?");
    const c3 = (await open(guest, third.id)).id;

    let list = await get<TChannelList>("messenger/channels", guest);
    expect(list.unreadTotal).toBe(3);
    expect(list.total).toBe(3);
    expect(list.channels.map((c) => c.actorId)).toEqual([second.id, first.id, third.id]);
    expect(list.channels[0]).toMatchObject({ unread: true, unreadCount: 2, subject: "Still there?" });
    expect(list.channels[0]?.sentDiffForHumans).toBe("just now");
    const german = await get<TChannelList>("messenger/channels?language=de", guest);
    expect(german.channels[0]?.sentDiffForHumans).toBe("gerade eben");

    const read = await post<TChannelChange>(`messenger/channel/${c1}/read`, guest);
    expect(read.unreadTotal).toBe(2);
    expect(read.channel).toMatchObject({ unread: false, unreadCount: 0 });
    expect(read.channel.lastViewedTimestamp).not.toBeNull();
    expect((await post<TChannelChange>(`messenger/channel/${c1}/read`, guest)).unreadTotal).toBe(2);

    // "unread" puts unread channels first; "online" shows online actors only.
    await actorSays(first.id, guest.guest.id, "Newest");
    await post(`messenger/channel/${c1}/read`, guest);
    list = await get<TChannelList>("messenger/channels?filter=unread", guest);
    expect(list.channels.map((c) => c.actorId)).toEqual([second.id, first.id, third.id]);
    list = await get<TChannelList>("messenger/channels?filter=newest", guest);
    expect(list.channels.map((c) => c.actorId)).toEqual([first.id, second.id, third.id]);
    await post(`internal/actors/${third.id}/online`, null, {}, 200, { "x-operator-key": TEST_OPERATOR_KEY });
    list = await get<TChannelList>("messenger/channels?filter=online", guest);
    expect(list.channels.map((c) => c.id)).toEqual([c3]);
    expect(list.channels[0]?.isActorOnline).toBe(true);

    // Messages, newest first, paged backwards.
    const page = await get<TMessagePage>(`messenger/channel/${list.channels[0]?.id}/messages`, guest);
    expect(page).toEqual({ messages: [], hasMore: false });
    const firstPage = await get<TMessagePage>(`messenger/channel/${c1}/messages?limit=1`, guest);
    expect(firstPage.hasMore).toBe(true);
    expect(firstPage.messages.map((m) => [m.from, m.text])).toEqual([["actor", "Newest"]]);
    expect(firstPage.messages[0]?.readAt).not.toBeNull();
    const older = await get<TMessagePage>(
      `messenger/channel/${c1}/messages?before=${firstPage.messages[0]?.id}`,
      guest,
    );
    expect(older).toMatchObject({ hasMore: false, messages: [{ text: "Hello from one" }] });

    // All seen.
    expect(await post("messenger/channels/seen", guest)).toEqual({ success: true, unreadTotal: 0 });
    expect((await get<TChannelList>("messenger/channels", guest)).unreadTotal).toBe(0);
  });

  it("keeps the navbar to 5 unread channels, last touched first", async () => {
    const guest = await signUpGuest(server);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const actor = await buildActor(ctx());
      ids.push(actor.id);
      await actorSays(actor.id, guest.guest.id, `Message ${i}`);
    }
    const navbar = await get<TNavbarChannels>("messenger/navbar", guest);
    expect(navbar.unreadTotal).toBe(7);
    expect(navbar.channels.map((c) => c.actorId)).toEqual(ids.slice(2).reverse());
    await post(`messenger/channel/${navbar.channels[0]?.id}/read`, guest);
    const after = await get<TNavbarChannels>("messenger/navbar", guest);
    expect(after.unreadTotal).toBe(6);
    expect(after.channels).toHaveLength(5);
    expect(after.channels.every((c) => c.unread)).toBe(true);
  });

  it("archives, restores on a new message, and blocks both directions", async () => {
    const guest = await signUpGuest(server, { coins: 20 });
    const actor = await buildActor(ctx());
    const { channelId } = await actorSays(actor.id, guest.guest.id, "Hi");
    const archived = await post<TChannelChange>(`messenger/channel/${channelId}/archive`, guest);
    expect(archived.channel.archived).toBe(true);
    expect((await get<TChannelList>("messenger/channels", guest)).channels).toEqual([]);
    expect((await get<TChannelList>("messenger/channels?filter=archived", guest)).channels).toHaveLength(1);
    await post(`messenger/channel/${channelId}/unarchive`, guest);
    expect((await get<TChannelList>("messenger/channels", guest)).channels).toHaveLength(1);
    await post(`messenger/channel/${channelId}/archive`, guest);
    await actorSays(actor.id, guest.guest.id, "Come back");
    expect((await get<{ channel: TChannel }>(`messenger/channel/${channelId}`, guest)).channel.archived).toBe(
      false,
    );

    const blocked = await post<TChannelChange>(`messenger/channel/${channelId}/block`, guest);
    expect(blocked.channel.blocked).toBe(true);
    // A blocked channel's unread messages do not count.
    expect(blocked.unreadTotal).toBe(0);
    expect((await send(guest, channelId, "hello?", 2, 403)).error?.code).toBe("FORBIDDEN");
    await post(
      "internal/messenger/send",
      null,
      { actorId: actor.id, guestId: guest.guest.id, text: "x" },
      403,
      {
        "x-operator-key": TEST_OPERATOR_KEY,
      },
    );
    expect((await get<TChannelList>("messenger/channels?filter=blocked", guest)).channels).toHaveLength(1);
    expect((await get<TChannelList>("messenger/channels", guest)).channels).toHaveLength(0);
    await post(`messenger/channel/${channelId}/unblock`, guest);
    expect((await send(guest, channelId, "hello", 2)).charged).toBe(2);
  });
});

describe("sending and paying", () => {
  it("uses free messages, then a voucher, then the price; 409 on a changed price; 402 writes nothing", async () => {
    const guest = await signUpGuest(server, { coins: 5 });
    const actor = await buildActor(ctx(), { priceMessage: 3, freeMessages: 2 });
    const channel = await open(guest, actor.id);
    expect(channel).toMatchObject({ freeMessagesAmount: 2, messagePrice: 3, isMessagingFree: true });

    // The shown price: the actor's price or what this message costs (0 when free).
    const one = await send(guest, channel.id, "one", 0);
    expect(one).toMatchObject({
      success: true,
      charged: 0,
      guestBalance: 5,
      message: { from: "guest", price: 0 },
    });
    expect(one.channel.freeMessagesAmount).toBe(1);
    const two = await send(guest, channel.id, "two", 3);
    expect(two).toMatchObject({ charged: 0, channel: { freeMessagesAmount: 0, isMessagingFree: false } });

    // A voucher of type 5 pays next.
    await server.database.db.insert(vouchers).values({
      guestId: guest.guest.id,
      type: VOUCHER_TYPES.messages,
      amount: 1,
      remaining: 1,
      validFrom: new Date(Date.now() - 60_000),
      validTo: new Date(Date.now() + 86_400_000),
      source: "test",
    });
    expect((await open(guest, actor.id)).isMessagingFree).toBe(true);
    expect(await send(guest, channel.id, "three", 3)).toMatchObject({ charged: 0, voucherUsed: true });

    // Then coins, at the shown price only.
    const conflict = await send(guest, channel.id, "four", 0, 409);
    expect(conflict.error).toMatchObject({ code: "CONFLICT", details: { price: 3 } });
    const paid = await send(guest, channel.id, "four", 3);
    expect(paid).toMatchObject({
      charged: 3,
      guestBalance: 2,
      guestBalanceFormatted: "2 VXC",
      message: { price: 3 },
    });
    expect(paid.channel).toMatchObject({ lastMessageId: paid.message.id, subject: "four" });

    const before = await books(guest.guest.id);
    const refused = await send(guest, channel.id, "five", 3, 402);
    expect(refused.error).toMatchObject({ code: "INSUFFICIENT_FUNDS", details: { required: 3 } });
    expect(await books(guest.guest.id)).toEqual(before);
    expect(before).toEqual({ balance: 2, sum: 2, messages: 4, debits: 1 });
    const messages = await get<TMessagePage>(`messenger/channel/${channel.id}/messages`, guest);
    expect(messages.messages.map((m) => [m.text, m.price])).toEqual([
      ["four", 3],
      ["three", 0],
      ["two", 0],
      ["one", 0],
    ]);
  });

  it("answers a resend with the same Idempotency-Key from the first answer and charges once", async () => {
    const guest = await signUpGuest(server, { coins: 10 });
    const actor = await buildActor(ctx(), { priceMessage: 4 });
    const channel = await open(guest, actor.id);
    const first = await send(guest, channel.id, "once", 4, 200, "message-key-1");
    const again = await send(guest, channel.id, "once", 4, 200, "message-key-1");
    expect(again).toEqual(first);
    expect(await books(guest.guest.id)).toEqual({ balance: 6, sum: 6, messages: 1, debits: 1 });
    await send(guest, channel.id, "other text", 4, 422, "message-key-1");
    await send(guest, channel.id, "x", 4, 400, "short");
  });
});

describe("actor details and recommendations", () => {
  it("refuses sends of a restricted guest until the open amount is settled", async () => {
    const actor = await buildActor(ctx(), { priceMessage: 3, freeMessages: 0 });
    const guest = await signUpGuest(server, { coins: 30 });
    const channel = await open(guest, actor.id);
    await post(
      `internal/guests/${guest.guest.id}/restrict`,
      null,
      { level: 1, compensationDueCents: 500 },
      200,
      {
        "x-operator-key": TEST_OPERATOR_KEY,
      },
    );
    const refused = await send(guest, channel.id, "hello", 3, 403);
    expect(refused.error?.code).toBe("ACCOUNT_RESTRICTED");
    expect((await books(guest.guest.id))?.messages).toBe(0);
  });

  it("shows the actor beside the channel", async () => {
    const guest = await signUpGuest(server);
    const actor = await buildActor(ctx(), { name: "SidePanelSue", priceMessage: 5, freeMessages: 1 });
    const details = await get<TMessengerActor>(`messenger/actor/${actor.id}?language=de`, guest);
    expect(details).toMatchObject({
      id: actor.id,
      name: "SidePanelSue",
      age: 25,
      isOnline: false,
      languages: ["de", "en"],
      prices: { message: 5, videoChat: 8, singleC2c: 11, voyeur: 4 },
      freeMessages: 1,
    });
    expect(details.avatar?.src).toMatch(/^\/media\/.+-w640\.jpg$/);
    expect(details.url).toBe("/de/amateur/sidepanelsue/");
    await get(`messenger/actor/999999`, guest, 404);
    await get(`messenger/actor/${actor.id}`, null, 401);
  });

  it("recommends online actors only, without the current one", async () => {
    const guest = await signUpGuest(server);
    const online: number[] = [];
    for (let i = 0; i < 11; i++) {
      const actor = await buildActor(ctx());
      online.push(actor.id);
      await post(`internal/actors/${actor.id}/online`, null, {}, 200, {
        "x-operator-key": TEST_OPERATOR_KEY,
      });
    }
    const current = online[0] as number;
    const grid = await get<TRecommendations>(`messenger/recommendations?currentActorId=${current}`, guest);
    expect(grid.visible).toBe(8);
    expect(grid.actors).toHaveLength(9);
    expect(grid.actors.every((a) => a.isOnline && a.id !== current)).toBe(true);
    const slider = await get<TRecommendations>("messenger/recommendations?useGrid=false", guest);
    expect(slider.visible).toBe(5);
    await get("messenger/recommendations?useGrid=maybe", guest, 400);
  });
});
