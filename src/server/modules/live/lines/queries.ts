import { and, eq, gt, sql } from "drizzle-orm";
import type { LiveReaction, TLiveLine } from "../../../../common/contracts/liveLines.ts";
import { type Language, pickLocalized } from "../../../../common/languages.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { liveChatLines, liveSessions } from "../../../db/schema/live.ts";
import { type GiftRow, giftsByIds } from "../../gifts/index.ts";
import type { LiveSessionRow } from "../queries.ts";

export type LiveLineRow = typeof liveChatLines.$inferSelect;

/** The most lines a session's log answers (the newest ones). */
export const LIVE_LINES_LIMIT = 500;

/** A line as the guest sees it; the gift's label in the given language. */
export function presentLine(row: LiveLineRow, gift: GiftRow | undefined, language: Language): TLiveLine {
  return {
    id: row.id,
    sessionId: row.sessionId,
    from: row.sender === "actor" ? "actor" : "guest",
    text: row.text,
    gift: gift
      ? {
          giftId: gift.id,
          label: pickLocalized(gift.names, language),
          imageUrl: gift.imageUrl,
          coins: row.coins,
          toy:
            gift.durationSeconds === null
              ? null
              : { durationSeconds: gift.durationSeconds, random: gift.random },
        }
      : null,
    reaction: (row.reaction as LiveReaction | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Lines presented with their gifts (one query for the gifts). */
export async function presentLines(
  db: DbOrTx,
  rows: LiveLineRow[],
  language: Language,
): Promise<TLiveLine[]> {
  const gifts = await giftsByIds(
    db,
    rows.flatMap((row) => (row.giftId === null ? [] : [row.giftId])),
  );
  return rows.map((row) =>
    presentLine(row, row.giftId === null ? undefined : gifts.get(row.giftId), language),
  );
}

/** A session's lines, oldest first (the newest LIVE_LINES_LIMIT). */
export async function linesOf(db: DbOrTx, sessionId: number): Promise<LiveLineRow[]> {
  const rows = await db
    .select()
    .from(liveChatLines)
    .where(eq(liveChatLines.sessionId, sessionId))
    .orderBy(sql`${liveChatLines.id} desc`)
    .limit(LIVE_LINES_LIMIT);
  return rows.reverse();
}

/** One line by id. */
export async function lineById(db: DbOrTx, lineId: number): Promise<LiveLineRow | null> {
  const [row] = await db.select().from(liveChatLines).where(eq(liveChatLines.id, lineId));
  return row ?? null;
}

/** How many lines of this sender the session got since a moment (the guest's rate limit). */
export async function linesSince(
  db: DbOrTx,
  options: { sessionId: number; sender: "guest" | "actor"; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(liveChatLines)
    .where(
      and(
        eq(liveChatLines.sessionId, options.sessionId),
        eq(liveChatLines.sender, options.sender),
        gt(liveChatLines.createdAt, options.since),
      ),
    );
  return row?.count ?? 0;
}

/** Active sessions, oldest first (the performer simulator's rounds). */
export async function activeSessions(db: DbOrTx, limit = 200): Promise<LiveSessionRow[]> {
  return db
    .select()
    .from(liveSessions)
    .where(eq(liveSessions.state, "active"))
    .orderBy(liveSessions.startedAt)
    .limit(limit);
}
