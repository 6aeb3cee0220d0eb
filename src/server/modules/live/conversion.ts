import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { TConversionChatAccess } from "../../../common/contracts/freeChat.ts";
import { CONVERSION_CHAT_WINDOW_MS, conversionChatCountdownEnd } from "../../../common/live.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { liveConversionClaims } from "../../db/schema/live.ts";
import { signupFactsOf } from "../accounts/index.ts";
import { isBlacklisted, verificationsOf } from "../phone/index.ts";

/**
 * Conversion chat (issue 14; docs/decisions.md "Conversion chat"): a new guest who never paid gets
 * a countdown of CONVERSION_CHAT_WINDOW_MS from signup; while it runs, a private chat (LIVECHAT)
 * with a performer available for conversion chat that the guest cannot pay yet (no chat voucher,
 * a balance below the chat's minimum) costs nothing instead of being refused, and the billing ends
 * it (402) once the countdown is over. The countdown follows from the guest's row, and a LIVECHAT
 * at price 0 started inside it is the conversion chat. It is once per person, not per account
 * (issue 26): it needs a verified phone number, and each number has it once, whichever account
 * (live_conversion_claims, hashed numbers that outlive accounts and verifications).
 */

/** The guest's countdown end while it lies in the future, else null. */
export async function conversionCountdownOf(db: DbOrTx, guestId: number, now: Date): Promise<Date | null> {
  const guest = await signupFactsOf(db, guestId);
  return guest ? conversionChatCountdownEnd(guest, now) : null;
}

/** The claim key of a verified number (E.164): a hash, so the table never holds the number. */
const numberHash = (e164: string) =>
  createHash("sha256").update(`velvet/conversion-chat/v1:${e164}`).digest("base64url");

/** The hashes of the guest's verified numbers that count (not on the operator's blacklist). */
async function verifiedNumberHashes(db: DbOrTx, guestId: number, now: Date): Promise<string[]> {
  const rows = await verificationsOf(db, guestId, now);
  const numbers = [...new Set(rows.flatMap((row) => (row.verifiedAt ? [row.e164] : [])))];
  const allowed: string[] = [];
  for (const e164 of numbers) if (!(await isBlacklisted(db, e164))) allowed.push(numberHash(e164));
  return allowed;
}

/** Whose claims these are: open when none is another's (a deleted account's included). */
async function accessOfClaims(db: DbOrTx, guestId: number, hashes: string[]): Promise<TConversionChatAccess> {
  const claims = await db
    .select({ guestId: liveConversionClaims.guestId })
    .from(liveConversionClaims)
    .where(inArray(liveConversionClaims.numberHash, hashes));
  return claims.every((claim) => claim.guestId === guestId) ? "open" : "numberUsed";
}

/**
 * Whether the guest would get the free conversion chat now (the countdown aside): `open`, or
 * `verifyPhone` (no verified number), or `numberUsed` (one of the guest's numbers had it with
 * another account). Reads only; the start claims (claimConversionChat).
 */
export async function conversionChatAccessOf(
  db: DbOrTx,
  guestId: number,
  now: Date,
): Promise<TConversionChatAccess> {
  const hashes = await verifiedNumberHashes(db, guestId, now);
  return hashes.length === 0 ? "verifyPhone" : accessOfClaims(db, guestId, hashes);
}

/**
 * Claims the guest's verified numbers for the conversion chat in the start's transaction and
 * answers whether it is free (`open`) or why not. The claim's primary key decides between two
 * starts at once (the second waits for the first and then finds its claim); a refused start
 * rolls its claims back with it. The same guest may start it again while the countdown runs.
 */
export async function claimConversionChat(
  tx: Tx,
  guestId: number,
  now: Date,
): Promise<TConversionChatAccess> {
  const hashes = await verifiedNumberHashes(tx, guestId, now);
  if (hashes.length === 0) return "verifyPhone";
  await tx
    .insert(liveConversionClaims)
    .values(hashes.map((hash) => ({ numberHash: hash, guestId, claimedAt: now })))
    .onConflictDoNothing();
  return accessOfClaims(tx, guestId, hashes);
}

/**
 * When a free conversion chat of this guest must end: the end of the guest's signup window, for
 * a LIVECHAT at price 0 started inside it (whatever the guest did since); null for any other chat.
 */
export async function conversionChatEndOf(
  db: DbOrTx,
  session: { guestId: number; chatType: string; pricePerMinute: number; startedAt: Date },
): Promise<Date | null> {
  if (session.chatType !== "LIVECHAT" || session.pricePerMinute !== 0) return null;
  const guest = await signupFactsOf(db, session.guestId);
  if (!guest) return null;
  const end = new Date(guest.createdAt.getTime() + CONVERSION_CHAT_WINDOW_MS);
  return session.startedAt < end ? end : null;
}
