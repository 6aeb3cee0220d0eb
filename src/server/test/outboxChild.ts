import { openDatabase } from "../db/client.ts";
import type { AppContext } from "../lib/context.ts";
import { OutboxDispatcher, onEvent } from "../lib/outbox/dispatcher.ts";
import { recordEvent } from "../lib/outbox/events.ts";

/**
 * An instance that dies (outbox.pg.test.ts): it commits a change with its event, claims the event
 * for delivery and is killed by the operating system in the middle of its handler.
 * Arguments: the database URL and the event's guest id.
 */
const [url, guestIdText] = process.argv.slice(2);
if (!url || !guestIdText) throw new Error("usage: outboxChild <database url> <guest id>");
const guestId = Number(guestIdText);
const database = await openDatabase({ url, poolSize: 2 });
await database.db.transaction((tx) => recordEvent(tx, "wallet.balanceChanged", { guestId }));
process.stdout.write("committed\n");
const dispatcher = new OutboxDispatcher(
  { db: database.db } as AppContext,
  [
    onEvent("wallet.balanceChanged", "test.seen", async (events) => {
      if (!events.some((event) => event.payload.guestId === guestId)) return;
      process.stdout.write("claimed\n");
      process.kill(process.pid, "SIGKILL");
      await new Promise(() => undefined);
    }),
  ],
  { error: () => undefined },
  { leaseMs: 1_000 },
);
await dispatcher.runOnce();
