import type { TGuestRating, TRatingResult } from "../../../../common/contracts/albums.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { notFound } from "../../../lib/errors.ts";
import { presentRating, setRating } from "../../ratings/index.ts";
import { isReleasedVideo } from "../queries/videos.ts";
import { moveLikeCounters } from "./likeCounters.ts";

export interface RateVideoOptions {
  /** The caller's transaction: the rating row and the video's counters change together. */
  tx: DbOrTx;
  guestId: number;
  videoId: number;
  /** 1 like, -1 dislike, 0 take back. */
  value: TGuestRating;
  now: Date;
}

/**
 * A guest's like or dislike of a released video, or takes it back (spec content §7 "video likes
 * and dislikes"); anyone logged in may rate, bought or not. Unknown and unreleased videos are 404.
 */
export async function rateVideo(options: RateVideoOptions): Promise<TRatingResult> {
  const { tx, guestId, videoId, value, now } = options;
  if (!(await isReleasedVideo(tx, videoId, now))) throw notFound("Video");
  const { delta } = await setRating({ tx, guestId, objectType: "video", objectId: videoId, value });
  const counters = await moveLikeCounters({ tx, objectType: "video", objectId: videoId, delta });
  return { objectType: "video", objectId: videoId, ...presentRating(counters, value) };
}
