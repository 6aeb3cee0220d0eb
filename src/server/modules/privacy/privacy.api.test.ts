import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
let videoId: number;
beforeAll(async () => {
  server = await startTestServer();
  const actor = await buildActor({ db: server.database.db });
  videoId = (await buildVideo({ db: server.database.db }, actor.id, { price: 10 })).id;
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.post(path, body, headers);

describe("GDPR", () => {
  it("exports the guest's data without secrets", async () => {
    const guest = await signUpGuest(server, { coins: 50 });
    await post(`video/${videoId}/buy`, {}, guest.bearer);
    const response = await server.fetch("/rest/v1/guest/data/export", { headers: guest.bearer });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="velvet-data-\d+\.json"/,
    );
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.profile.email).toBe(guest.email);
    expect(data.ledger.map((e: { delta: number }) => e.delta)).toEqual([50, -10]);
    expect(data.purchases).toEqual([
      expect.objectContaining({ itemType: "video", itemId: videoId, price: 10 }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.mails.length).toBe(1);
    expect(text).not.toMatch(/argon2|password|tokenHash|token_hash/i);
    expect((await server.fetch("/rest/v1/guest/data/export")).status).toBe(401);
  });

  it("deletes the account after the password: personal data gone, ledger kept pseudonymised", async () => {
    const guest = await signUpGuest(server, { coins: 50 });
    await post(`video/${videoId}/buy`, {}, guest.bearer);
    expect((await post("guest/delete", { password: "wrong one" }, guest.bearer)).status).toBe(403);
    const deleted = await post("guest/delete", { password: guest.password }, guest.bearer);
    expect(deleted.status).toBe(200);
    expect((await post("guest/profile/get", {}, guest.bearer)).status).toBe(401);
    expect((await post("auth/login", { email: guest.email, password: guest.password })).status).toBe(401);
    const [row] = await queryRows<{
      email: string;
      name: string;
      ledger: number;
      sum: number;
      balance: number;
      mails: number;
    }>(
      server.database.db,
      sql`select g.email, g.name, coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance,
        (select count(*) from ledger_entries l where l.guest_id = g.id)::int as ledger,
        (select sum(delta) from ledger_entries l where l.guest_id = g.id)::int as sum,
        (select count(*) from mail_outbox m where m.to = ${guest.email})::int as mails
        from guests g where g.id = ${guest.guest.id}`,
    );
    expect(row).toEqual({
      email: `deleted-${guest.guest.id}@deleted.invalid`,
      name: "",
      balance: 40,
      ledger: 2,
      sum: 40,
      mails: 0,
    });
    // The address is free again.
    const again = await post("auth/signup", {
      email: guest.email,
      password: "new account pw",
      name: "Again",
    });
    expect(again.status).toBe(201);
  });
});
