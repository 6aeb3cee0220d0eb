import type { TRating } from "../../../common/contracts/albums.ts";
import type { TChatExitSurveyAnswer } from "../../../common/contracts/survey.ts";
import type { actorChatRatings } from "../../db/schema/ratings.ts";

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

/** A stored chat-exit survey answer (an allowlist of the rating row's fields). */
export function presentChatSurvey(row: typeof actorChatRatings.$inferSelect): TChatExitSurveyAnswer {
  return {
    sessionId: row.sessionId ?? 0,
    actorId: row.actorId,
    rating: row.satisfied ? "GREAT" : "BAD",
    text: row.comment,
    answeredAt: row.createdAt.toISOString(),
  };
}
