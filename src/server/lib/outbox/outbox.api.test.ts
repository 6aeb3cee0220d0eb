import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { queryRows } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { createTestDatabase } from "../../test/testDb.ts";
import { startTestServer, TEST_OPERATOR_KEY } from "../../test/testServer.ts";
import type { AppContext } from "../context.ts";
import { type AnyEventHandler, OutboxDispatcher, onEvent } from "./dispatcher.ts";
import { type DomainEvent, firstDelivery, recordEvent } from "./events.ts";

/**
 * The outbox on a real database (PGlite, and PostgreSQL in the api:postgres project): delivery
 * after commit only, redelivery after a dispatcher dies, retries of the failed handler only, and
 * handlers that write once per event.
 */
let database: Database;
const silent = { error: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

let nextGuestId = 1_000;
/** A payload no other test of this file uses. */
const uniqueGuest = () => nextGuestId++;

function dispatcher(
  handlers: AnyEventHandler[],
  options: ConstructorParameters<typeof OutboxDispatcher>[3] = {},
) {
  return new OutboxDispatcher({ db: database.db } as AppContext, handlers, silent, options);
}

function recorder(name: string, seen: DomainEvent<"wallet.balanceChanged">[]) {
  return onEvent("wallet.balanceChanged", name, async (events) => {
    seen.push(...events);
  });
}

async function pending(guestId: number) {
  return queryRows<{ id: number; attempts: number; failed_at: Date | null; last_error: string | null }>(
    database.db,
    sql`select id, attempts, failed_at, last_error from outbox_events where payload ->> 'guestId' = ${String(guestId)}`,
  );
}

/** Makes every waiting event due now (instead of waiting for its back-off). */
const dueNow = () => database.db.execute(sql`update outbox_events set lease_until = now()`);

describe("the outbox", () => {
  it("delivers an event after its transaction commits, then forgets it", async () => {
    const guestId = uniqueGuest();
    const seen: DomainEvent<"wallet.balanceChanged">[] = [];
    const outbox = dispatcher([recorder("test.seen", seen)]);
    await database.db.transaction((tx) => recordEvent(tx, "wallet.balanceChanged", { guestId }));
    await outbox.settled();
    expect(seen.filter((event) => event.payload.guestId === guestId)).toEqual([
      expect.objectContaining({ type: "wallet.balanceChanged", payload: { guestId }, attempt: 1 }),
    ]);
    expect(await pending(guestId)).toEqual([]);
  });

  it("never delivers an event of a transaction that rolled back", async () => {
    const guestId = uniqueGuest();
    const seen: DomainEvent<"wallet.balanceChanged">[] = [];
    const outbox = dispatcher([recorder("test.seen", seen)]);
    await expect(
      database.db.transaction(async (tx) => {
        await recordEvent(tx, "wallet.balanceChanged", { guestId });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await outbox.settled();
    expect(seen.filter((event) => event.payload.guestId === guestId)).toEqual([]);
    expect(await pending(guestId)).toEqual([]);
  });

  it("runs a round soon after wake(), with no poll", async () => {
    const guestId = uniqueGuest();
    const seen: DomainEvent<"wallet.balanceChanged">[] = [];
    const outbox = dispatcher([recorder("test.seen", seen)], { pollMs: 3_600_000 });
    await outbox.start();
    try {
      await outbox.settled();
      await database.db.transaction((tx) => recordEvent(tx, "wallet.balanceChanged", { guestId }));
      outbox.wake();
      await expect
        .poll(() => seen.some((event) => event.payload.guestId === guestId), { timeout: 5_000 })
        .toBe(true);
    } finally {
      await outbox.stop();
    }
  });

  it("hands the events of a dispatcher that died mid-delivery to another once its lease runs out", async () => {
    const guestId = uniqueGuest();
    let claimed!: () => void;
    const claimedByFirst = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    // The first instance claims the event and never finishes: its process is gone.
    const dying = dispatcher(
      [
        onEvent("wallet.balanceChanged", "test.seen", async (events) => {
          if (events.some((event) => event.payload.guestId === guestId)) {
            claimed();
            await new Promise(() => undefined);
          }
        }),
      ],
      { leaseMs: 400 },
    );
    await database.db.transaction((tx) => recordEvent(tx, "wallet.balanceChanged", { guestId }));
    void dying.runOnce();
    await claimedByFirst;
    const seen: DomainEvent<"wallet.balanceChanged">[] = [];
    const survivor = dispatcher([recorder("test.seen", seen)]);
    // While the lease holds, the other instance leaves the event alone.
    await survivor.settled();
    expect(seen.filter((event) => event.payload.guestId === guestId)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await survivor.settled();
    expect(seen.filter((event) => event.payload.guestId === guestId)).toEqual([
      expect.objectContaining({ payload: { guestId }, attempt: 2 }),
    ]);
    expect(await pending(guestId)).toEqual([]);
  });

  it("retries only the handler that failed, and sets an event aside after the last attempt", async () => {
    const guestId = uniqueGuest();
    const good: DomainEvent<"wallet.balanceChanged">[] = [];
    let failures = 0;
    const outbox = dispatcher(
      [
        recorder("test.good", good),
        onEvent("wallet.balanceChanged", "test.flaky", async (events) => {
          if (events.some((event) => event.payload.guestId === guestId)) {
            failures++;
            throw new Error("push service away");
          }
        }),
      ],
      { maxAttempts: 3 },
    );
    await database.db.transaction((tx) => recordEvent(tx, "wallet.balanceChanged", { guestId }));
    await outbox.settled();
    expect(await pending(guestId)).toEqual([
      expect.objectContaining({ attempts: 1, failed_at: null, last_error: "test.flaky: push service away" }),
    ]);
    for (let round = 0; round < 2; round++) {
      await dueNow();
      await outbox.settled();
    }
    expect(failures).toBe(3);
    // The handler that succeeded ran once, not on every retry.
    expect(good.filter((event) => event.payload.guestId === guestId)).toHaveLength(1);
    const [row] = await pending(guestId);
    expect(row?.attempts).toBe(3);
    expect(row?.failed_at).not.toBeNull();
    // Set aside: no further deliveries.
    await dueNow();
    await outbox.settled();
    expect(failures).toBe(3);
    await database.db.execute(sql`delete from outbox_events where failed_at is not null`);
  });

  it("lets a handler that writes do so once per event, however often it is delivered", async () => {
    const guestId = uniqueGuest();
    await database.db.execute(
      sql`create table if not exists outbox_test_writes (event_id bigint, guest_id int)`,
    );
    const writeOnce = onEvent("wallet.balanceChanged", "test.write", async (events, ctx) => {
      for (const event of events)
        await ctx.db.transaction(async (tx) => {
          if (!(await firstDelivery(tx, event.id, "test.write"))) return;
          await tx.execute(
            sql`insert into outbox_test_writes values (${event.id}, ${event.payload.guestId})`,
          );
        });
      if (events.some((event) => event.payload.guestId === guestId && event.attempt === 1))
        throw new Error("the instance died after the write");
    });
    const outbox = dispatcher([writeOnce]);
    await database.db.transaction((tx) => recordEvent(tx, "wallet.balanceChanged", { guestId }));
    await outbox.settled();
    await dueNow();
    await outbox.settled();
    const writes = await queryRows<{ guest_id: number }>(
      database.db,
      sql`select guest_id from outbox_test_writes where guest_id = ${guestId}`,
    );
    expect(writes).toHaveLength(1);
    expect(await pending(guestId)).toEqual([]);
  });

  it("refuses two handlers of the same name", () => {
    const seen: DomainEvent<"wallet.balanceChanged">[] = [];
    expect(() => dispatcher([recorder("test.twice", seen), recorder("test.twice", seen)])).toThrow(
      "Two event handlers are named test.twice",
    );
  });
});

describe("the app's dispatcher", () => {
  it("delivers the events of a request that wrote as soon as it is answered, with no poll", async () => {
    const server = await startTestServer({ database, outbox: { pollMs: 3_600_000 } });
    try {
      const guest = await signUpGuest(server);
      const socket = await TestSocket.open(server.url);
      socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
      await socket.next("session.ack");
      const credited = await server.post(
        `internal/guests/${guest.guest.id}/credit`,
        { coins: 7, reason: "wake-up" },
        { "x-operator-key": TEST_OPERATOR_KEY },
      );
      expect(credited.status).toBe(201);
      expect(await socket.next("balance.update")).toMatchObject({ balance: 7 });
      socket.close();
    } finally {
      await server.close();
    }
  });
});
