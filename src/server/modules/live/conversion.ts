import { and, asc, desc, eq } from "drizzle-orm";
import { CONVERSION_CHAT_WINDOW_MS, conversionChatCountdownEnd } from "../../../common/live.ts";
import type { DbOrTx } from "../../db/client.ts";
import { actors, guests } from "../../db/schema/index.ts";

/**
 * Conversion chat (issue 14; docs/decisions.md "Conversion chat"): a new guest who never paid gets
 * a countdown of CONVERSION_CHAT_WINDOW_MS from signup; while it runs, a private chat (LIVECHAT)
 * with a performer available for conversion chat that the guest cannot pay yet (no chat voucher,
 * a balance below the chat's minimum) costs nothing instead of being refused, and the billing ends
 * it (402) once the countdown is over. Nothing is stored: the countdown follows from the guest's
 * row, and a LIVECHAT at price 0 started inside it is the conversion chat.
 */

/** The guest's countdown end while it lies in the future, else null. */
export async function conversionCountdownOf(db: DbOrTx, guestId: number, now: Date): Promise<Date | null> {
  const [guest] = await db
    .select({
      createdAt: guests.createdAt,
      isPayingCustomer: guests.isPayingCustomer,
      conversionChatEnabled: guests.conversionChatEnabled,
    })
    .from(guests)
    .where(eq(guests.id, guestId));
  return guest ? conversionChatCountdownEnd(guest, now) : null;
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
  const [guest] = await db
    .select({ createdAt: guests.createdAt })
    .from(guests)
    .where(eq(guests.id, session.guestId));
  if (!guest) return null;
  const end = new Date(guest.createdAt.getTime() + CONVERSION_CHAT_WINDOW_MS);
  return session.startedAt < end ? end : null;
}

/** Online performers available for conversion chat, longest online first (spec default 30). */
export async function conversionChatActorIds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: actors.id })
    .from(actors)
    .where(and(eq(actors.isOnline, true), eq(actors.isAvailableForConversionChat, true)))
    .orderBy(asc(actors.onlineSince), desc(actors.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
