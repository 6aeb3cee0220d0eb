import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { VOUCHER_TYPES } from "../../../common/enums.ts";
import type { DbOrTx } from "../../db/client.ts";
import { liveSessions } from "../../db/schema/live.ts";
import { usableVouchers } from "../benefits/index.ts";
import { actorNamesOf } from "../catalog/index.ts";
import { balancesOf } from "../wallet/index.ts";
import { minutesLeft } from "./policy.ts";

export type LiveSessionRow = typeof liveSessions.$inferSelect;

/** A guest's own session (another guest's answers null, as a missing one does). */
export async function sessionOf(
  db: DbOrTx,
  guestId: number,
  sessionId: number,
): Promise<LiveSessionRow | null> {
  const [row] = await db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.id, sessionId), eq(liveSessions.guestId, guestId)));
  return row ?? null;
}

/** The guest's active session, if any. */
export async function activeSessionOf(db: DbOrTx, guestId: number): Promise<LiveSessionRow | null> {
  const [row] = await db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.guestId, guestId), eq(liveSessions.state, "active")));
  return row ?? null;
}

/** A session by id, whoever's (event handlers, which carry the guest in the event). */
export async function sessionById(db: DbOrTx, sessionId: number): Promise<LiveSessionRow | null> {
  const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, sessionId));
  return row ?? null;
}

/** Of these sessions, the active ones (the live origin's check of a stream link), by id. */
export async function activeSessionsByIds(
  db: DbOrTx,
  sessionIds: number[],
): Promise<Map<number, Pick<LiveSessionRow, "guestId" | "actorId" | "chatType">>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: liveSessions.id,
      guestId: liveSessions.guestId,
      actorId: liveSessions.actorId,
      chatType: liveSessions.chatType,
    })
    .from(liveSessions)
    .where(and(inArray(liveSessions.id, sessionIds), eq(liveSessions.state, "active")));
  return new Map(rows.map(({ id, ...session }) => [id, session]));
}

/**
 * What the guest can still pay in a session: the balance and the video-chat voucher minutes that
 * apply to its actor; `minutesLeft` is the whole minutes both pay at its price (null when free).
 */
export async function fundsOf(
  db: DbOrTx,
  session: Pick<LiveSessionRow, "guestId" | "actorId" | "pricePerMinute">,
  now: Date,
): Promise<{ balance: number; minutesLeft: number | null }> {
  const { guestId } = session;
  // An anonymous voice call is free and has no balance.
  if (guestId === null) return { balance: 0, minutesLeft: null };
  const [balances, vouchers] = await Promise.all([
    balancesOf(db, [guestId]),
    usableVouchers(db, guestId, now),
  ]);
  const voucherMinutes = vouchers
    .filter(
      (v) => v.type === VOUCHER_TYPES.videoChat && (v.actorId === null || v.actorId === session.actorId),
    )
    .reduce((sum, v) => sum + v.remaining, 0);
  const balance = balances.get(guestId) ?? 0;
  return { balance, minutesLeft: minutesLeft(balance, voucherMinutes, session.pricePerMinute) };
}

/** A session of the history with its actor's name. */
export type LiveHistoryRow = Pick<
  LiveSessionRow,
  | "id"
  | "actorId"
  | "chatType"
  | "state"
  | "startedAt"
  | "endedAt"
  | "minutesCharged"
  | "coinsCharged"
  | "exitCode"
> & { actorName: string };

/**
 * The guest's chats, newest first (an active one too), one page of them with the count of all
 * (one statement: the guest's index on (guest_id, started_at) serves the order).
 */
export async function historyOf(
  db: DbOrTx,
  guestId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: LiveHistoryRow[]; total: number }> {
  const rows = await db
    .select({
      id: liveSessions.id,
      actorId: liveSessions.actorId,
      chatType: liveSessions.chatType,
      state: liveSessions.state,
      startedAt: liveSessions.startedAt,
      endedAt: liveSessions.endedAt,
      minutesCharged: liveSessions.minutesCharged,
      coinsCharged: liveSessions.coinsCharged,
      exitCode: liveSessions.exitCode,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(liveSessions)
    .where(eq(liveSessions.guestId, guestId))
    .orderBy(desc(liveSessions.startedAt), desc(liveSessions.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = rows[0]?.total ?? (page.offset > 0 ? await countOf(db, guestId) : 0);
  // The names come from the catalog (its table); a chat whose actor is gone keeps an empty name.
  const names = await actorNamesOf(
    db,
    rows.map((row) => row.actorId),
  );
  return {
    rows: rows.map(({ total: _, ...row }) => ({ ...row, actorName: names.get(row.actorId) ?? "" })),
    total,
  };
}

/** How many chats the guest had (a page past the end still tells the total). */
async function countOf(db: DbOrTx, guestId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(liveSessions)
    .where(eq(liveSessions.guestId, guestId));
  return row?.n ?? 0;
}
