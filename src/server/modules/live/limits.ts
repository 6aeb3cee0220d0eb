import { and, count, eq, gte } from "drizzle-orm";
import { berlinDayStart, nextBerlinDayStart } from "../../../common/berlinTime.ts";
import type { TFreeAllowance } from "../../../common/contracts/freeChat.ts";
import type { ChatType } from "../../../common/live.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { liveCharges, liveSessions } from "../../db/schema/live.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { isVip, isVipNow, lockGuestRow } from "../accounts/index.ts";
import { dailyFreeChatMinutes, dailyPreviewLimit } from "./policy.ts";

/**
 * The daily free allowances of live chat (issue 14; docs/decisions.md "Free chat and preview
 * limits"): live previews started and free-chat minutes watched since midnight Berlin, counted
 * from the real sessions and their charged minutes, never from a counter of their own.
 */

/** What a guest has left today of the free previews and the free chat. */
export interface FreeAllowance {
  freeChat: { allowanceMinutes: number; usedMinutes: number; minutesLeft: number };
  previews: { limit: number; used: number; left: number };
  /** The next midnight in Berlin, when both start again. */
  resetsAt: Date;
}

/** Live previews the guest started since midnight Berlin (ended ones included). */
export async function previewsStartedToday(db: DbOrTx, guestId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.guestId, guestId),
        eq(liveSessions.chatType, "LIVE_PREVIEW"),
        gte(liveSessions.startedAt, berlinDayStart(now)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Free-chat minutes the guest watched since midnight Berlin: the FREECHAT minutes charged (at
 * their start, for nothing) today, so a chat across midnight counts its minutes on the day they ran.
 */
export async function freeChatMinutesToday(db: DbOrTx, guestId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(liveCharges)
    .innerJoin(liveSessions, eq(liveSessions.id, liveCharges.sessionId))
    .where(
      and(
        eq(liveSessions.guestId, guestId),
        eq(liveSessions.chatType, "FREECHAT"),
        gte(liveCharges.chargedAt, berlinDayStart(now)),
      ),
    );
  return row?.n ?? 0;
}

/** The guest's free previews and free-chat minutes left today (VIP gets more of both). */
export async function freeAllowanceOf(db: DbOrTx, guestId: number, now: Date): Promise<FreeAllowance> {
  return allowanceOf(db, guestId, await isVipNow(db, guestId, now), now);
}

async function allowanceOf(db: DbOrTx, guestId: number, vip: boolean, now: Date): Promise<FreeAllowance> {
  const usedMinutes = await freeChatMinutesToday(db, guestId, now);
  const used = await previewsStartedToday(db, guestId, now);
  const allowanceMinutes = dailyFreeChatMinutes(vip);
  const limit = dailyPreviewLimit(vip);
  return {
    freeChat: { allowanceMinutes, usedMinutes, minutesLeft: Math.max(0, allowanceMinutes - usedMinutes) },
    previews: { limit, used, left: Math.max(0, limit - used) },
    resetsAt: nextBerlinDayStart(now),
  };
}

/**
 * Refuses a live preview over today's limit and a free chat whose minutes of today are used up
 * (403 LIMIT_REACHED with `reason` previewLimit or freeChatUsed, the limit and when it resets).
 * The guest's row is locked first (FOR NO KEY UPDATE, as the wallet's spend-limit check: it does not
 * wait for rows that merely reference the guest), so two starts at once count one after the other:
 * at 4 of 5 previews, only one of them passes.
 */
export async function assertDailyAllowance(
  tx: Tx,
  guestId: number,
  chatType: ChatType,
  now: Date,
): Promise<void> {
  if (chatType !== "LIVE_PREVIEW" && chatType !== "FREECHAT") return;
  const guest = await lockGuestRow(tx, guestId);
  const vip = guest ? isVip(guest, now) : false;
  const resetsAt = nextBerlinDayStart(now).toISOString();
  if (chatType === "LIVE_PREVIEW") {
    const limit = dailyPreviewLimit(vip);
    const used = await previewsStartedToday(tx, guestId, now);
    if (used >= limit)
      throw new AppError(AppErrorCode.LIMIT_REACHED, "Today's free previews are used up", {
        reason: "previewLimit",
        limit,
        used,
        resetsAt,
      });
    return;
  }
  const allowanceMinutes = dailyFreeChatMinutes(vip);
  const usedMinutes = await freeChatMinutesToday(tx, guestId, now);
  if (usedMinutes >= allowanceMinutes)
    throw new AppError(AppErrorCode.LIMIT_REACHED, "Today's free-chat time is used up", {
      reason: "freeChatUsed",
      allowanceMinutes,
      usedMinutes,
      resetsAt,
    });
}

/** Free-chat minutes the guest has left today (the billing ends a free chat at 0). */
export async function freeChatMinutesLeft(db: DbOrTx, guestId: number, now: Date): Promise<number> {
  const allowance = dailyFreeChatMinutes(await isVipNow(db, guestId, now));
  return Math.max(0, allowance - (await freeChatMinutesToday(db, guestId, now)));
}

/** The allowance as the REST call and the content service answer it. */
export function presentAllowance(allowance: FreeAllowance): TFreeAllowance {
  return { ...allowance, resetsAt: allowance.resetsAt.toISOString() };
}
