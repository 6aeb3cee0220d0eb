import { and, asc, count, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import {
  CONTEST_TOP_LIST,
  CONTEST_WINNER_PLACES,
  type TContestSub,
} from "../../../common/contracts/contests.ts";
import type { DbOrTx } from "../../db/client.ts";
import { contestEntries, contestGuests, contests, contestVotes } from "../../db/schema/contests.ts";
import { notFound } from "../../lib/errors.ts";
import { actorNamesOf, albumItemsByIds, findPicturesWithAlbums, videoItemsByIds } from "../catalog/index.ts";

export type ContestRow = typeof contests.$inferSelect;
export type EntryRow = typeof contestEntries.$inferSelect & { place: number | null };

/** A contest's entry count and votes. */
export interface ContestTotals {
  entryCount: number;
  totalVotes: number;
}

/** The place of each entry of an ended contest: most votes first, the earlier entry first on a tie. */
const placeSql = () =>
  sql<number>`(rank() over (partition by ${contestEntries.contestId} order by ${contestEntries.votes} desc, ${contestEntries.id}))::int`.as(
    "place",
  );

/** A contest by id, or 404. */
export async function findContest(db: DbOrTx, contestId: number): Promise<ContestRow> {
  const row = await contestById(db, contestId);
  if (!row) throw notFound("Contest");
  return row;
}

/** A contest, or null when there is none with this id. */
export async function contestById(db: DbOrTx, contestId: number): Promise<ContestRow | null> {
  const [row] = await db.select().from(contests).where(eq(contests.id, contestId));
  return row ?? null;
}

/** Whether a contest exists. */
export async function contestExists(db: DbOrTx, contestId: number): Promise<boolean> {
  const [row] = await db.select({ id: contests.id }).from(contests).where(eq(contests.id, contestId));
  return row !== undefined;
}

/** Entry counts and vote sums of contests. */
export async function contestTotals(db: DbOrTx, contestIds: number[]): Promise<Map<number, ContestTotals>> {
  if (contestIds.length === 0) return new Map();
  const rows = await db
    .select({
      contestId: contestEntries.contestId,
      entryCount: count(),
      totalVotes: sql<number>`coalesce(sum(${contestEntries.votes}), 0)::int`,
    })
    .from(contestEntries)
    .where(inArray(contestEntries.contestId, contestIds))
    .groupBy(contestEntries.contestId);
  return new Map(rows.map((r) => [r.contestId, { entryCount: r.entryCount, totalVotes: r.totalVotes }]));
}

/** The contests running, coming and ended at `now` (the ended ones newest first, at most `lastLimit`). */
export async function contestLists(db: DbOrTx, now: Date, lastLimit = 12) {
  const [active, next, last] = await Promise.all([
    db
      .select()
      .from(contests)
      .where(and(lte(contests.startsAt, now), gt(contests.endsAt, now)))
      .orderBy(asc(contests.endsAt)),
    db.select().from(contests).where(gt(contests.startsAt, now)).orderBy(asc(contests.startsAt)).limit(12),
    db
      .select()
      .from(contests)
      .where(lte(contests.endsAt, now))
      .orderBy(desc(contests.endsAt))
      .limit(lastLimit),
  ]);
  return { active, next, last };
}

/** Entries with their place (the place counts once the contest ended). */
function entriesWithPlace(db: DbOrTx, contestId: number) {
  return db
    .select({ id: contestEntries.id, place: placeSql() })
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contestId))
    .as("ranked");
}

/**
 * A page of a contest's entries (getContestGridItems): by votes (`top`), newest first (`new`) or the
 * guest's votes (`voted`), optionally one performer's by name; with the total.
 */
export async function contestGrid(
  db: DbOrTx,
  options: {
    contest: ContestRow;
    sub: TContestSub;
    limit: number;
    offset: number;
    actorIds: number[] | null;
    guestId: number | null;
    now: Date;
  },
): Promise<{ total: number; rows: EntryRow[] }> {
  const { contest, sub, limit, offset, actorIds, guestId, now } = options;
  const ranked = entriesWithPlace(db, contest.id);
  const where = and(
    eq(contestEntries.contestId, contest.id),
    actorIds ? inArray(contestEntries.actorId, actorIds.length ? actorIds : [0]) : undefined,
    sub === "voted"
      ? inArray(
          contestEntries.id,
          db
            .select({ id: contestVotes.entryId })
            .from(contestVotes)
            .where(and(eq(contestVotes.guestId, guestId ?? 0), eq(contestVotes.contestId, contest.id))),
        )
      : undefined,
  );
  const order =
    sub === "new"
      ? [desc(contestEntries.createdAt), desc(contestEntries.id)]
      : [desc(contestEntries.votes), asc(contestEntries.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: contestEntries, place: ranked.place })
      .from(contestEntries)
      .innerJoin(ranked, eq(ranked.id, contestEntries.id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contestEntries).where(where),
  ]);
  const ended = contest.endsAt <= now;
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({ ...r.entry, place: ended ? r.place : null })),
  };
}

