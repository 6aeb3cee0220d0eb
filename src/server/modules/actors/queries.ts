import { and, asc, eq, sql } from "drizzle-orm";
import {
  CHAT_RATING_DAYS,
  HEAT_MAP_WEEKS,
  MIN_CHAT_RATINGS,
  type TActorNote,
  type TChatRatings,
  type THeatMap,
  type TInterview,
} from "../../../common/contracts/actors.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { actorChatRatings, actorInterviews, actorNotes } from "../../db/schema/index.ts";

const DAY = 86_400_000;
/** Heat map hours are the platform's home time (the guests' evening is what counts). */
export const HEAT_MAP_TIME_ZONE = "Europe/Berlin";

export async function chatRatings(db: DbOrTx, actorId: number, now: Date): Promise<TChatRatings> {
  const since = new Date(now.getTime() - CHAT_RATING_DAYS * DAY);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      satisfied: sql<number>`count(*) filter (where ${actorChatRatings.satisfied})::int`,
    })
    .from(actorChatRatings)
    .where(
      and(
        eq(actorChatRatings.actorId, actorId),
        sql`${actorChatRatings.createdAt} > ${since.toISOString()}::timestamptz`,
      ),
    );
  const count = row?.count ?? 0;
  const shown = count >= MIN_CHAT_RATINGS;
  return {
    actorId,
    countRatings: shown ? count : null,
    satisfactionRate: shown ? Math.round(((row?.satisfied ?? 0) / count) * 100) : null,
    days: CHAT_RATING_DAYS,
  };
}

/**
 * The heat map of the last 4 weeks: for every weekday and hour (Berlin time), the share of those
 * 4 weeks in which the actor was online at some point of that hour, from actor_online_sessions.
 */
export async function heatMap(db: DbOrTx, actor: { id: number; name: string }, now: Date): Promise<THeatMap> {
  const from = new Date(now.getTime() - HEAT_MAP_WEEKS * 7 * DAY).toISOString();
  const to = now.toISOString();
  const rows = await queryRows<{ dow: number; hour: number; hours: number }>(
    db,
    sql`select extract(isodow from h at time zone ${HEAT_MAP_TIME_ZONE})::int - 1 as dow,
        extract(hour from h at time zone ${HEAT_MAP_TIME_ZONE})::int as hour,
        count(distinct h)::int as hours
      from actor_online_sessions s,
        generate_series(
          date_trunc('hour', greatest(s.started_at, ${from}::timestamptz)),
          least(coalesce(s.ended_at, ${to}::timestamptz), ${to}::timestamptz),
          interval '1 hour'
        ) h
      where s.actor_id = ${actor.id}
        and coalesce(s.ended_at, ${to}::timestamptz) > ${from}::timestamptz
        and s.started_at < ${to}::timestamptz
      group by 1, 2`,
  );
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const row of rows) {
    const day = grid[row.dow];
    if (day && row.hour >= 0 && row.hour < 24) day[row.hour] = Math.min(1, row.hours / HEAT_MAP_WEEKS);
  }
  const hoursToBeOnline = grid
    .flatMap((hours, weekday) => hours.map((share, hour) => ({ weekday, hour, share })))
    .filter((cell) => cell.share >= 0.5)
    .sort((a, b) => b.share - a.share || a.weekday - b.weekday || a.hour - b.hour)
    .slice(0, 6);
  return {
    actorId: actor.id,
    actorName: actor.name,
    heatMaps: grid,
    hoursToBeOnline,
    memo: null,
    errors: [],
    timeZone: HEAT_MAP_TIME_ZONE,
  };
}

export async function interviews(db: DbOrTx, actorId: number, language: Language): Promise<TInterview[]> {
  const rows = await db
    .select()
    .from(actorInterviews)
    .where(eq(actorInterviews.actorId, actorId))
    .orderBy(asc(actorInterviews.position), asc(actorInterviews.id));
  return rows.map((row) => ({
    id: row.id,
    question: pickLocalized(row.question, language),
    answer: pickLocalized(row.answer, language),
  }));
}

/** The guest's own note on an actor, or null. */
export async function actorNote(db: DbOrTx, guestId: number, actorId: number): Promise<TActorNote | null> {
  const [row] = await db
    .select()
    .from(actorNotes)
    .where(and(eq(actorNotes.guestId, guestId), eq(actorNotes.actorId, actorId)));
  return row ? { actorId: row.actorId, comment: row.comment, updatedAt: row.updatedAt.toISOString() } : null;
}
