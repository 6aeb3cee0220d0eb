import type { TContest, TContestEntry, TContestMediaType } from "../../../common/contracts/contests.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import { presentImage } from "../catalog/index.ts";
import { contestState } from "./policy.ts";
import type { ContestRow, ContestTotals, EntryMedia, EntryRow } from "./queries.ts";

/** A contest in the guest's language, with its state at `now`. */
export function presentContest(
  row: ContestRow,
  totals: ContestTotals | undefined,
  cover: TContestEntry["image"],
  language: Language,
  now: Date,
): TContest {
  return {
    id: row.id,
    title: pickLocalized(row.title, language),
    description: pickLocalized(row.description, language),
    rules: pickLocalized(row.rules, language),
    prizes: row.prizes.map((prize) => pickLocalized(prize, language)),
    mediaType: row.mediaType as TContestMediaType,
    needAvs: row.needAvs,
    state: contestState(row, now),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    entryCount: totals?.entryCount ?? 0,
    totalVotes: totals?.totalVotes ?? 0,
    cover,
  };
}

/** An entry with its media from the catalogue; an entry whose media is gone (or unreleased) is left out. */
export function presentEntry(row: EntryRow, media: EntryMedia, language: Language): TContestEntry | null {
  const base = {
    mediaId: row.id,
    contestId: row.contestId,
    kind: row.kind as TContestEntry["kind"],
    videoId: row.videoId,
    albumId: row.albumId,
    pictureId: row.pictureId,
    votes: row.votes,
    place: row.place,
  };
  if (row.kind === "video") {
    const video = media.videos.get(row.videoId ?? 0);
    if (!video) return null;
    return {
      ...base,
      title: pickLocalized(video.video.title, language),
      image: presentImage(video.image),
      actor: { id: video.actor.id, name: video.actor.name },
    };
  }
  if (row.kind === "album") {
    const album = media.albums.get(row.albumId ?? 0);
    if (!album) return null;
    return {
      ...base,
      title: pickLocalized(album.album.title, language),
      image: presentImage(album.image),
      actor: { id: album.actor.id, name: album.actor.name },
    };
  }
  const picture = media.pictures.get(row.pictureId ?? 0);
  if (!picture) return null;
  return {
    ...base,
    title: pickLocalized(picture.album.title, language),
    image: presentImage(picture.image),
    actor: { id: picture.actor.id, name: picture.actor.name },
  };
}

/** Entries in order, those whose media is gone left out. */
export function presentEntries(rows: EntryRow[], media: EntryMedia, language: Language): TContestEntry[] {
  return rows.flatMap((row) => presentEntry(row, media, language) ?? []);
}
