import { describe, expect, it } from "vitest";
import { applyRating, nextRating } from "./useAlbumState.ts";

const none = { guestRatingLikes: 4, guestRatingDislikes: 2, isLiked: false, isDisliked: false };

describe("rating buttons", () => {
  it("press like, press dislike, press dislike again: like, switch, take back", () => {
    const liked = applyRating(none, nextRating(none, 1));
    expect(liked).toEqual({ guestRatingLikes: 5, guestRatingDislikes: 2, isLiked: true, isDisliked: false });
    const disliked = applyRating(liked, nextRating(liked, -1));
    expect(disliked).toEqual({
      guestRatingLikes: 4,
      guestRatingDislikes: 3,
      isLiked: false,
      isDisliked: true,
    });
    expect(nextRating(disliked, -1)).toBe(0);
    expect(applyRating(disliked, 0)).toEqual(none);
  });

  it("keeps other fields of the rated object", () => {
    expect(applyRating({ ...none, id: 7 }, 1)).toMatchObject({ id: 7, isLiked: true });
  });
});
