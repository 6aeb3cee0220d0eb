import { randomBytes } from "node:crypto";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { berlinDayStart } from "../../../common/berlinTime.ts";
import {
  type TVoiceCallStartResult,
  type TVoiceCallView,
  VOICE_RESULT_CODES,
  type VoiceCallLimit,
  type VoiceResultCode,
} from "../../../common/contracts/voiceCall.ts";
import type { Language } from "../../../common/languages.ts";
import { EXIT_CODES, VOICE_CALL_ANONYMOUS_PER_PERFORMER_DAY } from "../../../common/live.ts";
import type { TLiveSessionState } from "../../../common/realtime.ts";
import type { StreamingProvider } from "../../adapters/streaming/streaming.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { liveSessions } from "../../db/schema/live.ts";
import { AppError, AppErrorCode, notFound } from "../../lib/errors.ts";
import { recordEvent } from "../../lib/outbox/events.ts";
import { chargeMinute } from "./commands/chargeMinute.ts";
import { endSession } from "./commands/endSession.ts";
import { lockActorFor, startSession } from "./commands/startSession.ts";
import { signOfLife } from "./commands/touchSession.ts";
import { streamOf } from "./guestChat.ts";
import { presentSession } from "./presenter.ts";
import { fundsOf, type LiveSessionRow } from "./queries.ts";

/**
 * Voice calls (spec core §4, §6, §7 `startAnonymousVoicecallChat`; docs/decisions.md "Voice
 * calls"): a chat session of type VOICE_CALL on the live billing core, audio only over the same
 * WebRTC media side. A logged-in guest's call is a paid session like a private chat (startSession:
 * first minute now, the billing job the rest). An anonymous visitor's call is free, ends after
 * VOICE_CALL_ANONYMOUS_MINUTES (918), and a visitor's network (a keyed hash of networkOf(address):
 * an IPv6 /64 is one) gets one per Berlin day (a unique index: two starts at once cannot both win;
 * 919), a performer at most VOICE_CALL_ANONYMOUS_PER_PERFORMER_DAY (counted under her row lock;
 * 919); it ends (906) when a logged-in guest starts a private chat with her (lockActorFor). A call
 * is reached by its secret client id.
 */

type Streaming = Pick<StreamingProvider, "streamFor">;

/** What a call start needs: the caller's transaction, the guest or the anonymous visitor, the actor. */
export interface StartVoiceCallInput {
  tx: Tx;
  streaming: Streaming;
  /** The logged-in guest, or null for an anonymous visitor. */
  guestId: number | null;
  /** The anonymous visitor (a keyed hash of the address's network, lib/network.ts); ignored for a guest. */
  visitorKey: string;
  actorId: number;
  minuteMs: number;
  language: Language;
  now: Date;
  country: string | null;
}

/** Starts a voice call (2000) or throws the AppError that voiceResultOf turns into its code. */
export async function startVoiceCall(options: StartVoiceCallInput): Promise<TVoiceCallStartResult> {
  const { tx, now } = options;
  const clientId = randomBytes(32).toString("base64url");
  const session =
    options.guestId === null
      ? await startAnonymousCall({ ...options, clientId })
      : await startSession({
          ...options,
          guestId: options.guestId,
          chatType: "VOICE_CALL",
          capCoins: null,
          clientId,
        });
  const { minutesLeft } = await fundsOf(tx, session, now);
  return {
    resultCode: VOICE_RESULT_CODES.success,
    server: streamOf(options.streaming, session, now).url,
    clientId,
    session: presentSession(session),
    anonymous: session.guestId === null,
    minutesLeft,
    limit: null,
    message: "The call started.",
  };
}

async function startAnonymousCall(
  options: StartVoiceCallInput & { clientId: string },
): Promise<LiveSessionRow> {
  const { tx, actorId, now } = options;
  await lockActorFor(tx, actorId, "VOICE_CALL", options.country, { guest: false, now });
  const visitorDay = berlinDayStart(now).toISOString();
  // Her row is locked: the count and the insert below are one step for every start with her.
  const [today] = await tx
    .select({ calls: count() })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.actorId, actorId),
        eq(liveSessions.visitorDay, visitorDay),
        isNotNull(liveSessions.visitorKey),
      ),
    );
  if ((today?.calls ?? 0) >= VOICE_CALL_ANONYMOUS_PER_PERFORMER_DAY)
    throw new AppError(AppErrorCode.LIMIT_REACHED, "The performer takes no more anonymous calls today", {
      reason: "anonymousPerformerLimit",
    });
  const [session] = await tx
    .insert(liveSessions)
    .values({
      guestId: null,
      visitorKey: options.visitorKey,
      visitorDay,
      clientId: options.clientId,
      actorId,
      chatType: "VOICE_CALL",
      pricePerMinute: 0,
      capCoins: null,
      minuteMs: options.minuteMs,
      startedAt: now,
      lastSeenAt: now,
      language: options.language,
    })
    .onConflictDoNothing()
    .returning();
  if (!session)
    throw new AppError(AppErrorCode.LIMIT_REACHED, "Today's anonymous voice call is used up", {
      reason: "anonymousCallLimit",
    });
  await chargeMinute({ tx, session, now });
  await recordEvent(tx, "live.sessionStarted", {
    guestId: null,
    sessionId: session.id,
    actorId,
    language: options.language,
  });
  return { ...session, minutesCharged: 1 };
}

