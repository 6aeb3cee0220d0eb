import type { TRating } from "../../../common/contracts/albums.ts";

/** Counters and the guest's own rating value (1, -1, or none). */
export function presentRating(
  counters: { likes: number; dislikes: number },
  value: number | undefined,
): TRating {
  return {
    guestRatingLikes: counters.likes,
    guestRatingDislikes: counters.dislikes,
    isLiked: value === 1,
    isDisliked: value === -1,
  };
}
