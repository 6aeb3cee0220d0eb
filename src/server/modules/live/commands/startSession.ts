import { and, eq, inArray } from "drizzle-orm";
import { isBannedIn } from "../../../../common/bannedCountry.ts";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import type { Language } from "../../../../common/languages.ts";
import { type ChatType, EXIT_CODES, offeredChatTypes, PRIVATE_CHAT_TYPES } from "../../../../common/live.ts";
import type { Tx } from "../../../db/client.ts";
import { liveSessions } from "../../../db/schema/live.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { accessDenial, accessError, accessFactsOf } from "../../accounts/index.ts";
import { usableVouchers } from "../../benefits/index.ts";
import { mayJoinLiveShow } from "../../camshows/index.ts";
import { lockActorForChat } from "../../catalog/index.ts";
import { balanceOf } from "../../wallet/index.ts";
import { claimConversionChat, conversionCountdownOf } from "../conversion.ts";
import { assertDailyAllowance } from "../limits.ts";
import { MIN_CHAT_COINS, pricePerMinute } from "../policy.ts";
import { chargeMinute } from "./chargeMinute.ts";
import { endSession } from "./endSession.ts";

export type StartedSession = typeof liveSessions.$inferSelect;

/** What a chat start needs (the caller's transaction, the guest, the actor, the type, the cap). */
export interface StartSessionInput {
  tx: Tx;
  guestId: number;
  actorId: number;
  chatType: ChatType;
  capCoins: number | null;
  minuteMs: number;
  language: Language;
  now: Date;
  /** The visitor's country (ISO code, from the edge's header), when known. */
  country?: string | null;
  /** A voice call's secret client id (its heartbeat and hang-up present it). */
  clientId?: string;
}

/**
 * Starts a guest's chat with an online actor and pays its first minute, in the caller's
 * transaction (spec core §1, §5): the actor's row is locked, so two guests cannot both take a
 * performer into a private chat; a guest has one active session at a time (a unique index, so two
 * starts at once cannot both win); an anonymous visitor's free call with her ends (906) when a
 * guest starts a private chat. A paid chat needs a balance worth 0.5 euro (or a chat voucher)
 * and the first minute paid now; a cap must allow that minute. Throws NOT_FOUND (no such actor),
 * CONFLICT (offline, busy in a private chat, free chat not offered, the guest already in a chat),
 * LIMIT_REACHED (today's previews or free-chat minutes used up, limits.ts), INSUFFICIENT_FUNDS
 * and VALIDATION_FAILED (a cap below one minute's price).
 */
export async function startSession(options: StartSessionInput): Promise<StartedSession> {
  const { tx, guestId, actorId, chatType, now } = options;
  // A locked or deleted guest starts nothing, free chats and voucher-paid minutes included.
  const facts = await accessFactsOf(tx, guestId);
  const denial = facts ? accessDenial(facts) : "deleted";
  if (denial) throw accessError(denial);
  const actor = await lockActorFor(tx, actorId, chatType, options.country ?? null, { guest: true, now });
  // Her ticketed show admits the holders of its tickets only (a free show anyone).
  if (chatType === "LIVESHOW" && !(await mayJoinLiveShow(tx, guestId, actorId)))
    throw new AppError(AppErrorCode.FORBIDDEN, "This show admits ticket holders only", {
      reason: "noTicket",
    });
  // Today's free previews (5, VIP 20) and free-chat minutes, counted with the guest's row locked.
  await assertDailyAllowance(tx, guestId, chatType, now);
  const listPrice = pricePerMinute(chatType, actor);
  if (options.capCoins !== null && options.capCoins < listPrice)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "The cap must allow at least one minute", {
      minimum: listPrice,
    });
  const price = await priceOf(tx, guestId, chatType, actor, listPrice, now);

  const [session] = await tx
    .insert(liveSessions)
    .values({
      guestId,
      actorId,
      chatType,
      pricePerMinute: price,
      capCoins: options.capCoins,
      minuteMs: options.minuteMs,
      startedAt: now,
      lastSeenAt: now,
      language: options.language,
      clientId: options.clientId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!session) throw new AppError(AppErrorCode.CONFLICT, "You are already in a chat", { reason: "inChat" });
  const first = await chargeMinute({ tx, session, now });
  if (!first.paid) {
    if (first.reason === "spendLimit") throw first.error;
    throw new AppError(AppErrorCode.INSUFFICIENT_FUNDS, "Not enough VXC for a chat", { required: price });
  }
  await recordEvent(tx, "live.sessionStarted", {
    guestId,
    sessionId: session.id,
    actorId,
    language: options.language,
  });
  return { ...session, minutesCharged: 1, coinsCharged: first.coins };
}

