import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/**
 * The verification token of a hidden egg (docs/decisions.md "Easter eggs"): the server signs
 * (HMAC-SHA256) the guest, the event, the egg's spot and the Berlin day it was shown on; the token
 * is good until that day ends and, collected, once (the collection's unique key).
 * Format: `e1.<eventId>.<spotId>.<guestId>.<YYYY-MM-DD>.<signature>`.
 */
export interface EggClaim {
  eventId: number;
  spotId: number;
  guestId: number;
  day: string;
}

/** The egg tokens' key, derived from the server's signing secret (its own purpose, its own key). */
export function eggSigningKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("velvet:easter-egg-token:v1").digest();
}

const payloadOf = (claim: EggClaim) => `e1.${claim.eventId}.${claim.spotId}.${claim.guestId}.${claim.day}`;
const signatureOf = (key: Buffer, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url");

/** A token for one guest's egg on one day. */
export function signEggToken(key: Buffer, claim: EggClaim): string {
  const payload = payloadOf(claim);
  return `${payload}.${signatureOf(key, payload)}`;
}

const TOKEN =
  /^e1\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.([1-9]\d{0,9})\.(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{43})$/;

/**
 * The claim of a token this server signed. Not a token at all: 400 `malformedToken`; a token whose
 * signature is not ours (forged or changed): 403 `invalidToken`. Day and guest are the caller's checks.
 */
export function verifyEggToken(key: Buffer, token: string): EggClaim {
  const match = TOKEN.exec(token);
  if (!match)
    throw new AppError(AppErrorCode.BAD_REQUEST, "This is not an egg's verification token", {
      errorMessage: "malformedToken",
    });
  const [, eventId, spotId, guestId, day, signature] = match as unknown as string[];
  const claim = {
    eventId: Number(eventId),
    spotId: Number(spotId),
    guestId: Number(guestId),
    day: day as string,
  };
  const expected = Buffer.from(signatureOf(key, payloadOf(claim)));
  const given = Buffer.from(signature as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new AppError(AppErrorCode.FORBIDDEN, "The egg's verification token is not valid", {
      errorMessage: "invalidToken",
    });
  return claim;
}
