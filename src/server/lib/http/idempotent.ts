import type { FastifyRequest } from "fastify";
import { type IdempotencyKey, idempotencyKeyOf, requestFingerprint } from "../idempotency.ts";

/**
 * The Idempotency-Key part of a charging request, for runCommand (lib/command.ts): the key of the
 * Idempotency-Key header (400 when malformed) and the request's fingerprint (method, path and the
 * validated input), or null when the request has no key. It opens no transaction: runCommand runs
 * the command once per (guest, key) in the command's own transaction.
 */
export function requestIdempotency(
  request: FastifyRequest,
  /** The route's path with its parameters filled in (the fingerprint's path). */
  path: string,
  /** The validated input the command runs with. */
  input: unknown,
): IdempotencyKey | null {
  const key = idempotencyKeyOf(request.headers["idempotency-key"]);
  if (key === null) return null;
  return { key, fingerprint: requestFingerprint(request.method, path, input) };
}
