import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client.ts";
import { idempotencyKeyOf, onceForKey, requestFingerprint } from "../idempotency.ts";

/**
 * The one way a charging route runs its command: in one transaction, once per (guest, the
 * request's Idempotency-Key), fingerprinted by method, path and the validated input, so a retry
 * replays the first answer and a changed request with the same key is refused (422). Without a key
 * the command simply runs in its transaction.
 */
export function inIdempotentTransaction<T>(options: {
  db: Db;
  request: FastifyRequest;
  guestId: number;
  /** The route's path with its parameters filled in (the fingerprint's path). */
  path: string;
  /** The validated input the command runs with. */
  input: unknown;
  run: (tx: Tx) => Promise<T>;
}): Promise<T> {
  const { request, guestId } = options;
  const key = idempotencyKeyOf(request.headers["idempotency-key"]);
  return options.db.transaction((tx) =>
    onceForKey({
      tx,
      guestId,
      key,
      fingerprint: requestFingerprint(request.method, options.path, options.input),
      run: () => options.run(tx),
    }),
  );
}
