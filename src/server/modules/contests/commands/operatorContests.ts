import { eq } from "drizzle-orm";
import type {
  TAddContestEntry,
  TCreateContest,
  TUpdateContest,
} from "../../../../common/contracts/contests.ts";
import type { Tx } from "../../../db/client.ts";
import { contestEntries, contests } from "../../../db/schema/contests.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { albumItemsByIds, findPicturesWithAlbums, videoItemsByIds } from "../../catalog/index.ts";

type ContestRow = typeof contests.$inferSelect;

/** Creates a contest (operator API). */
export async function createContest(options: {
  tx: Tx;
  now: Date;
  input: TCreateContest;
}): Promise<ContestRow> {
  const { tx, now, input } = options;
  const [row] = await tx
    .insert(contests)
    .values({
      ...input,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      createdAt: now,
    })
    .returning();
  if (!row) throw new AppError(AppErrorCode.INTERNAL, "Contest not stored");
  return row;
}

/**
 * Changes a contest (operator API). The dates stay ordered; an ended contest's dates are kept, so
 * its places do not move.
 */
export async function updateContest(options: {
  tx: Tx;
  now: Date;
  contestId: number;
  input: TUpdateContest;
}): Promise<ContestRow> {
  const { tx, now, contestId, input } = options;
  const [current] = await tx.select().from(contests).where(eq(contests.id, contestId)).for("update");
  if (!current) throw notFound("Contest");
  const startsAt = input.startsAt ? new Date(input.startsAt) : current.startsAt;
  const endsAt = input.endsAt ? new Date(input.endsAt) : current.endsAt;
  if (endsAt <= startsAt) throw new AppError(AppErrorCode.VALIDATION_FAILED, "endsAt must be after startsAt");
  if (current.endsAt <= now && (input.startsAt || input.endsAt))
    throw new AppError(AppErrorCode.CONFLICT, "An ended contest keeps its dates");
  const { startsAt: _s, endsAt: _e, ...texts } = input;
  const [row] = await tx
    .update(contests)
    .set({ ...texts, startsAt, endsAt })
    .where(eq(contests.id, contestId))
    .returning();
  if (!row) throw notFound("Contest");
  return row;
}

/** What an entry is, read from the catalogue: its performer, and whether it fits the contest's media type. */
async function entryMedia(tx: Tx, input: TAddContestEntry, now: Date) {
  if (input.videoId !== undefined) {
    const [video] = await videoItemsByIds(tx, [input.videoId]);
    if (!video) throw notFound("Video");
    return { kind: "video" as const, actorId: video.actor.id, mediaType: "video" };
  }
  const albumId = input.albumId as number;
  if (input.pictureId !== undefined) {
    const [picture] = await findPicturesWithAlbums(tx, [input.pictureId], now);
    if (!picture || picture.album.id !== albumId) throw notFound("Picture of the album");
    return { kind: "picture" as const, actorId: picture.actor.id, mediaType: "photo" };
  }
  const [album] = await albumItemsByIds(tx, [albumId]);
  if (!album) throw notFound("Album");
  return { kind: "album" as const, actorId: album.actor.id, mediaType: "photo" };
}

/** Adds a performer's video, album or picture to a contest that has not ended (operator API). */
export async function addContestEntry(options: {
  tx: Tx;
  now: Date;
  contestId: number;
  input: TAddContestEntry;
}): Promise<typeof contestEntries.$inferSelect> {
  const { tx, now, contestId, input } = options;
  const [contest] = await tx.select().from(contests).where(eq(contests.id, contestId));
  if (!contest) throw notFound("Contest");
  if (contest.endsAt <= now) throw new AppError(AppErrorCode.CONFLICT, "The contest has ended");
  const media = await entryMedia(tx, input, now);
  if (media.mediaType !== contest.mediaType)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, `This contest takes ${contest.mediaType} entries`);
  const [row] = await tx
    .insert(contestEntries)
    .values({
      contestId,
      actorId: media.actorId,
      kind: media.kind,
      videoId: input.videoId ?? null,
      albumId: input.albumId ?? null,
      pictureId: input.pictureId ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(AppErrorCode.CONFLICT, "The media is already in the contest");
  return row;
}
