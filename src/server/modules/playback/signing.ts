import { createHmac, timingSafeEqual } from "node:crypto";

// Signed URLs of protected images (album pictures): lib/media/imageSigning.ts.

/** Signed stream URLs live at most this long. */
export const STREAM_URL_TTL_SECONDS = 5 * 60;

const signature = (key: string, videoId: number, guestId: number, expires: number) =>
  createHmac("sha256", key).update(`v1:${videoId}:${guestId}:${expires}`).digest("base64url");

/** A stream path for one guest and video, valid until `now + ttl`. */
export function signStreamPath(
  key: string,
  videoId: number,
  guestId: number,
  now: Date,
): { path: string; expires: number } {
  const expires = Math.floor(now.getTime() / 1000) + STREAM_URL_TTL_SECONDS;
  return {
    path: `/stream/${videoId}/${guestId}/${expires}/${signature(key, videoId, guestId, expires)}.mp4`,
    expires,
  };
}

/** True when the signature is this server's and the URL has not expired (nor lives suspiciously long). */
export function verifyStreamPath(
  key: string,
  parts: { videoId: number; guestId: number; expires: number; sig: string },
  now: Date,
): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (parts.expires <= seconds || parts.expires > seconds + STREAM_URL_TTL_SECONDS) return false;
  const expected = Buffer.from(signature(key, parts.videoId, parts.guestId, parts.expires));
  const given = Buffer.from(parts.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
