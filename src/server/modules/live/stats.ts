import { and, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { liveCharges, liveSessions } from "../../db/schema/live.ts";

/**
 * Totals over live sessions for other areas: the guest's chat video time (content service) and the
 * actors' charged chat minutes the top-cams lists rank by (storefront). Read-only.
 */

/** A guest's time in live chats: sessions, real seconds (a running chat counts until now), charged minutes. */
export interface GuestChatTime {
  sessions: number;
  seconds: number;
  chargedMinutes: number;
}

/** The guest's total time in live chats, all chat types, since `since` (all of it when null). */
export async function guestChatTime(
  db: DbOrTx,
  guestId: number,
  now: Date,
  since: Date | null = null,
): Promise<GuestChatTime> {
  const end = sql`coalesce(${liveSessions.endedAt}, ${now.toISOString()}::timestamptz)`;
  const [row] = await db
    .select({
      sessions: sql<number>`count(*)`.mapWith(Number),
      seconds:
        sql<number>`coalesce(sum(greatest(0, floor(extract(epoch from (${end} - ${liveSessions.startedAt}))))), 0)`.mapWith(
          Number,
        ),
      chargedMinutes: sql<number>`coalesce(sum(${liveSessions.minutesCharged}), 0)`.mapWith(Number),
    })
    .from(liveSessions)
    .where(
      since
        ? and(eq(liveSessions.guestId, guestId), gte(liveSessions.startedAt, since))
        : eq(liveSessions.guestId, guestId),
    );
  return {
    sessions: row?.sessions ?? 0,
    seconds: row?.seconds ?? 0,
    chargedMinutes: row?.chargedMinutes ?? 0,
  };
}

/**
 * Per actor, the chat minutes charged since `since` (a subquery to join on `actorId`): `paidMinutes`
 * are minutes paid with coins or a chat voucher (any chat type), `videoCallMinutes` the charged
 * minutes of VIDEO_CALL sessions. A minute counts when it was charged (live_charges.charged_at).
 */
export function actorChatMinutesSince(db: DbOrTx, since: Date) {
  return db
    .select({
      actorId: liveSessions.actorId,
      paidMinutes: sql<number>`count(*) filter (where ${liveCharges.paidBy} <> 'free')::int`.as(
        "paid_minutes",
      ),
      videoCallMinutes: sql<number>`count(*) filter (where ${liveSessions.chatType} = 'VIDEO_CALL')::int`.as(
        "video_call_minutes",
      ),
    })
    .from(liveCharges)
    .innerJoin(liveSessions, eq(liveSessions.id, liveCharges.sessionId))
    .where(gte(liveCharges.chargedAt, since))
    .groupBy(liveSessions.actorId);
}
