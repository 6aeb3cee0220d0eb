/**
 * The TV programme (issue 29, docs/decisions.md "TV"): a channel airs its episodes back to back in
 * a fixed order, round and round, since PROGRAMME_EPOCH. The schedule is a function of the episode
 * list and the time alone: every instance, the programme page and the channel's encoder agree on
 * what is on at any second without a table of slots or a job that writes one, and the programme is
 * alive on any date. An episode airs for its video's length.
 */

/** The schedule's origin: the channel's first episode started at this instant. */
export const PROGRAMME_EPOCH = Date.UTC(2026, 0, 1);

/** What an airing needs of an episode. */
export interface Airable {
  durationSeconds: number;
}

export interface Airing<E extends Airable> {
  episode: E;
  startsAt: number;
  endsAt: number;
}

/** An episode shorter than this still airs this long (a zero-length video would stall the schedule). */
const MIN_SECONDS = 1;

const lengthMs = (episode: Airable) => Math.max(MIN_SECONDS, Math.round(episode.durationSeconds)) * 1000;

/**
 * The airings from the one on at `from` (ms) until `count` airings or the first one starting at or
 * after `until` (ms), whichever comes first. Empty without episodes.
 */
export function airingsFrom<E extends Airable>(
  episodes: readonly E[],
  from: number,
  limit: { count?: number; until?: number },
): Airing<E>[] {
  if (episodes.length === 0) return [];
  const cycle = episodes.reduce((sum, episode) => sum + lengthMs(episode), 0);
  const since = from - PROGRAMME_EPOCH;
  // The start of the cycle `from` falls in (a time before the epoch counts backwards).
  let startsAt = PROGRAMME_EPOCH + Math.floor(since / cycle) * cycle;
  let index = 0;
  while (startsAt + lengthMs(episodes[index] as E) <= from) {
    startsAt += lengthMs(episodes[index] as E);
    index = (index + 1) % episodes.length;
  }
  const count = limit.count ?? Number.POSITIVE_INFINITY;
  const until = limit.until ?? Number.POSITIVE_INFINITY;
  const airings: Airing<E>[] = [];
  while (airings.length < count && (airings.length === 0 || startsAt < until)) {
    const episode = episodes[index] as E;
    const endsAt = startsAt + lengthMs(episode);
    airings.push({ episode, startsAt, endsAt });
    startsAt = endsAt;
    index = (index + 1) % episodes.length;
  }
  return airings;
}
