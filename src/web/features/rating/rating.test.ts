import { MutationObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { TRating } from "../../../common/contracts/albums.ts";
import { createQueryClient } from "../../api/query.ts";
import { applyRating, nextRating, type RatingTarget, ratingMutation } from "./rating.ts";

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

describe("ratingMutation", () => {
  type Album = { id: number; rating: TRating };
  const key = ["albums", "state", 1] as const;
  const target = (send: RatingTarget<Album>["send"]): RatingTarget<Album> => ({
    queryKey: key,
    get: (album) => album.rating,
    set: (album, rating) => ({ ...album, rating }),
    send,
  });

  it("shows the like at once and keeps the server's counts when it answers", async () => {
    const client = createQueryClient();
    client.setQueryData<Album>(key, { id: 1, rating: none });
    let answer: (rating: TRating) => void = () => undefined;
    const sent = new Promise<TRating>((resolve) => (answer = resolve));
    const done = new MutationObserver(client, ratingMutation<Album>(client)).mutate({
      target: target(() => sent),
      value: 1,
    });
    await vi.waitFor(() => expect(client.getQueryData<Album>(key)?.rating.isLiked).toBe(true));
    expect(client.getQueryData<Album>(key)?.rating.guestRatingLikes).toBe(5);
    answer({ guestRatingLikes: 9, guestRatingDislikes: 2, isLiked: true, isDisliked: false });
    await done;
    expect(client.getQueryData<Album>(key)).toEqual({
      id: 1,
      rating: { guestRatingLikes: 9, guestRatingDislikes: 2, isLiked: true, isDisliked: false },
    });
  });

  it("puts the rating before back when the server refuses", async () => {
    const client = createQueryClient();
    const liked = { ...none, guestRatingLikes: 5, isLiked: true };
    client.setQueryData<Album>(key, { id: 1, rating: liked });
    await expect(
      new MutationObserver(client, ratingMutation<Album>(client)).mutate({
        target: target(() => Promise.reject(new Error("refused"))),
        value: -1,
      }),
    ).rejects.toThrow("refused");
    expect(client.getQueryData<Album>(key)).toEqual({ id: 1, rating: liked });
  });
});
