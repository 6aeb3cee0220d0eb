import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client.ts";
import { adminUrl } from "../../test/globalSetup.ts";
import { createTestDatabase } from "../../test/testDb.ts";
import type { AppContext } from "../context.ts";
import { OutboxDispatcher, onEvent } from "./dispatcher.ts";
import type { DomainEvent } from "./events.ts";

/**
 * A real instance killed by the operating system (SIGKILL) after its commit, in the middle of
 * delivering the event: the event is not lost, another instance delivers it once the dead one's
 * lease has run out.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const CHILD = fileURLToPath(new URL("../../test/outboxChild.ts", import.meta.url));

it("delivers the event of an instance killed between its commit and the end of the delivery", async () => {
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = adminUrl(process.env.TEST_DATABASE_URL as string, row?.name);
  const guestId = 424_242;
  const child = spawn(process.execPath, ["--import", "tsx", CHILD, url, String(guestId)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on("exit", (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  expect({ code, signal, output }).toEqual({ code: null, signal: "SIGKILL", output: "committed\nclaimed\n" });

  const seen: DomainEvent<"wallet.balanceChanged">[] = [];
  const survivor = new OutboxDispatcher(
    { db: database.db } as AppContext,
    [onEvent("wallet.balanceChanged", "test.seen", async (events) => void seen.push(...events))],
    { error: () => undefined },
    { pollMs: 100 },
  );
  await survivor.start();
  try {
    await expect
      .poll(() => seen.map((event) => event.payload.guestId), { timeout: 10_000 })
      .toEqual([guestId]);
    expect(seen[0]?.attempt).toBe(2);
  } finally {
    await survivor.stop();
  }
  const left = await queryRows(database.db, sql`select id from outbox_events`);
  expect(left).toEqual([]);
}, 30_000);
