import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Language } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import type { Db } from "../../db/client.ts";
import { camShowFeedTokens, camShows, camShowTickets } from "../../db/schema/camshows.ts";
import { actorNamesAndLanguagesOf } from "../catalog/index.ts";
import { withActorNames } from "./calendar.ts";
import { type IcsEvent, icsCalendar } from "./ics.ts";
import { showTexts } from "./queries.ts";

/** Past shows stay in the feeds this long (a calendar keeps what happened). */
const PAST_MS = 7 * 86_400_000;

type ShowRow = typeof camShows.$inferSelect & { actorName: string; actorLanguages: string[] };

function events(rows: readonly ShowRow[], publicUrl: string, language: Language): IcsEvent[] {
  return rows.map((row) => ({
    uid: `camshow-${row.id}@velvet`,
    start: row.startsAt,
    end: new Date(row.startsAt.getTime() + row.lengthMinutes * 60_000),
    summary: `${row.actorName}: ${showTexts(row, language).title}`,
    description: showTexts(row, language).description,
    url: `${publicUrl.replace(/\/$/, "")}${buildPath(language, "camShows")}`,
    status: row.state === "cancelled" ? "CANCELLED" : "CONFIRMED",
  }));
}

/** The guest's feed token (made on first use): the secret of their private ICS URL. */
export async function feedTokenOf(db: Db, guestId: number): Promise<string> {
  await db.insert(camShowFeedTokens).values({ guestId, token: newToken() }).onConflictDoNothing();
  const [row] = await db
    .select({ token: camShowFeedTokens.token })
    .from(camShowFeedTokens)
    .where(eq(camShowFeedTokens.guestId, guestId));
  if (!row) throw new Error("feed token missing");
  return row.token;
}

const newToken = () => randomBytes(24).toString("base64url");

/** Gives the guest a new feed token: the old URL answers 404 from now on. */
export async function renewFeedToken(db: Db, guestId: number): Promise<string> {
  const token = newToken();
  await db
    .insert(camShowFeedTokens)
    .values({ guestId, token })
    .onConflictDoUpdate({ target: camShowFeedTokens.guestId, set: { token, createdAt: new Date() } });
  return token;
}

/** Drops the guest's feed token: no feed until they ask for its URL again. Whether there was one. */
export async function revokeFeedToken(db: Db, guestId: number): Promise<boolean> {
  const rows = await db
    .delete(camShowFeedTokens)
    .where(eq(camShowFeedTokens.guestId, guestId))
    .returning({ guestId: camShowFeedTokens.guestId });
  return rows.length > 0;
}

/**
 * The private ICS feed of a guest's tickets (by its secret token), or null for an unknown token: the
 * shows of their active tickets, and those refunded with a cancelled show as CANCELLED (so the
 * guest's calendar drops them).
 */
export async function guestFeed(
  db: Db,
  options: { token: string; publicUrl: string; language: Language; now: Date },
): Promise<string | null> {
  const [owner] = await db
    .select({ guestId: camShowFeedTokens.guestId })
    .from(camShowFeedTokens)
    .where(eq(camShowFeedTokens.token, options.token));
  if (!owner) return null;
  const found = await db
    .select({ show: camShows })
    .from(camShowTickets)
    .innerJoin(camShows, eq(camShows.id, camShowTickets.showId))
    .where(
      and(
        eq(camShowTickets.guestId, owner.guestId),
        inArray(camShowTickets.state, ["active", "refunded"]),
        gt(camShows.startsAt, new Date(options.now.getTime() - PAST_MS)),
      ),
    )
    .orderBy(asc(camShows.startsAt));
  const shows = (await withActorNames(db, found)).map((r) => ({
    ...r.show,
    actorName: r.actorName,
    actorLanguages: r.actorLanguages,
  }));
  return icsCalendar({
    name: "Velvet cam shows",
    now: options.now,
    events: events(shows, options.publicUrl, options.language),
  });
}

/** The public ICS feed of a performer's shows, or null for an unknown performer. */
export async function actorFeed(
  db: Db,
  options: { actorId: number; publicUrl: string; language: Language; now: Date },
): Promise<string | null> {
  const actor = (await actorNamesAndLanguagesOf(db, [options.actorId])).get(options.actorId);
  if (actor === undefined) return null;
  const rows = await db
    .select()
    .from(camShows)
    .where(
      and(
        eq(camShows.actorId, options.actorId),
        sql`${camShows.state} in ('scheduled', 'live', 'ended', 'cancelled')`,
        gt(camShows.startsAt, new Date(options.now.getTime() - PAST_MS)),
      ),
    )
    .orderBy(asc(camShows.startsAt));
  const shows = rows.map((row) => ({ ...row, actorName: actor.name, actorLanguages: actor.languages }));
  return icsCalendar({
    name: `${actor.name}: cam shows`,
    now: options.now,
    events: events(shows, options.publicUrl, options.language),
  });
}
