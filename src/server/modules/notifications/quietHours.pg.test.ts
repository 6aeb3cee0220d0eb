import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { guests, heldAlerts, phoneVerifications, quietHours } from "../../db/schema/index.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { releaseHeldAlerts } from "./index.ts";

/**
 * The morning digest on PostgreSQL with real concurrency (PGlite serialises transactions): four
 * digest rounds at once, as on four instances, claim a guest's held alerts once, record one digest
 * event and send one SMS.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;

describe("the quiet-hours digest on PostgreSQL", () => {
  it("is claimed and sent once when several rounds run at once", async () => {
    const stamp = Date.now();
    const [guest] = await db()
      .insert(guests)
      .values({ email: `digest-${stamp}@example.com`, name: "Digest", passwordHash: "x", language: "en" })
      .returning({ id: guests.id });
    if (!guest) throw new Error("no guest");
    const e164 = `+4915150${String(stamp).slice(-6)}`;
    await db()
      .insert(phoneVerifications)
      .values({
        guestId: guest.id,
        type: "sms",
        lineType: "mobile",
        countryCode: "DE",
        preCode: "49",
        number: e164.slice(3),
        e164,
        e123: e164,
        pinLength: 6,
        pinSalt: "s",
        pinHash: "h",
        expiresAt: new Date(),
        verifiedAt: new Date(),
      });
    // Quiet from 22:00 to 08:00 Berlin time; now (noon on 6 March 2026) they are over.
    await db()
      .insert(quietHours)
      .values({
        guestId: guest.id,
        enabled: true,
        startMinute: 22 * 60,
        endMinute: 8 * 60,
        timeZone: "Europe/Berlin",
      });
    const heldAt = new Date("2026-03-05T23:00:00Z");
    await db()
      .insert(heldAlerts)
      .values(
        ["Zoe", "Mia", "Ana"].flatMap((name, i) => [
          { guestId: guest.id, channel: "sms", kind: "actorOnline", sourceKey: `s${i}`, label: name, heldAt },
          {
            guestId: guest.id,
            channel: "push",
            kind: "actorOnline",
            sourceKey: `p${i}`,
            label: name,
            heldAt,
          },
        ]),
      );
    const now = new Date("2026-03-06T11:00:00Z");
    const claims = await Promise.all(Array.from({ length: 4 }, () => releaseHeldAlerts({ db: db(), now })));
    expect(claims.reduce((a, b) => a + b, 0)).toBe(1);
    const events = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from outbox_events
           where type = 'notifications.digestDue' and (payload ->> 'guestId')::int = ${guest.id}`,
    );
    expect(events[0]?.n).toBe(1);
    const pending = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from held_alerts where guest_id = ${guest.id} and delivered_at is null`,
    );
    expect(pending[0]?.n).toBe(0);

    await server.app.outbox.settled();
    const { calls } = (await (await server.fetch("/dev/phone.json")).json()) as {
      calls: { to: string; text: string }[];
    };
    const texts = calls.filter((c) => c.to === e164).map((c) => c.text);
    expect(texts).toEqual([expect.stringContaining("While you slept: Zoe, Mia and 1 more came online")]);
  });
});
