import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/** Real concurrency: these run on PostgreSQL only (PGlite serialises every transaction). */
let server: TestServer;
let videoIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx);
  videoIds = [];
  for (let i = 0; i < 30; i++) videoIds.push((await buildVideo(ctx, actor.id, { price: 10 })).id);
});
afterAll(() => server.close());

const buy = (videoId: number, headers: Record<string, string>) =>
  server.fetch(`/rest/v1/video/${videoId}/buy`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: "{}",
  });

async function books(guestId: number) {
  const [row] = await queryRows<{ balance: number; sum: number; purchases: number; charges: number }>(
    server.database.db,
    sql`select g.balance, coalesce((select sum(delta) from ledger_entries l where l.guest_id = g.id), 0)::int as sum,
      (select count(*) from purchases p where p.guest_id = g.id)::int as purchases,
      (select count(*) from ledger_entries l where l.guest_id = g.id and l.kind = 'purchase')::int as charges
      from guests g where g.id = ${guestId}`,
  );
  return row;
}

describe("concurrent purchases on PostgreSQL", () => {
  it("sells exactly what the balance pays for when 30 buys race for 100 coins", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const statuses = (await Promise.all(videoIds.map((id) => buy(id, guest.bearer)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    expect(await books(guest.guest.id)).toEqual({ balance: 0, sum: 0, purchases: 10, charges: 10 });
  });

  it("charges once when the same video is bought 20 times at once", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => buy(videoIds[0] as number, guest.bearer)),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(await books(guest.guest.id)).toEqual({ balance: 90, sum: 90, purchases: 1, charges: 1 });
  });

  it("answers every concurrent retry of one Idempotency-Key with the same result", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const headers = { ...guest.bearer, "idempotency-key": "concurrent-key-1" };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => buy(videoIds[1] as number, headers)),
    );
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ guestBalance: 90, charged: true });
    expect(await books(guest.guest.id)).toEqual({ balance: 90, sum: 90, purchases: 1, charges: 1 });
  });
});