/** The anonymous limit behind a 919, by the refusal's reason. */
const LIMIT_BY_REASON: Record<string, VoiceCallLimit> = {
  anonymousCallLimit: "network",
  anonymousPerformerLimit: "performer",
};

const RESULT_BY_REASON: Record<string, VoiceResultCode> = {
  offline: VOICE_RESULT_CODES.noAnswer,
  busy: VOICE_RESULT_CODES.busy,
  inChat: VOICE_RESULT_CODES.chatOpenedElsewhere,
  bannedCountry: VOICE_RESULT_CODES.countryBlocked,
  notOffered: VOICE_RESULT_CODES.chatTypeDisabled,
  anonymousCallLimit: VOICE_RESULT_CODES.anonymousCallLimit,
  anonymousPerformerLimit: VOICE_RESULT_CODES.anonymousCallLimit,
};

/**
 * The result code of a call start that threw (after its transaction rolled back): the call-level
 * refusals become 901-921 (docs/EXIT-CODES.md), anything else (no such actor, bad input) stays an
 * error. Null: not a call-level refusal.
 */
export function voiceResultOf(
  error: unknown,
): { resultCode: VoiceResultCode; limit: VoiceCallLimit | null; message: string } | null {
  if (!(error instanceof AppError)) return null;
  const details = error.details as { reason?: unknown } | undefined;
  const reason = typeof details?.reason === "string" ? details.reason : null;
  const byReason = reason ? RESULT_BY_REASON[reason] : undefined;
  const refused = (resultCode: VoiceResultCode) => ({
    resultCode,
    limit: (reason && LIMIT_BY_REASON[reason]) || null,
    message: error.message,
  });
  if (byReason) return refused(byReason);
  if (error.code === AppErrorCode.INSUFFICIENT_FUNDS) return refused(VOICE_RESULT_CODES.paymentRequired);
  if (error.code === AppErrorCode.ACCOUNT_RESTRICTED) return refused(VOICE_RESULT_CODES.accountRestricted);
  if (error.code === AppErrorCode.ACCOUNT_LOCKED) return refused(VOICE_RESULT_CODES.guestLocked);
  return null;
}

/** True while the guest has a voice call going (the guest field `isVoicecallActive`, spec core §3). */
export async function isVoicecallActive(db: DbOrTx, guestId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.guestId, guestId),
        eq(liveSessions.state, "active"),
        eq(liveSessions.chatType, "VOICE_CALL"),
      ),
    );
  return row !== undefined;
}

/**
 * The voice call a client id names (the id is the secret), or null: what a socket may subscribe
 * to (voicecall.subscribe). Only VOICE_CALL sessions carry a client id.
 */
export async function voiceCallByClientId(db: DbOrTx, clientId: string): Promise<TLiveSessionState | null> {
  const [row] = await db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.clientId, clientId), eq(liveSessions.chatType, "VOICE_CALL")));
  return row ? presentSession(row) : null;
}

/** A call by its client id, whoever's (the id is the secret). */
async function callOf(db: DbOrTx, clientId: string, lock = false): Promise<LiveSessionRow> {
  const query = db.select().from(liveSessions).where(eq(liveSessions.clientId, clientId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Call");
  return row;
}

function viewOf(streaming: Streaming, row: LiveSessionRow, now: Date): TVoiceCallView {
  return {
    session: presentSession(row),
    anonymous: row.guestId === null,
    server: row.state === "active" ? streamOf(streaming, row, now).url : null,
  };
}

/** The call with a fresh server URL while it is active. */
export async function voiceCallView(options: {
  db: DbOrTx;
  streaming: Streaming;
  clientId: string;
  now: Date;
}): Promise<TVoiceCallView> {
  return viewOf(options.streaming, await callOf(options.db, options.clientId), options.now);
}

/**
 * The caller is still on the line (the page's keep-alive, every few seconds): keeps the call from
 * ending as gone (990). An ended call answers 409 CONFLICT with `details.session`.
 */
export async function heartbeatVoiceCall(options: {
  db: DbOrTx;
  streaming: Streaming;
  clientId: string;
  now: Date;
}): Promise<TVoiceCallView> {
  const { db, clientId, now } = options;
  const [touched] = await db
    .update(liveSessions)
    .set(signOfLife(now))
    .where(and(eq(liveSessions.clientId, clientId), eq(liveSessions.state, "active")))
    .returning();
  if (touched) return viewOf(options.streaming, touched, now);
  const row = await callOf(db, clientId);
  throw new AppError(AppErrorCode.CONFLICT, "The call has ended", {
    reason: "ended",
    session: presentSession(row),
  });
}

/** The caller hangs up (910; the started minutes are settled first). Hanging up twice changes nothing. */
export async function hangUpVoiceCall(options: {
  tx: Tx;
  streaming: Streaming;
  clientId: string;
  now: Date;
}): Promise<TVoiceCallView> {
  const { tx, clientId, now } = options;
  const before = await callOf(tx, clientId, true);
  if (before.state === "active")
    await endSession({ tx, sessionId: before.id, exitCode: EXIT_CODES.voiceCallEnded, now });
  return viewOf(options.streaming, await callOf(tx, clientId), now);
}
