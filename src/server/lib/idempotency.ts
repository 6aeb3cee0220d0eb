import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/idempotency.ts";
import { AppError, AppErrorCode } from "./errors.ts";

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** A request's Idempotency-Key and the fingerprint (requestFingerprint) a retry with it must match. */
export interface IdempotencyKey {
  key: string;
  fingerprint: string;
}

/** Validates the Idempotency-Key header value (absent is allowed). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key))
    throw new AppError(
      AppErrorCode.VALIDATION_FAILED,
      "Idempotency-Key must be 8 to 128 letters, digits or _.:-",
    );
  return key;
}

/**
 * The hash a retry must match. The body is a parsed JSON body (at most 32 levels and 128 KiB, see
 * lib/http/conventions.ts), so serializing it is linear and cannot overflow the stack; a value that still
 * cannot be serialized (a handler's own input) is bad input, not a 500.
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(body ?? null);
  } catch {
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "The request body cannot be read as JSON");
  }
  return createHash("sha256").update(`${method} ${path} ${text}`).digest("hex");
}

/**
 * Runs a charging command once per (guest, key), in the caller's transaction. The key row is
 * written first, so a concurrent retry waits on it and then reads the stored answer (the first
 * answer is that stored copy too: all are identical); a retry with another request is refused
 * (422). A failing command rolls the key back with everything else, so only successful answers
 * are remembered.
 */
export async function onceForKey<T>(options: {
  tx: Tx;
  guestId: number;
  key: string | null;
  fingerprint: string;
  run: () => Promise<T>;
}): Promise<T> {
  const { tx, guestId, key } = options;
  if (!key) return options.run();
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ guestId, key, requestHash: options.fingerprint, status: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.guestId, guestId), eq(idempotencyKeys.key, key)));
    // The first request with this key still runs (or just rolled back): its outcome is not known
    // yet, so a client keeps the key and retries (web/api/charge.ts).
    if (!stored)
      throw new AppError(AppErrorCode.CONFLICT, "Idempotency key is in use; retry", {
        reason: "idempotencyKeyInUse",
      });
    if (stored.requestHash !== options.fingerprint)
      throw new AppError(
        AppErrorCode.IDEMPOTENCY_KEY_REUSED,
        "This Idempotency-Key was used for another request",
      );
    return stored.response as T;
  }
  const result = await options.run();
  // Answer with the stored copy, so the first answer and every retry are the same bytes.
  const [saved] = await tx
    .update(idempotencyKeys)
    .set({ status: 200, response: result as object })
    .where(and(eq(idempotencyKeys.guestId, guestId), eq(idempotencyKeys.key, key)))
    .returning({ response: idempotencyKeys.response });
  return (saved?.response ?? result) as T;
}

/** Removes a guest's stored answers (a deleted account's), in the caller's transaction. */
export async function forgetIdempotencyKeys(tx: DbOrTx, guestId: number): Promise<void> {
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.guestId, guestId));
}
