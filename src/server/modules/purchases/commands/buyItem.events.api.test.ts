import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import { type Database, queryRows, type Tx } from "../../../db/client.ts";
import { guests, vouchers, walletBalances } from "../../../db/schema/index.ts";
import { buildActor, buildVideo } from "../../../test/factories.ts";
import { createTestDatabase } from "../../../test/testDb.ts";
import { buyItem } from "./buyItem.ts";

/**
 * buyItem() (the transaction path: vouchers, Idempotency-Key) records the purchase's events in its
 * transaction with the payloads buy_item() writes in SQL: they commit with the purchase, or not at all.
 */
let database: Database;
let actorId: number;
const now = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  actorId = (await buildActor({ db: database.db })).id;
});
afterAll(() => database?.close());

let nextGuest = 0;
async function guestWith(balance: number): Promise<number> {
  nextGuest += 1;
  const [row] = await database.db
    .insert(guests)
    .values({ email: `buyer${nextGuest}@example.com`, name: "Buyer", passwordHash: "x" })
    .returning({ id: guests.id });
  const id = (row as { id: number }).id;
  // The coins as the wallet holds them (no ledger: these tests read the purchase's events only).
  await database.db.insert(walletBalances).values({ guestId: id, balance });
  return id;
}

/** The events a transaction wrote for a guest, read inside it (the outbox delivers after commit). */
const eventsOf = (tx: Tx, guestId: number) =>
  queryRows<{ type: string; payload: unknown }>(
    tx,
    sql`select type, payload from outbox_events where payload ->> 'guestId' = ${String(guestId)} order by id`,
  );

class RollBack extends Error {}

/** Runs the buy and answers the events it recorded, then rolls everything back. */
async function eventsOfBuy(guestId: number, videoId: number) {
  let seen: { type: string; payload: unknown }[] = [];
  await database.db
    .transaction(async (tx) => {
      await buyItem({ tx, guestId, itemType: "video", itemId: videoId, now });
      seen = await eventsOf(tx, guestId);
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return seen;
}

describe("buyItem()'s events", () => {
  it("a charged purchase records the balance change and the completed purchase", async () => {
    const guestId = await guestWith(50);
    const video = await buildVideo({ db: database.db }, actorId, { price: 20 });
    expect(await eventsOfBuy(guestId, video.id)).toEqual([
      { type: "wallet.balanceChanged", payload: { guestId } },
      {
        type: "purchases.completed",
        payload: { guestId, itemType: "video", itemId: video.id, price: 20, voucherUsed: false },
      },
    ]);
  });

  it("a purchase paid by a voucher records the vouchers' change and no balance change", async () => {
    const guestId = await guestWith(0);
    await database.db.insert(vouchers).values({
      guestId,
      type: VOUCHER_TYPES.video,
      amount: 1,
      remaining: 1,
      validFrom: new Date(now.getTime() - 1000),
      validTo: new Date(now.getTime() + 86_400_000),
      source: "test",
    });
    const video = await buildVideo({ db: database.db }, actorId, { price: 20 });
    expect(await eventsOfBuy(guestId, video.id)).toEqual([
      { type: "benefits.vouchersChanged", payload: { guestId } },
      {
        type: "purchases.completed",
        payload: { guestId, itemType: "video", itemId: video.id, price: 20, voucherUsed: true },
      },
    ]);
  });

  it("a purchase refused for too few coins leaves no event behind", async () => {
    const guestId = await guestWith(5);
    const video = await buildVideo({ db: database.db }, actorId, { price: 20 });
    await expect(
      database.db.transaction((tx) => buyItem({ tx, guestId, itemType: "video", itemId: video.id, now })),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS" });
    expect(await database.db.transaction((tx) => eventsOf(tx, guestId))).toEqual([]);
  });
});
