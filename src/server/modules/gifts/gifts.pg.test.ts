import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TChannel } from "../../../common/contracts/messenger.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** Concurrent gift sends on PostgreSQL (PGlite serialises transactions, so a race there proves nothing). */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ROSE = 1;

describe("concurrent gift sends on PostgreSQL", () => {
  it("uses a guest's one own rose once among 10 parallel sends; the others pay or are refused", async () => {
    const actor = await buildActor({ db: server.database.db }, { priceMessage: 2, freeMessages: 0 });
    // 10 coins: the own rose plus two paid roses (5 each) at most.
    const guest = await signUpGuest(server, { coins: 10 });
    const granted = await server.post(
      "internal/grantMessengerGifts",
      { guestId: guest.guest.id, gifts: [{ giftId: ROSE, count: 1 }], reason: "race" },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    expect(granted.status).toBe(200);
    const opened = await server.fetch(`/rest/v1/messenger/channel/actor/${actor.id}`, {
      headers: guest.bearer,
    });
    const { channel } = (await opened.json()) as { channel: TChannel };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.post(
          `messenger/channel/${channel.id}/send`,
          { gifts: [{ giftId: ROSE, quantity: 1 }], expectedPrice: 5 },
          guest.bearer,
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(7);
    const [books] = await queryRows<{
      balance: number;
      ledger: number;
      owned: number;
      fromOwned: number;
      coins: number;
    }>(
      server.database.db,
      sql`select coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance,
          (select coalesce(sum(delta), 0)::int from ledger_entries where guest_id = g.id) as ledger,
          (select coalesce(sum(count), 0)::int from guest_gifts where guest_id = g.id) as owned,
          (select coalesce(sum(mg.from_owned), 0)::int from messenger_message_gifts mg
            join messenger_messages m on m.id = mg.message_id where m.channel_id = ${channel.id}) as "fromOwned",
          (select coalesce(sum(mg.coins), 0)::int from messenger_message_gifts mg
            join messenger_messages m on m.id = mg.message_id where m.channel_id = ${channel.id}) as coins
        from guests g where g.id = ${guest.guest.id}`,
    );
    expect(books).toEqual({ balance: 0, ledger: 0, owned: 0, fromOwned: 1, coins: 10 });
  });
});
