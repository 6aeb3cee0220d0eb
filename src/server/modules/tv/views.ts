import type { TTvAiring, TTvProgram, TvChannel } from "../../../common/contracts/values/tv.ts";
import type { Language } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { type ChannelEpisode, channelEpisodes, type TvViewer } from "../mediathek/index.ts";
import { tvRestriction } from "./policy.ts";
import { type Airing, airingsFrom } from "./schedule.ts";

/**
 * The programme of the TV channels (spec content §7: tv/program/{type}, current program with info
 * default 10), computed from the mediathek's episodes by the schedule (schedule.ts).
 */

/** The episodes of a channel, read at most every EPISODES_TTL_MS per database, channel and language. */
const EPISODES_TTL_MS = 10_000;
const caches = new WeakMap<Db, Map<string, { at: number; episodes: Promise<ChannelEpisode[]> }>>();

function episodesOf(db: Db, channel: TvChannel, language: Language, now: number): Promise<ChannelEpisode[]> {
  const episodesCache =
    caches.get(db) ?? new Map<string, { at: number; episodes: Promise<ChannelEpisode[]> }>();
  caches.set(db, episodesCache);
  const key = `${channel}:${language}`;
  const hit = episodesCache.get(key);
  if (hit && now - hit.at < EPISODES_TTL_MS && now >= hit.at) return hit.episodes;
  const episodes = channelEpisodes(db, channel, language);
  episodesCache.set(key, { at: now, episodes });
  episodes.catch(() => episodesCache.delete(key));
  return episodes;
}

function presentAiring(airing: Airing<ChannelEpisode>): TTvAiring {
  const { episode } = airing;
  return {
    startsAt: new Date(airing.startsAt).toISOString(),
    endsAt: new Date(airing.endsAt).toISOString(),
    videoId: episode.videoId,
    seriesKey: episode.seriesKey,
    seriesTitle: episode.seriesTitle,
    title: episode.episodeTitle,
    season: episode.season,
    episode: episode.episode,
    actorId: episode.actorId,
    pictureUrl: episode.pictureUrl,
  };
}

/** GET tv/program/{type}: the airing on now and the next ones, `info` in all. */
export async function tvProgramView(
  db: Db,
  input: { channel: TvChannel; language: Language; info: number; viewer: TvViewer | null; now: Date },
): Promise<TTvProgram> {
  const at = input.now.getTime();
  const airings = airingsFrom(await episodesOf(db, input.channel, input.language, at), at, {
    count: input.info,
  });
  const restriction = tvRestriction(input.channel, input.viewer, input.now);
  return {
    channel: input.channel,
    playable: restriction === null,
    restriction,
    now: airings[0] ? presentAiring(airings[0]) : null,
    airings: airings.map(presentAiring),
  };
}

/** An airing as the channel's encoder plays it: the episode's video file and the title on the picture. */
export interface ChannelAiring {
  mediaKey: string;
  title: string;
  startsAt: number;
  endsAt: number;
}

/** A title for the picture: "Series · S1 E2 · Title". */
const pictureTitle = (episode: ChannelEpisode) =>
  `${episode.seriesTitle} · S${episode.season} E${episode.episode} · ${episode.episodeTitle}`;

/**
 * What the channel's encoder plays from now for `hours` (the airings with a video file; the
 * schedule counts the others too, so a file missing leaves a gap rather than moving the programme).
 */
export async function channelAirings(
  db: Db,
  channel: TvChannel,
  now: Date,
  hours: number,
): Promise<ChannelAiring[]> {
  const at = now.getTime();
  const episodes = await episodesOf(db, channel, "en", at);
  return airingsFrom(episodes, at, { until: at + hours * 3_600_000 }).flatMap(
    ({ episode, startsAt, endsAt }) =>
      episode.mediaKey
        ? [{ mediaKey: episode.mediaKey, title: pictureTitle(episode), startsAt, endsAt }]
        : [],
  );
}

/** Where a performer is on TV now (the airing features her), or null: actor/getActorTVLivestreamDataById. */
export async function actorOnTv(
  db: Db,
  actorId: number,
  language: Language,
  now: Date,
): Promise<{ channel: TvChannel; airing: TTvAiring } | null> {
  const at = now.getTime();
  for (const channel of ["free", "premium"] as const) {
    const [airing] = airingsFrom(await episodesOf(db, channel, language, at), at, { count: 1 });
    if (airing && airing.episode.actorId === actorId) return { channel, airing: presentAiring(airing) };
  }
  return null;
}