/** The ids of performers whose name contains the text (the grid's actorName filter). */
export async function contestActorIdsByName(db: DbOrTx, contestId: number, name: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ actorId: contestEntries.actorId })
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contestId));
  const names = await actorNamesOf(
    db,
    rows.map((r) => r.actorId),
  );
  const wanted = name.toLowerCase();
  return [...names].filter(([, actorName]) => actorName.toLowerCase().includes(wanted)).map(([id]) => id);
}

/** The top list: the entries with most votes (their places once the contest ended). */
export function contestTopList(db: DbOrTx, contest: ContestRow, now: Date) {
  return contestGrid(db, {
    contest,
    sub: "top",
    limit: CONTEST_TOP_LIST,
    offset: 0,
    actorIds: null,
    guestId: null,
    now,
  });
}

/** One performer's entries in a contest, best first. */
export function actorEntries(db: DbOrTx, contest: ContestRow, actorId: number, now: Date) {
  return contestGrid(db, {
    contest,
    sub: "top",
    limit: 100,
    offset: 0,
    actorIds: [actorId],
    guestId: null,
    now,
  });
}

/** A guest's votes in a contest, the entries voted for and the modal choices. */
export async function guestContestData(db: DbOrTx, contestId: number, guestId: number) {
  const [[counter], voted] = await Promise.all([
    db
      .select()
      .from(contestGuests)
      .where(and(eq(contestGuests.contestId, contestId), eq(contestGuests.guestId, guestId))),
    db
      .select({ entryId: contestVotes.entryId })
      .from(contestVotes)
      .where(and(eq(contestVotes.contestId, contestId), eq(contestVotes.guestId, guestId)))
      .orderBy(asc(contestVotes.id)),
  ]);
  return {
    voteCount: counter?.votes ?? 0,
    hideConfirmWindow: counter?.hideConfirmWindow ?? false,
    hideVoteLimitModal: counter?.hideVoteLimitModal ?? false,
    votedEntryIds: voted.map((v) => v.entryId),
  };
}

/** Every vote of a guest (newest first, at most `limit`), or of everyone in one contest. */
export async function votesOf(db: DbOrTx, filter: { guestId?: number; contestId?: number }, limit: number) {
  return db
    .select({
      contestId: contestVotes.contestId,
      mediaId: contestVotes.entryId,
      guestId: contestVotes.guestId,
      createdAt: contestVotes.createdAt,
    })
    .from(contestVotes)
    .where(
      and(
        filter.guestId !== undefined ? eq(contestVotes.guestId, filter.guestId) : undefined,
        filter.contestId !== undefined ? eq(contestVotes.contestId, filter.contestId) : undefined,
      ),
    )
    .orderBy(desc(contestVotes.id))
    .limit(limit);
}

/**
 * The best place of each video among the winners (places 1 to 3) of contests ended at `now`, for
 * `contestInfo.place`.
 */
export async function videoContestPlaces(
  db: DbOrTx,
  videoIds: number[],
  now: Date,
): Promise<Map<number, number>> {
  if (videoIds.length === 0) return new Map();
  const ranked = db
    .select({ videoId: contestEntries.videoId, place: placeSql() })
    .from(contestEntries)
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .where(
      and(
        lte(contests.endsAt, now),
        inArray(
          contestEntries.contestId,
          db
            .select({ id: contestEntries.contestId })
            .from(contestEntries)
            .where(inArray(contestEntries.videoId, videoIds)),
        ),
      ),
    )
    .as("ranked");
  const rows = await db
    .select({ videoId: ranked.videoId, place: sql<number>`min(${ranked.place})::int` })
    .from(ranked)
    .where(and(inArray(ranked.videoId, videoIds), lte(ranked.place, CONTEST_WINNER_PLACES)))
    .groupBy(ranked.videoId);
  return new Map(rows.flatMap((r) => (r.videoId === null ? [] : [[r.videoId, r.place]])));
}

/** The catalogue's side of entries: titles, performers and images of their videos, albums and pictures. */
export async function entryMedia(db: DbOrTx, rows: EntryRow[], now: Date, ageChecked: boolean) {
  const ids = (kind: EntryRow["kind"], pick: (row: EntryRow) => number | null) =>
    rows.filter((r) => r.kind === kind).flatMap((r) => pick(r) ?? []);
  const [videoRows, albumRows, pictureRows] = await Promise.all([
    videoItemsByIds(
      db,
      ids("video", (r) => r.videoId),
    ),
    albumItemsByIds(
      db,
      ids("album", (r) => r.albumId),
      ageChecked,
    ),
    findPicturesWithAlbums(
      db,
      ids("picture", (r) => r.pictureId),
      now,
    ),
  ]);
  return {
    videos: new Map(videoRows.map((v) => [v.video.id, v])),
    albums: new Map(albumRows.map((a) => [a.album.id, a])),
    pictures: new Map(pictureRows.map((p) => [p.id, p])),
  };
}
export type EntryMedia = Awaited<ReturnType<typeof entryMedia>>;

/** The votes of entries as they are now, with their contest. */
export async function entryVotes(db: DbOrTx, entryIds: number[]) {
  if (entryIds.length === 0) return [];
  return db
    .select({ entryId: contestEntries.id, contestId: contestEntries.contestId, votes: contestEntries.votes })
    .from(contestEntries)
    .where(inArray(contestEntries.id, entryIds));
}