/**
 * The session's price per minute: the chat type's price with this actor, which a paid chat's
 * start must be able to pay (INSUFFICIENT_FUNDS). A new guest who cannot pay yet gets the
 * conversion chat instead: a private chat with a performer available for it costs nothing while
 * the guest's countdown runs, once per verified phone number (conversion.ts claims it; the billing
 * ends it with the countdown). Without a verified number, or with one that had it, the refusal says
 * so (`details.conversionChat`: verifyPhone, numberUsed).
 */
async function priceOf(
  tx: Tx,
  guestId: number,
  chatType: ChatType,
  actor: { id: number; isAvailableForConversionChat: boolean },
  price: number,
  now: Date,
): Promise<number> {
  if (price === 0 || (await canPayChat(tx, guestId, actor.id, price, now))) return price;
  const required = Math.max(MIN_CHAT_COINS, price);
  if (
    chatType === "LIVECHAT" &&
    actor.isAvailableForConversionChat &&
    (await conversionCountdownOf(tx, guestId, now))
  ) {
    const conversionChat = await claimConversionChat(tx, guestId, now);
    if (conversionChat === "open") return 0;
    throw new AppError(AppErrorCode.INSUFFICIENT_FUNDS, "Not enough VXC for a chat", {
      required,
      conversionChat,
    });
  }
  throw new AppError(AppErrorCode.INSUFFICIENT_FUNDS, "Not enough VXC for a chat", { required });
}

/** A paid chat starts with a chat voucher, or a balance worth 0.5 euro that pays the first minute. */
async function canPayChat(tx: Tx, guestId: number, actorId: number, price: number, now: Date) {
  const vouchers = await usableVouchers(tx, guestId, now);
  const chatVoucher = vouchers.some(
    (v) => v.type === VOUCHER_TYPES.videoChat && (v.actorId === null || v.actorId === actorId),
  );
  if (chatVoucher) return true;
  return (await balanceOf(tx, guestId)) >= Math.max(MIN_CHAT_COINS, price);
}

/**
 * Locks the actor's row for a chat start (two guests cannot both take her private) and checks that
 * she can take this chat now: NOT_FOUND (no such actor), FORBIDDEN bannedCountry (not shown in the
 * visitor's country, spec core §5), CONFLICT offline, noFreeChat, notOffered (offeredChatTypes),
 * busy (a private chat type while she is in one). A logged-in guest's private chat is never kept
 * out by an anonymous visitor's free call: that call ends with 906 (hostBusy) in the caller's
 * transaction, so a refused start leaves it running. Used by every chat start, the anonymous voice
 * call's too (`caller.guest` false: it gives way, it never takes her).
 */
export async function lockActorFor(
  tx: Tx,
  actorId: number,
  chatType: ChatType,
  country: string | null,
  caller: { guest: boolean; now: Date },
) {
  const actor = await lockActorForChat(tx, actorId);
  if (!actor) throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
  // A performer banned in the visitor's country is not shown there, and no chat starts (spec core §5).
  if (isBannedIn(actor.bannedCountryCodes, country))
    throw new AppError(AppErrorCode.FORBIDDEN, "The performer is not available in your country", {
      reason: "bannedCountry",
    });
  if (!actor.isOnline)
    throw new AppError(AppErrorCode.CONFLICT, "The performer is offline", { reason: "offline" });
  if (chatType === "FREECHAT" && !actor.freeChat)
    throw new AppError(AppErrorCode.CONFLICT, "The performer offers no free chat now", {
      reason: "noFreeChat",
    });
  // The chat types she offers now (the rule the profile's buttons show): no voyeurs where she
  // allows none, no preview where it is off.
  if (!offeredChatTypes(actor).includes(chatType))
    throw new AppError(AppErrorCode.CONFLICT, "The performer does not offer this chat type now", {
      reason: "notOffered",
    });
  if (PRIVATE_CHAT_TYPES.includes(chatType)) {
    const busy = await tx
      .select({ id: liveSessions.id, guestId: liveSessions.guestId })
      .from(liveSessions)
      .where(
        and(
          eq(liveSessions.actorId, actorId),
          eq(liveSessions.state, "active"),
          inArray(liveSessions.chatType, [...PRIVATE_CHAT_TYPES]),
        ),
      );
    // Only an anonymous call (no guest) gives way, and only to a guest.
    if (busy.some((session) => session.guestId !== null || !caller.guest))
      throw new AppError(AppErrorCode.CONFLICT, "The performer is in a private chat", { reason: "busy" });
    for (const call of busy)
      await endSession({ tx, sessionId: call.id, exitCode: EXIT_CODES.hostBusy, now: caller.now });
  }
  return actor;
}
