import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPincallResult } from "../../../common/contracts/phone.ts";
import { queryRows } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { pinSentTo } from "../../test/phone.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * The PIN is a secret (issue 26): the outbox event that sends it carries none, the sender makes it
 * when it sends, and afterwards no table holds it in clear. The sandbox phone's texts in
 * mail_outbox (sms:/tel: mails, /dev/phone.json) are the simulated phone network, the provider's
 * side, and are left out (docs/decisions.md "Phone PINs: limits, budget, storage").
 */
let server: TestServer;
beforeAll(async () => {
  // The outbox waits until a test delivers it (settled()), so what it holds can be read first.
  server = await startTestServer({ outbox: { dispatch: false } });
});
afterAll(() => server.close());

/** Every row of every table of the database, as text, with its table (the phone's texts left out unless asked). */
async function everyRow(withPhone: boolean): Promise<{ table: string; row: string }[]> {
  const tables = await queryRows<{ name: string }>(
    server.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: { table: string; row: string }[] = [];
  for (const { name } of tables) {
    const found = await queryRows<{ row: string }>(
      server.database.db,
      sql`select t::text as row from ${sql.identifier(name)} t`,
    );
    for (const { row } of found) rows.push({ table: name, row });
  }
  return rows.filter(
    ({ table, row }) => withPhone || !(table === "mail_outbox" && /^\(\d+,"?(sms|tel):/.test(row)),
  );
}

/** The rows where a PIN stands as a number of its own (not inside a longer run of digits). */
async function rowsWith(pin: string, withPhone = false): Promise<string[]> {
  const alone = new RegExp(`(^|\\D)${pin}(\\D|$)`);
  return (await everyRow(withPhone)).filter(({ row }) => alone.test(row)).map(({ table }) => table);
}

describe("the PIN in the database", () => {
  it("is in no outbox payload and no table, before or after it is sent; only its hash is kept", async () => {
    const guest = await signUpGuest(server, { verifiedEmail: true });
    const e164 = "+4915100000301";
    const response = await server.post(
      "pinCall/startVerification",
      { phoneNumber: e164, type: "sms" },
      guest.bearer,
    );
    expect(response.status).toBe(200);
    const { verification } = (await response.json()) as TPincallResult;
    // Waiting in the outbox: what the sender needs, and no secret.
    const [event] = await queryRows<{ payload: Record<string, unknown> }>(
      server.database.db,
      sql`select payload from outbox_events where type = 'phone.pinRequested'`,
    );
    expect(Object.keys(event?.payload ?? {}).sort()).toEqual(["channel", "language", "to", "verificationId"]);
    const [before] = await queryRows<{ pin_hash: string | null }>(
      server.database.db,
      sql`select pin_hash from phone_verifications where id = ${verification.id}`,
    );
    expect(before?.pin_hash).toBeNull();

    await server.app.outbox.settled();
    const pin = await pinSentTo(server, e164);
    expect(pin).toMatch(/^\d{6}$/);
    // The scan sees a PIN where one is: in the simulated phone network's text, and nowhere else.
    expect(await rowsWith(pin, true)).toEqual(["mail_outbox"]);
    expect(await rowsWith(pin)).toEqual([]);
    const [after] = await queryRows<{ pin_hash: string | null }>(
      server.database.db,
      sql`select pin_hash from phone_verifications where id = ${verification.id}`,
    );
    expect(after?.pin_hash).toMatch(/^[0-9a-f]{64}$/);
    // The PIN the phone got is the one the hash checks.
    const verified = await server.post(
      "pinCall/verifyPin",
      { id: verification.id, type: "sms", pin },
      guest.bearer,
    );
    expect(verified.status).toBe(200);
    expect(await rowsWith(pin)).toEqual([]);
  });

  it("sends a redelivered event's PIN once, and a PIN that expired before it could go out never", async () => {
    const guest = await signUpGuest(server, { verifiedEmail: true });
    const e164 = "+4915100000302";
    const started = await server.post(
      "pinCall/startVerification",
      { phoneNumber: e164, type: "sms" },
      guest.bearer,
    );
    expect(started.status).toBe(200);
    const [event] = await queryRows<{ id: number; payload: unknown }>(
      server.database.db,
      sql`select id, payload from outbox_events where type = 'phone.pinRequested'`,
    );
    await server.app.outbox.settled();
    // The same event again (at-least-once delivery): the PIN exists, nothing more is sent.
    await server.database.db.execute(
      sql`insert into outbox_events (type, payload) values ('phone.pinRequested', ${JSON.stringify(event?.payload)}::jsonb)`,
    );
    await server.app.outbox.settled();
    const sent = async (to: string) =>
      (
        await queryRows<{ n: number }>(
          server.database.db,
          sql`select count(*)::int as n from mail_outbox where "to" = ${`sms:${to}`}`,
        )
      )[0]?.n;
    expect(await sent(e164)).toBe(1);

    const late = "+4915100000303";
    await server.post("pinCall/startVerification", { phoneNumber: late, type: "sms" }, guest.bearer);
    await server.database.db.execute(
      sql`update phone_verifications set expires_at = now() - interval '1 second' where e164 = ${late}`,
    );
    await server.app.outbox.settled();
    expect(await sent(late)).toBe(0);
  });
});
