import type { Tx } from "../db/client.ts";
import type { AppContext } from "./context.ts";

/** What every command gets from its runner: the transaction to write in, and the clock. */
export interface CommandScope {
  tx: Tx;
  now: Date;
}

/**
 * The one way a route (or a job) runs a command: in a new transaction, with the app's clock.
 * Whatever the command writes, its domain events included (lib/outbox), commits together or not
 * at all; a thrown error rolls everything back and reaches the caller. After the commit the events
 * go out at once (ctx.wakeOutbox). Commands that spend with an
 * Idempotency-Key run through lib/http/idempotent.ts instead, which adds the key's bookkeeping to
 * the same transaction.
 */
export async function runCommand<P extends { tx: unknown }, R>(
  ctx: Pick<AppContext, "db" | "now" | "wakeOutbox">,
  command: (input: P) => Promise<R>,
  input: Omit<P, keyof CommandScope>,
): Promise<R> {
  const result = await ctx.db.transaction((tx) => command({ ...input, tx, now: ctx.now() } as unknown as P));
  ctx.wakeOutbox();
  return result;
}
