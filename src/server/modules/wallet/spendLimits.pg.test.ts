import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { debit } from "./index.ts";

/** Real concurrency on PostgreSQL: debits at once never pass a spend limit together. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const books = async (guestId: number) => {
  const [row] = await queryRows<{ sum: string; spent: string; balance: number }>(
    server.database.db,
    sql`select (select sum(delta) from ledger_entries where guest_id = ${guestId}) as sum,
               (select coalesce(sum(-delta), 0) from ledger_entries where guest_id = ${guestId} and delta < 0) as spent,
               coalesce((select balance from wallet_balances where guest_id = ${guestId}), 0) as balance`,
  );
  return { sum: Number(row?.sum), spent: Number(row?.spent), balance: Number(row?.balance) };
};
const setLimits = async (guest: Awaited<ReturnType<typeof signUpGuest>>, body: unknown) => {
  const response = await server.fetch("/rest/v1/guest/spendLimits", {
    method: "PUT",
    headers: { ...guest.bearer, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
};

describe("spend limits under concurrency on PostgreSQL", () => {
  it("30 simultaneous debits of 7 coins against a 50-coin week limit: exactly 7 pass, the books balance", async () => {
    const guest = await signUpGuest(server, { coins: 1000 });
    await setLimits(guest, { week: 50 });
    const kinds = ["message", "chat", "purchase"] as const;
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        server.database.db
          .transaction((tx) =>
            debit({
              tx,
              guestId: guest.guest.id,
              coins: 7,
              kind: kinds[i % 3] ?? "chat",
              reason: `race:${i}`,
            }),
          )
          .then(
            () => "paid",
            (error: unknown) => (error instanceof AppError ? error.code : String(error)),
          ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(7);
    expect(outcomes.filter((outcome) => outcome === "SPEND_LIMIT")).toHaveLength(23);
    expect(await books(guest.guest.id)).toEqual({ sum: 951, spent: 49, balance: 951 });
  });

  it("20 simultaneous purchases of 10-coin videos against a 55-coin day limit: exactly 5 are bought", async () => {
    const db = server.database.db;
    const actor = await buildActor({ db });
    const videos = await Promise.all(
      Array.from({ length: 20 }, () => buildVideo({ db }, actor.id, { price: 10 })),
    );
    const guest = await signUpGuest(server, { coins: 500 });
    await setLimits(guest, { day: 55 });
    const answers = await Promise.all(
      videos.map((video, i) =>
        server.post(
          `video/${video.id}/buy`,
          {},
          // Both paths: the one-round-trip buy (no key) and the keyed transaction.
          i % 2 === 0
            ? guest.bearer
            : { ...guest.bearer, "idempotency-key": `race-buy-${guest.guest.id}-${i}` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(15);
    expect(await books(guest.guest.id)).toEqual({ sum: 450, spent: 50, balance: 450 });
    const [owned] = await queryRows<{ count: string }>(
      db,
      sql`select count(*) as count from purchases where guest_id = ${guest.guest.id}`,
    );
    expect(Number(owned?.count)).toBe(5);
  });

  it("a guest without limits still pays in parallel down to the balance, never below", async () => {
    const guest = await signUpGuest(server, { coins: 100 });
    const outcomes = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        server.database.db
          .transaction((tx) =>
            debit({ tx, guestId: guest.guest.id, coins: 10, kind: "message", reason: `free:${i}` }),
          )
          .then(
            () => "paid",
            (error: unknown) => (error instanceof AppError ? error.code : String(error)),
          ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === "INSUFFICIENT_FUNDS")).toHaveLength(5);
    expect(await books(guest.guest.id)).toEqual({ sum: 0, spent: 100, balance: 0 });
  });
});
