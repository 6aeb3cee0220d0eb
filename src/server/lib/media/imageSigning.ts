import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed URLs of protected images (album pictures behind the paywall, 18-rated album pictures and
 * sedcards): `/pmedia/{guestId}/{expires}/{sig}/{path}-w{w}.jpg`. The signature covers the guest
 * the URL was made for, the path and the expiry, and the serving route answers only that guest's
 * session (cookie, Bearer or access_token): a shared URL shows nothing to anybody else. A URL stays
 * valid until the end of the next full hour, so the guest's browser can cache it for a while.
 */
export const PROTECTED_IMAGE_PREFIX = "/pmedia";

/** The longest a signed image URL lives (seconds). */
const MAX_LIFETIME_SECONDS = 2 * 3600;

const signature = (key: string, guestId: number, path: string, expires: number) =>
  createHmac("sha256", key).update(`m2:${guestId}:${path}:${expires}`).digest("base64url");

/** The signed base URL of a protected image for one guest (add `-w{width}.jpg`). */
export function signedImageBase(key: string, path: string, now: Date, guestId: number): string {
  const hour = Math.floor(now.getTime() / 3_600_000);
  const expires = (hour + 2) * 3600;
  return `${PROTECTED_IMAGE_PREFIX}/${guestId}/${expires}/${signature(key, guestId, path, expires)}/${path}`;
}

/**
 * The signer of protected images for a viewer, or undefined for an anonymous one (who never gets a
 * protected image: presentImage then leaves it out).
 */
export function imageSigner(
  key: string | undefined,
  guestId: number | null | undefined,
  now: Date,
): ((path: string) => string) | undefined {
  if (!key || guestId === null || guestId === undefined) return undefined;
  return (path) => signedImageBase(key, path, now, guestId);
}

/** True when a protected image URL carries this server's signature for that guest and has not expired. */
export function verifyImagePath(
  key: string,
  parts: { guestId: number; path: string; expires: number; sig: string },
  now: Date,
): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (parts.expires <= seconds || parts.expires > seconds + MAX_LIFETIME_SECONDS) return false;
  const expected = Buffer.from(signature(key, parts.guestId, parts.path, parts.expires));
  const given = Buffer.from(parts.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
