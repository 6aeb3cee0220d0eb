import type { Tx } from "../db/client.ts";
import type { AppContext } from "./context.ts";
import { type IdempotencyKey, onceForKey } from "./idempotency.ts";

/** What every command gets from its runner: the transaction to write in, and the clock. */
export interface CommandScope {
  tx: Tx;
  now: Date;
}

/** What runCommand needs of the app: the database, the clock and the outbox's wake-up. */
export type CommandContext = Pick<AppContext, "db" | "now" | "wakeOutbox">;

/**
 * The Idempotency-Key part of a charging command: the guest, the key and the fingerprint a retry
 * must match, as plain values (lib/http/idempotent.ts derives key and fingerprint from a request).
 */
export interface Idempotency extends IdempotencyKey {
  guestId: number;
}

/**
 * The one way a route, a GraphQL mutation, a socket call or an event handler runs a command: in a
 * new transaction, with the app's clock. Whatever the command writes, its domain events included
 * (lib/outbox), commits together or not at all; a thrown error rolls everything back and reaches
 * the caller. After the commit the events go out at once (ctx.wakeOutbox).
 *
 * With `idempotency` the command runs once per (guest, key) in the same transaction (onceForKey):
 * a retry with the same request replays the first answer, a changed request with the same key is
 * refused (422), and a failed command leaves no key behind.
 *
 * Only module code that needs several transactions in one call (jobs, batches, a claim that must
 * commit before a mail or a payment leaves) opens its own; docs/decisions.md "One way to run a
 * command" lists those places, and scripts/handler-size.mjs refuses a transaction anywhere in the
 * transports (routes, handlers, content/, realtime/, lib/http/).
 */
export async function runCommand<P extends { tx: unknown }, R>(
  ctx: CommandContext,
  command: (input: P) => Promise<R>,
  input: Omit<P, keyof CommandScope>,
  idempotency?: Idempotency | null,
): Promise<R> {
  const result = await ctx.db.transaction((tx) => {
    const run = () => command({ ...input, tx, now: ctx.now() } as unknown as P);
    return idempotency ? onceForKey({ tx, ...idempotency, run }) : run();
  });
  ctx.wakeOutbox();
  return result;
}
