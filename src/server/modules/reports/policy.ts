import { randomBytes } from "node:crypto";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/**
 * The reported address as a path of this site (with its query, without a fragment): a path, or a
 * full address on the site's own origin. Another site's content is not ours to act on: 400.
 */
export function reportedPath(url: string, publicUrl: string): string {
  const site = new URL(publicUrl);
  let parsed: URL;
  try {
    parsed = new URL(url, site);
  } catch {
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "url: not an address");
  }
  if (parsed.origin !== site.origin || !url.trim().match(/^(\/(?!\/)|https?:\/\/)/))
    throw new AppError(AppErrorCode.VALIDATION_FAILED, `url: an address on ${site.host}`);
  return `${parsed.pathname}${parsed.search}`.slice(0, 500);
}

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A receipt number such as VR-7KQ2-M9XD-4HTP: 60 random bits, easy to read out and to type. */
export function newReference(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `VR-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** A receipt number as typed (any case, spaces around): its canonical form, or null. */
export function normalizeReference(text: string): string | null {
  const reference = text.trim().toUpperCase();
  return /^VR-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/.test(reference) ? reference : null;
}
