import { z } from "zod";
import type { Language } from "../languages.ts";
import { ACTOR_NOTE_MAX_LENGTH } from "./values/actors.ts";
import type { TTvAiring, TvChannel } from "./values/tv.ts";

export * from "./values/actors.ts";

/**
 * Actor profile extras (spec core §3 Actor data, §7 Actors): the guest's private note, chat
 * ratings, the heat map of online hours, interviews, the banned-country flag.
 */

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

/** An interview answer: the platform's question in the page's language, her answer with its language. */
export interface TInterview {
  id: number;
  question: string;
  answer: string;
  answerLanguage: Language;
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
  /** The guest holds a ticket of her upcoming or running cam show (false for a visitor). */
  guestHasTicket: boolean;
  /** The visitor's country (from the edge's country header) is one the actor blocks. */
  isBanned: boolean;
}

/** gallery/getsedcards/{actorIdOrName}/{payload}: payload JSON {limit, fsk}. */
export const ZSedcardPayload = z.strictObject({
  limit: z.number().int().min(1).max(100).default(20),
  fsk: z.union([z.literal(12), z.literal(16), z.literal(18)]).default(16),
});

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** GET actor/getActorPreviewImage/{actorIdOrName}: the avatar, else the first sedcard rated ≤ 16. */
export interface TActorPreviewImage {
  actorId: number;
  actorName: string;
  source: "avatar" | "sedcard";
  /** w320, w640 and w1280 of the picture. */
  urls: { w320: string; w640: string; w1280: string };
  width: number;
  height: number;
  color: string;
  alt: string;
}

/** GET phoenix/get_profile_preview/{actorId}: the compact card shown over a tile or in a popup. */
export interface TProfilePreview {
  actorId: number;
  name: string;
  age: number;
  city: string;
  country: string;
  avatar: TActorPreviewImage["urls"] | null;
  isOnline: boolean;
  freeChat: boolean;
  counts: { videos: number; albums: number };
  prices: { videoChatPerMinute: number; singlec2cPerMinute: number; message: number; currency: "VXC" };
  /** Shown only with at least MIN_CHAT_RATINGS ratings in CHAT_RATING_DAYS days, else null. */
  chatRating: { countRatings: number; satisfactionRate: number; days: number } | null;
  /** The profile page in every site language. */
  profileUrls: Record<"de" | "en" | "es" | "nl", string>;
}

/** GET actor/getActorTVLivestreamDataById/{actorId}: there is no TV product (docs/decisions.md). */
export interface TActorTVLivestream {
  actorId: number;
  /** The performer appears in what a TV channel airs now. */
  hasLivestream: boolean;
  isOnline: boolean;
  isCurrentlyTicketShow: boolean;
  /** The channel and airing she is on, and the page that plays it; null when she is not on TV now. */
  livestream: { channel: TvChannel; airing: TTvAiring; path: string } | null;
}

/** GET monitoringActors/onlineActorsAmount */
export interface TOnlineActorsAmount {
  amount: number;
}

// ---- actor search (actorsearch/*) ----

export const ACTOR_SEARCH_SORTS = ["online", "newest", "priceAsc", "priceDesc", "rating"] as const;
export type TActorSearchSort = (typeof ACTOR_SEARCH_SORTS)[number];
export const ACTOR_SEARCH_PAGE_SIZE = 24;
export const ACTOR_MIN_AGE = 18;
export const ACTOR_MAX_AGE = 99;

const ZFilterText = z.string().trim().min(1).max(30);

/** The filter of the actor search; every field is optional, an empty filter finds everybody. */
export const ZActorSearchFilter = z
  .strictObject({
    genderTypes: z
      .array(z.enum(["F", "M", "FM", "FF", "S"]))
      .max(5)
      .optional(),
    ageMin: z.number().int().min(ACTOR_MIN_AGE).max(ACTOR_MAX_AGE).optional(),
    ageMax: z.number().int().min(ACTOR_MIN_AGE).max(ACTOR_MAX_AGE).optional(),
    onlineOnly: z.boolean().optional(),
    /** ISO 639-1. */
    language: z
      .string()
      .regex(/^[a-z]{2}$/, "language is an ISO 639-1 code")
      .optional(),
    /** ISO 3166 alpha-2. */
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, "country is an ISO 3166 alpha-2 code")
      .optional(),
    hairColors: z.array(ZFilterText).max(20).optional(),
    bodyTypes: z.array(ZFilterText).max(20).optional(),
    /** Video chat price per minute in VXC. */
    priceMin: z.number().int().min(0).max(100_000).optional(),
    priceMax: z.number().int().min(0).max(100_000).optional(),
    sort: z.enum(ACTOR_SEARCH_SORTS).default("online"),
  })
  .refine((f) => f.ageMin === undefined || f.ageMax === undefined || f.ageMin <= f.ageMax, {
    message: "ageMin is above ageMax",
    path: ["ageMin"],
  })
  .refine((f) => f.priceMin === undefined || f.priceMax === undefined || f.priceMin <= f.priceMax, {
    message: "priceMin is above priceMax",
    path: ["priceMin"],
  });
