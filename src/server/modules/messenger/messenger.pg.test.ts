import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChannel } from "../../../common/contracts/messenger.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/** Concurrent paid sends on PostgreSQL (PGlite serialises transactions, so a race there proves nothing). */
let server: TestServer;
let actorId: number;
beforeAll(async () => {
  server = await startTestServer();
  actorId = (await buildActor({ db: server.database.db }, { priceMessage: 10, freeMessages: 0 })).id;
});
afterAll(() => server.close());

async function openChannel(bearer: Record<string, string>): Promise<number> {
  const response = await server.fetch(`/rest/v1/messenger/channel/actor/${actorId}`, { headers: bearer });
  return ((await response.json()) as { channel: TChannel }).channel.id;
}

const send = (channelId: number, text: string, headers: Record<string, string>) =>
  server.post(`messenger/channel/${channelId}/send`, { text, expectedPrice: 10 }, headers);

async function books(guestId: number) {
  const [row] = await queryRows<{
    balance: number;
    sum: number;
    messages: number;
    paid: number;
    debits: number;
  }>(
    server.database.db,
    sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance, coalesce((select sum(delta) from ledger_entries l where l.guest_id = g.id), 0)::int as sum,
      (select count(*) from messenger_messages m join messenger_channels c on c.id = m.channel_id
        where c.guest_id = g.id and m.sender = 'guest')::int as messages,
      (select coalesce(sum(m.price), 0) from messenger_messages m join messenger_channels c on c.id = m.channel_id
        where c.guest_id = g.id)::int as paid,
      (select count(*) from ledger_entries l where l.guest_id = g.id and l.kind = 'message')::int as debits
      from guests g where g.id = ${guestId}`,
  );
  return row;
}

describe("concurrent messenger sends on PostgreSQL", () => {
  it("sends exactly 10 of 50 parallel paid messages with coins for 10", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const channelId = await openChannel(guest.bearer);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(channelId, `message ${i}`, guest.bearer)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(40);
    expect(await books(guest.guest.id)).toEqual({ balance: 0, sum: 0, messages: 10, paid: 100, debits: 10 });
    // Every paid message links its own ledger entry of the same amount.
    const [links] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(distinct l.id)::int as n from messenger_messages m
        join ledger_entries l on l.id = m.ledger_entry_id and l.delta = -m.price
        where m.channel_id = ${channelId}`,
    );
    expect(links?.n).toBe(10);
  });

  it("stores one message and charges once for 20 parallel sends with one Idempotency-Key", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const channelId = await openChannel(guest.bearer);
    const headers = { ...guest.bearer, "idempotency-key": "messenger-concurrent-20" };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => send(channelId, "only once", headers)),
    );
    const texts = await Promise.all(responses.map((r) => r.text()));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const text of texts) expect(text).toBe(texts[0]);
    expect(await books(guest.guest.id)).toEqual({ balance: 90, sum: 90, messages: 1, paid: 10, debits: 1 });
  });
});
