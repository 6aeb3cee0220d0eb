/** The TV channels and the programme's limits (spec content §7: tv/program/{type}, tv/stream/{type}). Zod-free: the TV pages import it. */

export const TV_CHANNELS = ["free", "premium"] as const;
export type TvChannel = (typeof TV_CHANNELS)[number];

/** Programme entries answered by default and at most (spec: program info default 10). */
export const PROGRAM_INFO_DEFAULT = 10;
export const PROGRAM_INFO_MAX = 50;

/** The blog category of each channel's page (spec: premium TV 40, free TV 41). */
export const TV_BLOG_CATEGORY: Record<TvChannel, number> = { free: 41, premium: 40 };

/** One airing of a channel's programme. */
export interface TTvAiring {
  startsAt: string;
  endsAt: string;
  /** The episode's video (the mediathek's tv/video/{videoId}). */
  videoId: number;
  seriesKey: string;
  seriesTitle: string;
  title: string;
  season: number;
  episode: number;
  /** The performer who appears in it, or null. */
  actorId: number | null;
  pictureUrl: string | null;
}

/** GET tv/program/{type}: what runs now, then the next airings (`info` in all, the current one first). */
export interface TTvProgram {
  channel: TvChannel;
  /** The guest may play this channel (free: logged in with an accepted age check; premium: also a TV subscriber or VIP). */
  playable: boolean;
  /** What keeps the guest from it (spec core §6 names), null when it plays. */
  restriction: "needLogin" | "needAgeCheck" | "needAbo" | "needPurchase" | null;
  now: TTvAiring | null;
  airings: TTvAiring[];
}

/** GET tv/stream/{type}: the channel's HLS, signed for the guest (renew before `expiresAt`). */
export interface TTvStream {
  channel: TvChannel;
  kind: "hls";
  url: string;
  expiresAt: string;
  lifetimeSeconds: number;
}
