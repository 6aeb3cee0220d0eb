import { and, eq, inArray, sql } from "drizzle-orm";
import { BERLIN_TIME_ZONE } from "../../../common/berlinTime.ts";
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
import { actorNotes } from "../../db/schema/actors.ts";
import { interviewRowsOf, performerFields } from "../catalog/index.ts";
import { chatRatingCounts } from "../ratings/index.ts";

const DAY = 86_400_000;
/** Heat map hours are the platform's home time (the guests' evening is what counts). */

export async function chatRatings(db: DbOrTx, actorId: number, now: Date): Promise<TChatRatings> {
  return (await chatRatingsOf(db, [actorId], now)).get(actorId) as TChatRatings;
}

/** Chat ratings of several actors in one statement. */
export async function chatRatingsOf(
  db: DbOrTx,
  actorIds: number[],
  now: Date,
): Promise<Map<number, TChatRatings>> {
  const since = new Date(now.getTime() - CHAT_RATING_DAYS * DAY);
  const byActor = await chatRatingCounts(db, actorIds, since);
  return new Map(
    actorIds.map((actorId) => {
      const row = byActor.get(actorId);
      const count = row?.count ?? 0;
      const shown = count >= MIN_CHAT_RATINGS;
      const ratings: TChatRatings = {
        actorId,
        countRatings: shown ? count : null,
        satisfactionRate: shown ? Math.round(((row?.satisfied ?? 0) / count) * 100) : null,
        days: CHAT_RATING_DAYS,
      };
      return [actorId, ratings];
    }),
  );
}

/**
 * The heat map of the last 4 weeks: for every weekday and hour (Berlin time), the share of those
 * 4 weeks in which the actor was online at some point of that hour, from actor_online_sessions.
 */
export async function heatMap(db: DbOrTx, actor: { id: number; name: string }, now: Date): Promise<THeatMap> {
  return (await heatMapsOf(db, [actor], now)).get(actor.id) as THeatMap;
}

/** Heat maps of several actors in one statement. */
export async function heatMapsOf(
  db: DbOrTx,
  actorList: { id: number; name: string }[],
  now: Date,
): Promise<Map<number, THeatMap>> {
  const from = new Date(now.getTime() - HEAT_MAP_WEEKS * 7 * DAY).toISOString();
  const to = now.toISOString();
  const ids = actorList.map((actor) => actor.id);
  const rows =
    ids.length === 0
      ? []
      : await queryRows<{ actor_id: number; dow: number; hour: number; hours: number }>(
          db,
          sql`select s.actor_id, extract(isodow from h at time zone ${BERLIN_TIME_ZONE})::int - 1 as dow,
              extract(hour from h at time zone ${BERLIN_TIME_ZONE})::int as hour,
              count(distinct h)::int as hours
            from actor_online_sessions s,
              generate_series(
                date_trunc('hour', greatest(s.started_at, ${from}::timestamptz)),
                least(coalesce(s.ended_at, ${to}::timestamptz), ${to}::timestamptz),
                interval '1 hour'
              ) h
            where s.actor_id = any(${`{${ids.join(",")}}`}::int[])
              and coalesce(s.ended_at, ${to}::timestamptz) > ${from}::timestamptz
              and s.started_at < ${to}::timestamptz
            group by 1, 2, 3`,
        );
  const grids = new Map(
    ids.map((id) => [id, Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0))]),
  );
  for (const row of rows) {
    const day = grids.get(Number(row.actor_id))?.[row.dow];
    if (day && row.hour >= 0 && row.hour < 24) day[row.hour] = Math.min(1, row.hours / HEAT_MAP_WEEKS);
  }
  return new Map(
    actorList.map((actor) => {
      const grid = grids.get(actor.id) ?? [];
      const hoursToBeOnline = grid
        .flatMap((hours, weekday) => hours.map((share, hour) => ({ weekday, hour, share })))
        .filter((cell) => cell.share >= 0.5)
        .sort((a, b) => b.share - a.share || a.weekday - b.weekday || a.hour - b.hour)
        .slice(0, 6);
      return [
        actor.id,
        {
          actorId: actor.id,
          actorName: actor.name,
          heatMaps: grid,
          hoursToBeOnline,
          memo: null,
          errors: [],
          timeZone: BERLIN_TIME_ZONE,
        },
      ];
    }),
  );
}

export async function interviews(db: DbOrTx, actorId: number, language: Language): Promise<TInterview[]> {
  return (await interviewsOf(db, [actorId], language)).get(actorId) ?? [];
}

/** Interviews of several actors in one statement. */
export async function interviewsOf(
  db: DbOrTx,
  actorIds: number[],
  language: Language,
): Promise<Map<number, TInterview[]>> {
  const rows = actorIds.length === 0 ? [] : await interviewRowsOf(db, actorIds);
  const byActor = new Map<number, TInterview[]>(actorIds.map((id) => [id, []]));
  for (const row of rows)
    byActor.get(row.actorId)?.push({
      id: row.id,
      question: pickLocalized(row.question, language),
      ...performerFields("answer", row.answer, language, row.actorLanguages),
    });
  return byActor;
}

/** The guest's own notes on several actors. */
export async function actorNotesOf(
  db: DbOrTx,
  guestId: number,
  actorIds: number[],
): Promise<Map<number, TActorNote>> {
  if (actorIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(actorNotes)
    .where(and(eq(actorNotes.guestId, guestId), inArray(actorNotes.actorId, actorIds)));
  return new Map(
    rows.map((row) => [
      row.actorId,
      { actorId: row.actorId, comment: row.comment, updatedAt: row.updatedAt.toISOString() },
    ]),
  );
}

/** The guest's own note on an actor, or null. */
export async function actorNote(db: DbOrTx, guestId: number, actorId: number): Promise<TActorNote | null> {
  const [row] = await db
    .select()
    .from(actorNotes)
    .where(and(eq(actorNotes.guestId, guestId), eq(actorNotes.actorId, actorId)));
  return row ? { actorId: row.actorId, comment: row.comment, updatedAt: row.updatedAt.toISOString() } : null;
}
