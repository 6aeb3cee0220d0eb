import { eq } from "drizzle-orm";
import type { LiveReaction, TLiveGiftResult } from "../../../../common/contracts/liveLines.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import { liveChatLines, liveSessions } from "../../../db/schema/live.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { isVipNow } from "../../accounts/index.ts";
import { actorToyAvailable } from "../../catalog/index.ts";
import { storeGifts } from "../../gifts/index.ts";
import { debit } from "../../wallet/index.ts";
import { fundsOf, type LiveSessionRow } from "../queries.ts";
import { type LiveLineRow, linesSince, presentLine } from "./queries.ts";

/** A guest writes at most this many lines per window (RATE_LIMITED beyond). */
export const GUEST_LINES_PER_WINDOW = 5;
export const GUEST_LINES_WINDOW_MS = 10_000;

/** 409 for a chat that has ended (its log is read-only). */
function endedError(session: LiveSessionRow): AppError {
  return new AppError(AppErrorCode.CONFLICT, "The chat has ended", {
    reason: "ended",
    exitCode: session.exitCode,
  });
}

/**
 * The session locked for this transaction (a line or gift never lands in a chat that ends at the
 * same moment); with guestId, only the guest's own (else 404, like a missing one).
 */
async function lockedSession(
  tx: Tx,
  sessionId: number,
  owner: { guestId: number } | { actorId: number },
): Promise<LiveSessionRow & { guestId: number }> {
  const [row] = await tx.select().from(liveSessions).where(eq(liveSessions.id, sessionId)).for("update");
  const mine = row && ("guestId" in owner ? row.guestId === owner.guestId : row.actorId === owner.actorId);
  // An anonymous voice call has no text chat (no guest to read it).
  if (!row || !mine || row.guestId === null) throw notFound("Session");
  if (row.state !== "active") throw endedError(row);
  return { ...row, guestId: row.guestId };
}

async function insertLine(tx: Tx, values: typeof liveChatLines.$inferInsert): Promise<LiveLineRow> {
  const [line] = await tx.insert(liveChatLines).values(values).returning();
  if (!line) throw new Error("live line insert returned nothing");
  return line;
}

/**
 * The guest writes a line in their active chat: 404 for another's or a missing chat, 409 once it
 * ended, 429 RATE_LIMITED past GUEST_LINES_PER_WINDOW lines in GUEST_LINES_WINDOW_MS (counted in the
 * database, so every instance counts the same). Records live.lineWritten.
 */
export async function guestWriteLine(options: {
  tx: Tx;
  guestId: number;
  sessionId: number;
  text: string;
  now: Date;
}): Promise<LiveLineRow> {
  const { tx, now } = options;
  const session = await lockedSession(tx, options.sessionId, { guestId: options.guestId });
  const recent = await linesSince(tx, {
    sessionId: session.id,
    sender: "guest",
    since: new Date(now.getTime() - GUEST_LINES_WINDOW_MS),
  });
  if (recent >= GUEST_LINES_PER_WINDOW)
    throw new AppError(AppErrorCode.RATE_LIMITED, "Too many lines at once: wait a moment", {
      retryAfterMs: GUEST_LINES_WINDOW_MS,
    });
  const line = await insertLine(tx, {
    sessionId: session.id,
    sender: "guest",
    text: options.text,
    createdAt: now,
  });
  await recordEvent(tx, "live.lineWritten", {
    guestId: session.guestId,
    sessionId: session.id,
    lineId: line.id,
  });
  return line;
}

/**
 * The performer writes a line in one of her active chats (performer software or the simulator),
 * optionally with a live reaction: 404 when the chat is not hers, 409 once it ended. Records
 * live.lineWritten (the guest hears livechat.line, and live.reaction with a reaction).
 */
export async function actorWriteLine(options: {
  tx: Tx;
  actorId: number;
  sessionId: number;
  text: string;
  reaction?: LiveReaction | null;
  now: Date;
}): Promise<LiveLineRow> {
  const { tx } = options;
  const session = await lockedSession(tx, options.sessionId, { actorId: options.actorId });
  const line = await insertLine(tx, {
    sessionId: session.id,
    sender: "actor",
    text: options.text,
    reaction: options.reaction ?? null,
    createdAt: options.now,
  });
  await recordEvent(tx, "live.lineWritten", {
    guestId: session.guestId,
    sessionId: session.id,
    lineId: line.id,
  });
  return line;
}

/**
 * The guest sends a gift or a toy control to the performer of their active chat, paid at the
 * gift's price from the balance (one debit, its ledger entry on the line). The gift must be in the
 * store (400), VIP gifts need VIP (403), toy controls need a performer with a toy who is online
 * (403 `toyUnavailable`); too few coins 402. Run it under the request's Idempotency-Key: a retry
 * replays the answer and charges nothing. Records live.lineWritten (and the wallet's event).
 */
export async function sendChatGift(options: {
  tx: Tx;
  guestId: number;
  sessionId: number;
  giftId: number;
  language: Language;
  now: Date;
}): Promise<TLiveGiftResult> {
  const { tx, guestId, now } = options;
  const session = await lockedSession(tx, options.sessionId, { guestId });
  const [gift] = await storeGifts(tx, {
    giftIds: [options.giftId],
    isVip: await isVipNow(tx, guestId, now),
    actorOnline: true,
  });
  if (!gift) throw new Error("storeGifts answered nothing");
  if (gift.durationSeconds !== null && !(await actorToyAvailable(tx, session.actorId)))
    throw new AppError(AppErrorCode.FORBIDDEN, "This performer has no toy to control", {
      restriction: "toyUnavailable",
    });
  const { balance, ledgerEntryId } = await debit({
    tx,
    guestId,
    coins: gift.price,
    kind: "chat",
    reason: `livegift:${session.id}:${gift.id}`,
  });
  const line = await insertLine(tx, {
    sessionId: session.id,
    sender: "guest",
    text: "",
    giftId: gift.id,
    coins: gift.price,
    ledgerEntryId,
    createdAt: now,
  });
  await recordEvent(tx, "live.lineWritten", { guestId, sessionId: session.id, lineId: line.id });
  const { minutesLeft } = await fundsOf(tx, session, now);
  return { line: presentLine(line, gift, options.language), balance, minutesLeft };
}
