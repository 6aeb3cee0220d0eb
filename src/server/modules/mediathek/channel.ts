import { type Language, pickLocalized } from "../../../common/languages.ts";
import type { Db } from "../../db/client.ts";
import { presentImage } from "../catalog/index.ts";
import { episodePage } from "./queries.ts";
import { withVideos } from "./views.ts";

/** The TV channels: free series air on the free one, premium series on the premium one. */
export type TvChannelKind = "free" | "premium";

/** An episode as the TV programme airs it. */
export interface ChannelEpisode {
  videoId: number;
  seriesKey: string;
  seriesTitle: string;
  episodeTitle: string;
  season: number;
  episode: number;
  durationSeconds: number;
  actorId: number | null;
  /** A still/picture for the programme (the video's preview picture, w640), or null. */
  pictureUrl: string | null;
  /**
   * The catalog's media key of the video's files: the full clip is `${mediaKey}.mp4` in the
   * protected media store (config.protectedMediaDir), its free preview `${mediaKey}-preview.mp4`
   * in the public store (/media/...). Null when the video has no files.
   */
  mediaKey: string | null;
}

/** At most this many episodes a channel airs (a programme rotates them). */
const CHANNEL_MAX = 500;

/**
 * Episodes airing on a channel, in a stable order (series position, key, season, episode): the
 * on-air series of the channel's kind, episodes of released videos only. The lead rotates them into
 * a programme.
 */
export async function channelEpisodes(
  db: Db,
  channel: TvChannelKind,
  language: Language,
): Promise<ChannelEpisode[]> {
  const now = new Date();
  const { rows } = await episodePage(
    db,
    { language, kind: channel, onAir: true },
    { limit: CHANNEL_MAX, offset: 0 },
  );
  return (await withVideos(db, rows, now)).map(({ row, video }) => ({
    videoId: row.videoId,
    seriesKey: row.seriesKey,
    seriesTitle: pickLocalized(row.seriesTitle, language),
    episodeTitle: pickLocalized(row.title, language),
    season: row.season,
    episode: row.number,
    durationSeconds: video.durationSec,
    actorId: video.actorId,
    pictureUrl: presentImage(video.preview)?.src ?? null,
    mediaKey: video.mediaKey,
  }));
}
