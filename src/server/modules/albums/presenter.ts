import type { TAlbumComment, TRating } from "../../../common/contracts/albums.ts";
import type { CommentRow } from "./queries.ts";

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

/** A comment for the calling guest (their own ones say so). */
export function presentComment(row: CommentRow, callerId: number | null): TAlbumComment {
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    text: row.text,
    isCreator: false,
    isOwn: callerId !== null && row.guestId === callerId,
    user: row.authorName === null ? null : { name: row.authorName },
  };
}
