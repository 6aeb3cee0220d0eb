import { z } from "zod";
import { LANGUAGES, type Language } from "../languages.ts";
import {
  CONTEST_GRID_MAX_LIMIT,
  CONTEST_GRID_MAX_OFFSET,
  CONTEST_MEDIA_TYPES,
  CONTEST_SUBS,
  type TContestMediaType,
  type TContestState,
  type TContestSub,
} from "./values/contests.ts";

export * from "./values/contests.ts";

/**
 * Contests (spec content §3 contest guest data and vote response, §7 contests/*, §9 at most 5 votes
 * per contest). docs/REST.md "Contests".
 */

/** An image in the three spec sizes (the catalogue's TImage; contracts/catalog.ts names this file's types). */
export interface TContestImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  color: string;
}

const ZId = z.number().int().positive().max(2_147_483_647);
export const ZContestId = z.coerce.number().int().positive().max(2_147_483_647);

/** `POST contests/addContestMediaVoting`: `mediaId` is the entry (contest media) voted for. */
export const ZAddContestVote = z.strictObject({
  contestId: ZId,
  mediaId: ZId,
  /** The logged-in guest's id (a foreign id is refused). */
  guestId: ZId.optional(),
  /** The entry's performer, when the client names her (must match). */
  actorId: ZId.nullish(),
  /** The entry's album, for photo entries (must match). */
  albumId: ZId.nullish(),
  /** The guest asked to vote without the confirmation from now on. */
  hideConfirmWindow: z.boolean().optional(),
});
export type TAddContestVote = z.infer<typeof ZAddContestVote>;

/** `POST contests/deleteContestMediaVoting`: takes the guest's vote for the entry back. */
export const ZDeleteContestVote = z.strictObject({
  contestId: ZId,
  mediaId: ZId,
  guestId: ZId.optional(),
});
export type TDeleteContestVote = z.infer<typeof ZDeleteContestVote>;

/** `POST contests/hideVoteLimitModal`: the guest does not want the vote-limit modal again. */
export const ZHideVoteLimitModal = z.strictObject({ contestId: ZId });

/** `GET contests/getContestGridItems/{contestId}/{contestSub}/{limit}/{offset}`. */
export const ZContestGridParams = z.strictObject({
  contestId: ZContestId,
  contestSub: z.enum(CONTEST_SUBS),
  limit: z.coerce.number().int().min(1).max(CONTEST_GRID_MAX_LIMIT),
  offset: z.coerce.number().int().min(0).max(CONTEST_GRID_MAX_OFFSET),
});
export const ZContestGridQuery = z.object({ actorName: z.string().trim().min(1).max(64).optional() });

/** The vote response (spec content §3), with the guest's votes in the contest after it. */
export interface TContestVoteResult {
  mediaId: number;
  mediaVotes: number;
  needAvs: boolean;
  guestId: number;
  contestId: number;
  voteCount: number;
}

/** The contest guest data (spec content §3). */
export interface TContestGuestData {
  contestId: number;
  voteCount: number;
  votesLeft: number;
  hideVoteLimitModal: boolean;
  hideConfirmWindow: boolean;
  /** The entries the guest voted for. */
  votedMediaIds: number[];
}

/** A contest as lists and its header show it. */
export interface TContest {
  id: number;
  title: string;
  description: string;
  rules: string;
  /** Prize texts of places 1, 2, 3... */
  prizes: string[];
  mediaType: TContestMediaType;
  needAvs: boolean;
  state: TContestState;
  startsAt: string;
  endsAt: string;
  entryCount: number;
  totalVotes: number;
  cover: TContestImage | null;
}

/** `GET contests/{contestId}/getHeader`. */
export interface TContestHeader extends TContest {
  contestId: number;
  language: Language;
}

/** An entry of a contest. */
export interface TContestEntry {
  mediaId: number;
  contestId: number;
  kind: "video" | "album" | "picture";
  videoId: number | null;
  albumId: number | null;
  pictureId: number | null;
  title: string;
  image: TContestImage | null;
  actor: { id: number; name: string };
  votes: number;
  /** Its place once the contest ended, else null. */
  place: number | null;
}

/** `GET contests/getContestGridItems/...`. */
export interface TContestGrid {
  contestId: number;
  contestSub: TContestSub;
  total: number;
  limit: number;
  offset: number;
  items: TContestEntry[];
}

/** A contest page as the server renders it: the header, the first grid page and the top list. */
export interface TContestPage {
  header: TContestHeader;
  grid: TContestGrid;
  topList: TContestEntry[];
}

/** `GET contests`: the contests running, coming and ended (newest first). */
export interface TContestLists {
  active: TContest[];
  next: TContest[];
  last: TContest[];
}

const ZTexts = z.partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(4000));
const ZTitle = z.partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(200));

/** The operator's contest (operator API). */
export const ZCreateContest = z
  .strictObject({
    title: ZTitle.refine((t) => Object.keys(t).length > 0, "title needs one language"),
    description: ZTexts.default({}),
    rules: ZTexts.default({}),
    prizes: z.array(ZTexts).max(10).default([]),
    mediaType: z.enum(CONTEST_MEDIA_TYPES),
    needAvs: z.boolean().default(false),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .refine((c) => new Date(c.endsAt) > new Date(c.startsAt), "endsAt must be after startsAt");
export type TCreateContest = z.infer<typeof ZCreateContest>;

/** A change of a contest (operator API); dates stay ordered. */
export const ZUpdateContest = z.strictObject({
  title: ZTitle.optional(),
  description: ZTexts.optional(),
  rules: ZTexts.optional(),
  prizes: z.array(ZTexts).max(10).optional(),
  needAvs: z.boolean().optional(),
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).optional(),
});
export type TUpdateContest = z.infer<typeof ZUpdateContest>;

/** An entry the operator adds: exactly one of a video, an album, or a picture (with its album). */
export const ZAddContestEntry = z
  .strictObject({
    videoId: ZId.optional(),
    albumId: ZId.optional(),
    pictureId: ZId.optional(),
  })
  .refine(
    (e) =>
      e.videoId !== undefined
        ? e.albumId === undefined && e.pictureId === undefined
        : e.albumId !== undefined,
    "give a videoId, an albumId, or an albumId with a pictureId",
  );
export type TAddContestEntry = z.infer<typeof ZAddContestEntry>;
