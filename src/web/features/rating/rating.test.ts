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

  it("sends two quick presses one after the other and ends with the second's answer", async () => {
    const client = createQueryClient();
    client.setQueryData<Album>(key, { id: 1, rating: none });
    const answers: ((rating: TRating) => void)[] = [];
    const sends: number[] = [];
    const send = (value: 0 | 1 | -1) => {
      sends.push(value);
      return new Promise<TRating>((resolve) => answers.push(resolve));
    };
    const mutation = () => new MutationObserver(client, ratingMutation<Album>(client));
    const first = mutation().mutate({ target: target(() => send(-1)), value: -1 });
    await vi.waitFor(() => expect(sends).toEqual([-1]));
    const second = mutation().mutate({ target: target(() => send(0)), value: 0 });
    await vi.waitFor(() => expect(client.getQueryData<Album>(key)?.rating.isDisliked).toBe(false));
    // The second press waits for the first answer before it is sent.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sends).toEqual([-1]);
    answers[0]?.({ guestRatingLikes: 4, guestRatingDislikes: 3, isLiked: false, isDisliked: true });
    await first;
    await vi.waitFor(() => expect(sends).toEqual([-1, 0]));
    // The first answer did not put the dislike back while the second press was on its way.
    expect(client.getQueryData<Album>(key)?.rating.isDisliked).toBe(false);
    answers[1]?.(none);
    await second;
    expect(client.getQueryData<Album>(key)?.rating).toEqual(none);
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
