import type { TvRestriction } from "../../../common/contracts/values/mediathek.ts";
import type { TvChannel } from "../../../common/contracts/values/tv.ts";
import type { AppError } from "../../lib/errors.ts";
import { episodeRestriction, episodeRestrictionError, type TvViewer } from "../mediathek/index.ts";

/**
 * Who may watch a channel (docs/decisions.md "TV"): the mediathek's rule for its episodes, which is
 * playback's rule for every video. A channel airs 18-rated videos nobody bought: free TV is a free
 * series' video (a login and an accepted age check, no payment), premium TV a premium series'
 * (also a TV subscription or the VIP club, else needAbo).
 */
const AIRING: Record<TvChannel, { free: boolean; vip: boolean; ageRating: number }> = {
  free: { free: true, vip: false, ageRating: 18 },
  premium: { free: false, vip: false, ageRating: 18 },
};

export function tvRestriction(channel: TvChannel, viewer: TvViewer | null, now: Date): TvRestriction | null {
  return episodeRestriction(viewer, AIRING[channel], channel, false, now);
}

/** The platform error of a restriction (details.restriction; premium's needAbo names the TV subscription). */
export function tvRestrictionError(restriction: TvRestriction, channel: TvChannel): AppError {
  return episodeRestrictionError(restriction, channel);
}
