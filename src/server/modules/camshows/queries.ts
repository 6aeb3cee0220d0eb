import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { berlinDate } from "../../../common/berlinTime.ts";
import type { TCamShow, TCamShowList } from "../../../common/contracts/camshows.ts";
import type { Language } from "../../../common/languages.ts";
import { euroCentsForCoins } from "../../../common/money.ts";
import type { DbOrTx } from "../../db/client.ts";
import { camShows, camShowTickets } from "../../db/schema/camshows.ts";
import { performerFields } from "../catalog/index.ts";
import { withActorNames } from "./calendar.ts";

type ShowRow = typeof camShows.$inferSelect;
/** A show with what its texts need of the performer: her spoken languages. */
type ShowWithActor = ShowRow & { actorLanguages: string[] };

/**
 * A show's title and description in a language, each with the language it is in: the performer's
 * text rule (catalog performerText); an operator's one text counts as written in her language.
 */
export function showTexts(
  row: ShowWithActor,
  language: Language,
): Pick<TCamShow, "title" | "titleLanguage" | "description" | "descriptionLanguage"> {
  return {
    ...performerFields("title", row.titleTranslations ?? row.title, language, row.actorLanguages),
    ...performerFields(
      "description",
      row.descriptionTranslations ?? row.description,
      language,
      row.actorLanguages,
    ),
  };
}

/** A show as the calendar presents it, in a language, for a guest (or a visitor: guestId null). */
export function presentShow(
  row: ShowWithActor & { actorName: string },
  isBought: boolean,
  now: Date,
  language: Language,
): TCamShow {
  const hasStarted = row.state === "live" || row.startsAt <= now;
  const seatsLeft = Math.max(0, row.seats - row.seatsTaken);
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    price: { value: row.price, currency: "VXC", symbol: "VXC" },
    priceEuroCents: euroCentsForCoins(row.price),
    ...showTexts(row, language),
    start: row.startsAt.toISOString(),
    end: new Date(row.startsAt.getTime() + row.lengthMinutes * 60_000).toISOString(),
    lengthMinutes: row.lengthMinutes,
    seats: row.seats,
    seatsLeft,
    isBought,
    isFree: row.price === 0,
    canBuy: !isBought && !hasStarted && row.state === "scheduled" && seatsLeft > 0,
    hasStarted,
    isFeatured: row.featured,
    isInternal: false,
    bonusCode: null,
    state: row.state === "live" ? "live" : "scheduled",
  };
}

/** The show ids of these shows the guest holds an active ticket for. */
async function boughtOf(db: DbOrTx, guestId: number | null, showIds: number[]): Promise<Set<number>> {
  if (guestId === null || showIds.length === 0) return new Set();
  const rows = await db
    .select({ showId: camShowTickets.showId })
    .from(camShowTickets)
    .where(
      and(
        eq(camShowTickets.guestId, guestId),
        eq(camShowTickets.state, "active"),
        inArray(camShowTickets.showId, showIds),
      ),
    );
  return new Set(rows.map((r) => r.showId));
}

/**
 * The cam-show calendar (content §2): the live and upcoming shows of the next `days` days (of one
 * performer, or all), by Berlin day, featured first and then by start, with the guest's tickets.
 */
export async function listShows(
  db: DbOrTx,
  options: { guestId: number | null; actorId?: number; days: number; now: Date; language: Language },
): Promise<TCamShowList> {
  const { now } = options;
  const until = new Date(now.getTime() + options.days * 86_400_000);
  const found = await db
    .select({ show: camShows })
    .from(camShows)
    .where(
      and(
        sql`${camShows.state} in ('scheduled', 'live')`,
        lte(camShows.startsAt, until),
        gt(sql`${camShows.startsAt} + ${camShows.lengthMinutes} * interval '1 minute'`, now),
        options.actorId === undefined ? undefined : eq(camShows.actorId, options.actorId),
      ),
    )
    .orderBy(asc(camShows.startsAt), asc(camShows.id))
    .limit(500);
  const rows = await withActorNames(db, found);
  const bought = await boughtOf(
    db,
    options.guestId,
    rows.map((r) => r.show.id),
  );
  const days = new Map<string, TCamShow[]>();
  for (const { show, actorName, actorLanguages } of rows) {
    const date = berlinDate(show.startsAt);
    const list = days.get(date) ?? [];
    list.push(
      presentShow({ ...show, actorName, actorLanguages }, bought.has(show.id), now, options.language),
    );
    days.set(date, list);
  }
  return {
    now: now.toISOString(),
    days: [...days].map(([date, shows]) => ({
      date,
      shows: shows.sort(
        (a, b) => Number(b.isFeatured) - Number(a.isFeatured) || a.start.localeCompare(b.start),
      ),
    })),
  };
}

