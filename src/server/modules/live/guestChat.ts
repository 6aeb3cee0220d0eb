import type {
  TLiveEndResult,
  TLiveHeartbeat,
  TLiveHistoryPage,
  TLiveHistoryQuery,
  TLiveSessionView,
  TLiveStartResult,
  TLiveStream,
} from "../../../common/contracts/live.ts";
import { type ChatType, EXIT_CODES } from "../../../common/live.ts";
import type { StreamingProvider } from "../../adapters/streaming/streaming.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { AppError, AppErrorCode, notFound } from "../../lib/errors.ts";
import { endSession } from "./commands/endSession.ts";
import { type StartSessionInput, startSession } from "./commands/startSession.ts";
import { touchSession } from "./commands/touchSession.ts";
import { presentHistoryItem, presentSession } from "./presenter.ts";
import { fundsOf, historyOf, type LiveSessionRow, sessionOf } from "./queries.ts";

/**
 * The guest's live-chat calls (livechat.routes.ts), one use case each over the billing core: the
 * start with its stream URL and what the funds still pay, a session with a fresh stream URL, the
 * guest's end, and the heartbeat. Another guest's session is NOT_FOUND, like a missing one.
 */

type Streaming = Pick<StreamingProvider, "streamFor">;

/** The stream URL of a session, signed for its guest (the origin refuses it once the chat ended). */
export function streamOf(streaming: Streaming, row: LiveSessionRow, now: Date): TLiveStream {
  const { kind, url, expiresAt, lifetimeSeconds } = streaming.streamFor(
    { sessionId: row.id, guestId: row.guestId, actorId: row.actorId, chatType: row.chatType as ChatType },
    now,
  );
  return { kind, url, expiresAt, lifetimeSeconds };
}

/**
 * Starts the guest's chat (startSession: the first minute paid in this transaction) and answers
 * its price, stream URL and the whole minutes the balance and chat vouchers still pay.
 */
export async function startChat(
  options: StartSessionInput & { streaming: Streaming },
): Promise<TLiveStartResult> {
  const { tx, streaming, now } = options;
  const session = await startSession(options);
  const { minutesLeft } = await fundsOf(tx, session, now);
  return {
    sessionId: session.id,
    chatType: options.chatType,
    pricePerMinute: { value: session.pricePerMinute, currency: "VXC" },
    stream: streamOf(streaming, session, now),
    minutesLeft,
    session: presentSession(session),
  };
}

/** The guest's session with a fresh stream URL while it is active; null when not theirs. */
export async function chatView(options: {
  db: DbOrTx;
  streaming: Streaming;
  guestId: number;
  sessionId: number;
  now: Date;
}): Promise<TLiveSessionView | null> {
  const row = await sessionOf(options.db, options.guestId, options.sessionId);
  if (!row) return null;
  if (row.state !== "active") return { session: presentSession(row) };
  return { session: presentSession(row), stream: streamOf(options.streaming, row, options.now) };
}

/**
 * The guest ends their chat (exit code 100). Ending an ended chat changes nothing and answers how
 * it ended (also when the billing or the performer ended it first, in between).
 */
export async function endChat(options: {
  tx: Tx;
  guestId: number;
  sessionId: number;
  now: Date;
}): Promise<TLiveEndResult> {
  const { tx, guestId, sessionId, now } = options;
  const before = await sessionOf(tx, guestId, sessionId);
  if (!before) throw notFound("Session");
  if (before.state === "active") await endSession({ tx, sessionId, exitCode: EXIT_CODES.guestEnded, now });
  const row = (await sessionOf(tx, guestId, sessionId)) ?? before;
  return {
    exitCode: row.exitCode ?? EXIT_CODES.guestEnded,
    minutesCharged: row.minutesCharged,
    coinsCharged: row.coinsCharged,
    session: presentSession(row),
  };
}

/**
 * The guest's sign of life for their active chat without a socket (like the socket's keep-alive):
 * keeps it from ending as gone (990). An ended chat answers 409 CONFLICT with `details.session`.
 */
export async function heartbeatChat(options: {
  db: DbOrTx;
  guestId: number;
  sessionId: number;
  now: Date;
}): Promise<TLiveHeartbeat> {
  const touched = await touchSession(options);
  const row = await sessionOf(options.db, options.guestId, options.sessionId);
  if (!row) throw notFound("Session");
  if (!touched || row.state !== "active")
    throw new AppError(AppErrorCode.CONFLICT, "The chat has ended", {
      reason: "ended",
      session: presentSession(row),
    });
  return { session: presentSession(row) };
}

/** The guest's chats, newest first ("my videochats"), one page. */
export async function chatHistory(
  db: DbOrTx,
  guestId: number,
  page: TLiveHistoryQuery,
): Promise<TLiveHistoryPage> {
  const { rows, total } = await historyOf(db, guestId, page);
  return { items: rows.map(presentHistoryItem), total, offset: page.offset, limit: page.limit };
}