export type TActorSearchFilter = z.infer<typeof ZActorSearchFilter>;

/** POST actorsearch/search: a filter and a page; `store` false leaves the stored filter alone. */
export const ZActorSearchInput = z.strictObject({
  filter: ZActorSearchFilter.default({ sort: "online" }),
  page: z.number().int().min(1).max(500).default(1),
  pageSize: z.number().int().min(1).max(96).default(ACTOR_SEARCH_PAGE_SIZE),
  store: z.boolean().default(true),
});
export type TActorSearchInput = z.infer<typeof ZActorSearchInput>;

/** One allowed value of a filter with the number of actors that have it. */
export interface TFilterOption<T = string> {
  value: T;
  count: number;
}

/** POST actorsearch/init */
export interface TActorSearchInit {
  options: {
    genderTypes: TFilterOption[];
    languages: TFilterOption[];
    countries: TFilterOption[];
    hairColors: TFilterOption[];
    bodyTypes: TFilterOption[];
    age: { min: number; max: number };
    pricePerMinute: { min: number; max: number; currency: "VXC" };
    sorts: readonly TActorSearchSort[];
    online: number;
  };
  /** The logged-in guest's last filter; null for anonymous guests and after filter/delete. */
  storedFilter: TActorSearchFilter | null;
}

/** A search hit: the actor tile plus what the filters are about. */
export interface TActorSearchHit {
  id: number;
  name: string;
  age: number;
  genderType: string;
  isOnline: boolean;
  country: string;
  city: string;
  languages: string[];
  hairColor: string | null;
  bodyType: string | null;
  pricePerMinute: number;
  /** Satisfaction 0–100 when shown (≥ MIN_CHAT_RATINGS in 90 days), else null. */
  satisfactionRate: number | null;
  avatar: TActorPreviewImage["urls"] | null;
  url: string;
}

/** POST actorsearch/search */
export interface TActorSearchResult {
  filter: TActorSearchFilter;
  page: number;
  pageSize: number;
  total: number;
  items: TActorSearchHit[];
  stored: boolean;
}

// ---- SEO content of an actor's videos page by tag group ----

export const ZSeoParams = z.object({
  actorId: ZId,
  tagGroup: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, "tagGroup is a tag group key"),
});

// ---- sedcard ratings and pinned photos ----

/** POST gallery/setSedcardsGuestRating/{actorId}: 1 like, -1 dislike, 0 takes it back. */
export const ZSedcardsRatingInput = z.strictObject({
  guestRating: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
});

/** The answer of gallery/setSedcardsGuestRating (the same counters as the album ratings). */
export interface TSedcardsRatingResult {
  objectType: "sedcards";
  objectId: number;
  guestRatingLikes: number;
  guestRatingDislikes: number;
  isLiked: boolean;
  isDisliked: boolean;
}

/** GET gallery/getPinnedPhotos?offset=&limit= */
export const ZPinnedPhotosQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/** A pinned album picture or sedcard photo; `image` null while it is behind a paywall or age check. */
export interface TPinnedPhoto {
  objectType: "picture" | "sedcard";
  id: number;
  pinnedAt: string;
  ageRating: number;
  actor: { id: number; name: string };
  album: { id: number; title: string; titleLanguage: Language } | null;
  image: { src: string; srcSet: string; width: number; height: number; color: string } | null;
  locked: "needPurchase" | "needAgeCheck" | null;
  url: string;
}

/** GET gallery/getPinnedPhotos */
export interface TPinnedPhotos {
  total: number;
  offset: number;
  limit: number;
  items: TPinnedPhoto[];
}