/**
 * Whether the guest may join the performer's show running now (LIVESHOW): anyone when it is a free
 * show (price 0), else the holders of its tickets only.
 */
export async function mayJoinLiveShow(db: DbOrTx, guestId: number, actorId: number): Promise<boolean> {
  const [free] = await db
    .select({ id: camShows.id })
    .from(camShows)
    .where(and(eq(camShows.actorId, actorId), eq(camShows.state, "live"), eq(camShows.price, 0)))
    .limit(1);
  return free !== undefined || holdsLiveShowTicket(db, guestId, actorId);
}

/** Whether the guest holds a ticket of the performer's show running now. */
export async function holdsLiveShowTicket(db: DbOrTx, guestId: number, actorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: camShowTickets.id })
    .from(camShowTickets)
    .innerJoin(camShows, eq(camShows.id, camShowTickets.showId))
    .where(
      and(
        eq(camShowTickets.guestId, guestId),
        eq(camShowTickets.state, "active"),
        eq(camShows.actorId, actorId),
        eq(camShows.state, "live"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Per performer: whether a show of hers is on sale, and whether the guest holds a ticket of her next or running show. */
export async function ticketShowFlags(
  db: DbOrTx,
  actorIds: readonly number[],
  guestId: number | null,
  now: Date,
): Promise<Map<number, { isTicketShowAvailable: boolean; guestHasTicket: boolean }>> {
  const flags = new Map(actorIds.map((id) => [id, { isTicketShowAvailable: false, guestHasTicket: false }]));
  if (actorIds.length === 0) return flags;
  // The guest's tickets as a join, so that drizzle names each column with its table (a column in a
  // hand-written subquery is rendered bare and bound to the subquery's own table: `t.show_id = "id"`
  // compared a ticket's show with the ticket's own id).
  const rows = await db
    .select({
      actorId: camShows.actorId,
      onSale: sql<boolean>`bool_or(${camShows.state} = 'scheduled' and ${camShows.startsAt} > ${now.toISOString()}::timestamptz and ${camShows.seatsTaken} < ${camShows.seats})`,
      held: sql<boolean>`bool_or(${camShowTickets.id} is not null)`,
    })
    .from(camShows)
    .leftJoin(
      camShowTickets,
      and(
        eq(camShowTickets.showId, camShows.id),
        eq(camShowTickets.state, "active"),
        eq(camShowTickets.guestId, guestId ?? 0),
      ),
    )
    .where(and(inArray(camShows.actorId, [...flags.keys()]), sql`${camShows.state} in ('scheduled', 'live')`))
    .groupBy(camShows.actorId);
  for (const row of rows)
    flags.set(row.actorId, { isTicketShowAvailable: Boolean(row.onSale), guestHasTicket: Boolean(row.held) });
  return flags;
}

/** Shows with their performer's name and languages, by id (the notifications and pushes about them). */
export async function showsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, ShowWithActor & { actorName: string }>();
  const rows = await withActorNames(
    db,
    await db
      .select({ show: camShows })
      .from(camShows)
      .where(inArray(camShows.id, [...new Set(ids)])),
  );
  return new Map(
    rows.map((r) => [r.show.id, { ...r.show, actorName: r.actorName, actorLanguages: r.actorLanguages }]),
  );
}
