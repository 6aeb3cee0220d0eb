import { z } from "zod";

/**
 * Actor profile extras (spec core §3 Actor data, §7 Actors): the guest's private note, chat
 * ratings, the heat map of online hours, interviews, the banned-country flag.
 */

/** Longest private note. */
export const ACTOR_NOTE_MAX_LENGTH = 2000;
/** Chat ratings are shown only with at least this many in the window (spec core §5). */
export const MIN_CHAT_RATINGS = 10;
export const CHAT_RATING_DAYS = 90;
/** The heat map counts the last four weeks. */
export const HEAT_MAP_WEEKS = 4;

/** POST actor/storeActorNote: an empty comment deletes the note. */
export const ZStoreActorNote = z.strictObject({
  actorId: z.number().int().positive().max(2_147_483_647),
  comment: z.string().trim().max(ACTOR_NOTE_MAX_LENGTH),
});

export interface TActorNote {
  actorId: number;
  comment: string;
  updatedAt: string;
}

/** countRatings and satisfactionRate (0–100) over 90 days; null values below 10 ratings. */
export interface TChatRatings {
  actorId: number;
  countRatings: number | null;
  satisfactionRate: number | null;
  days: number;
}

export interface THeatMap {
  actorId: number;
  actorName: string;
  /** heatMaps[weekday 0 = Monday][hour 0–23]: share 0–1 of the last 4 weeks online in that hour (Berlin time). */
  heatMaps: number[][];
  /** The best hours to meet the actor (share at least 0.5), best first, at most 6. */
  hoursToBeOnline: { weekday: number; hour: number; share: number }[];
  memo: string | null;
  errors: string[];
  timeZone: string;
}

export interface TInterview {
  id: number;
  question: string;
  answer: string;
}

/** Everything public the about and overview tabs show beyond the profile. */
export interface TActorInsights {
  chatRatings: TChatRatings;
  heatMap: THeatMap;
  interviews: TInterview[];
}

/** GET actor/getActorStateById/{actorId} */
export interface TActorState {
  actorId: number;
  isOnline: boolean;
  isOnlineMobileVideocall: boolean;
  freeChat: boolean;
  isCurrentlyTicketShow: boolean;
  /** The visitor's country (from the edge's country header) is one the actor blocks. */
  isBanned: boolean;
}

/** gallery/getsedcards/{actorIdOrName}/{payload}: payload JSON {limit, fsk}. */
export const ZSedcardPayload = z.strictObject({
  limit: z.number().int().min(1).max(100).default(20),
  fsk: z.union([z.literal(12), z.literal(16), z.literal(18)]).default(16),
});
