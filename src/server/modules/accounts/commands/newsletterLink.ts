import { eq, sql } from "drizzle-orm";
import type { TNewsletterLink, TNewsletterUnsubscribe } from "../../../../common/contracts/accounts.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { guests } from "../../../db/schema/accounts.ts";
import { notFound } from "../../../lib/errors.ts";
import { newsletterTypeIds, signNewsletterToken, verifyNewsletterToken } from "../newsletterToken.ts";

/**
 * The unsubscribe link of a newsletter mail to one guest (for the operator's mailer): the page's
 * address with the signed token, and the REST address a mail client's one-click unsubscribe posts
 * to (the List-Unsubscribe header). 404 for a guest who does not exist.
 */
export async function newsletterLinkOf(
  db: DbOrTx,
  input: { secret: string; guestId: number; typeBits: number; pageUrl: string; restUrl: string },
): Promise<TNewsletterLink> {
  const [row] = await db.select({ id: guests.id }).from(guests).where(eq(guests.id, input.guestId));
  if (!row) throw notFound("Guest");
  const token = signNewsletterToken(input.secret, { guestId: input.guestId, typeBits: input.typeBits });
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    token,
    url: `${input.pageUrl}${query}`,
    listUnsubscribe: `<${input.restUrl}${query}>`,
    listUnsubscribePost: "List-Unsubscribe=One-Click",
  };
}

/** What an unsubscribe link is about: its newsletters and which of them the guest still gets. */
export async function newsletterLinkState(
  db: DbOrTx,
  input: { secret: string; token: string },
): Promise<TNewsletterUnsubscribe> {
  const claim = verifyNewsletterToken(input.secret, input.token);
  const [row] = await db
    .select({ bits: guests.newsletterBits })
    .from(guests)
    .where(eq(guests.id, claim.guestId));
  if (!row) throw notFound("Guest");
  return {
    typeIds: newsletterTypeIds(claim.typeBits),
    subscribed: newsletterTypeIds(claim.typeBits & row.bits),
  };
}

/**
 * Unsubscribes the link's guest from the link's newsletters, in one conditional update (other
 * newsletters stay as they are). Using a link again changes nothing and answers the same.
 */
export async function unsubscribeByLink(
  db: DbOrTx,
  input: { secret: string; token: string },
): Promise<TNewsletterUnsubscribe> {
  const claim = verifyNewsletterToken(input.secret, input.token);
  const [row] = await db
    .update(guests)
    .set({ newsletterBits: sql`${guests.newsletterBits} & ~${claim.typeBits}::int` })
    .where(eq(guests.id, claim.guestId))
    .returning({ bits: guests.newsletterBits });
  if (!row) throw notFound("Guest");
  return {
    typeIds: newsletterTypeIds(claim.typeBits),
    subscribed: newsletterTypeIds(claim.typeBits & row.bits),
  };
}
