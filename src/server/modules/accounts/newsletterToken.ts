import { createHmac, timingSafeEqual } from "node:crypto";
import { NEWSLETTER_BITS } from "../../../common/contracts/values/accounts.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/**
 * The token of a newsletter's unsubscribe link (docs/decisions.md "Newsletter unsubscribe links"):
 * the server signs (HMAC-SHA256, a key derived from its signing secret for this purpose only) the
 * guest and the newsletters the mail was about. It does not expire: a link in an old mail still
 * unsubscribes, and all it can ever do is unsubscribe those newsletters of that guest.
 * Format: `n1.<guestId>.<typeBits>.<signature>`.
 */
export interface NewsletterClaim {
  guestId: number;
  /** The newsletters' type bits (NEWSLETTER_BITS), or-ed. */
  typeBits: number;
}

const ALL_BITS = NEWSLETTER_BITS.reduce((bits, bit) => bits | bit, 0);

function keyOf(secret: string): Buffer {
  return createHmac("sha256", secret).update("velvet:newsletter-unsubscribe:v1").digest();
}

const payloadOf = (claim: NewsletterClaim) => `n1.${claim.guestId}.${claim.typeBits}`;
const signatureOf = (secret: string, payload: string) =>
  createHmac("sha256", keyOf(secret)).update(payload).digest("base64url");

/** An unsubscribe token for some of one guest's newsletters. */
export function signNewsletterToken(secret: string, claim: NewsletterClaim): string {
  const payload = payloadOf(claim);
  return `${payload}.${signatureOf(secret, payload)}`;
}

const TOKEN = /^n1\.([1-9]\d{0,9})\.([1-9]\d{0,4})\.([A-Za-z0-9_-]{43})$/;

/**
 * The claim of a token this server signed. Not a token (or naming no newsletter we have): 400
 * `malformedToken`; a signature that is not ours (forged or changed): 403 `invalidToken`.
 */
export function verifyNewsletterToken(secret: string, token: string): NewsletterClaim {
  const match = TOKEN.exec(token);
  const typeBits = Number(match?.[2] ?? 0);
  if (!match || (typeBits & ~ALL_BITS) !== 0)
    throw new AppError(AppErrorCode.BAD_REQUEST, "Not an unsubscribe link", {
      errorMessage: "malformedToken",
    });
  const claim = { guestId: Number(match[1]), typeBits };
  const expected = Buffer.from(signatureOf(secret, payloadOf(claim)));
  const given = Buffer.from(match[3] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new AppError(AppErrorCode.FORBIDDEN, "This unsubscribe link is not valid", {
      errorMessage: "invalidToken",
    });
  return claim;
}

/** The newsletters' type bits in a set of bits, in NEWSLETTER_BITS order. */
export function newsletterTypeIds(bits: number): number[] {
  return NEWSLETTER_BITS.filter((bit) => (bits & bit) !== 0);
}
