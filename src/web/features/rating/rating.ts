import { type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { TGuestRating, TRating } from "../../../common/contracts/albums.ts";

/** The next rating when a button is pressed: pressing the active one takes the rating back. */
export function nextRating(current: TRating, pressed: 1 | -1): TGuestRating {
  const active = pressed === 1 ? current.isLiked : current.isDisliked;
  return active ? 0 : pressed;
}

/** A rating as it looks after the guest's change, before the server answers (optimistic). */
export function applyRating<R extends TRating>(current: R, value: TGuestRating): R {
  const before = current.isLiked ? 1 : current.isDisliked ? -1 : 0;
  return {
    ...current,
    guestRatingLikes: current.guestRatingLikes - (before === 1 ? 1 : 0) + (value === 1 ? 1 : 0),
    guestRatingDislikes: current.guestRatingDislikes - (before === -1 ? 1 : 0) + (value === -1 ? 1 : 0),
    isLiked: value === 1,
    isDisliked: value === -1,
  };
}

/** Only the rating fields of an answer (answers carry more, such as the rated object's id). */
export function pickRating(rating: TRating): TRating {
  return {
    guestRatingLikes: rating.guestRatingLikes,
    guestRatingDislikes: rating.guestRatingDislikes,
    isLiked: rating.isLiked,
    isDisliked: rating.isDisliked,
  };
}

/** A rating held somewhere in a cached query's data, and the call that changes it. */
export interface RatingTarget<D> {
  queryKey: QueryKey;
  /** The rating inside the cached data (undefined when it is not there). */
  get(data: D): TRating | undefined;
  /** The cached data with the rating replaced. */
  set(data: D, rating: TRating): D;
  /** Sends the guest's rating; answers the counts as the server has them. */
  send(value: TGuestRating): Promise<TRating>;
}

/** One press: where the rating is and its new value. */
export interface RatingChange<D> {
  target: RatingTarget<D>;
  value: TGuestRating;
}

/** Every rating mutation's key and scope: one queue for all of them. */
export const RATING_MUTATION_KEY = ["rating"] as const;

/**
 * The rating mutation on `client`'s cache: the new counts show at once, the server's counts
 * replace them when it answers, and the rating before comes back when it refuses. Ratings go to
 * the server one after another (the scope): two quick presses (dislike, then dislike again to take
 * it back) sent at once could be handled and answered in either order, and the guest would be left
 * with the first press (found by the album test on a loaded machine). An answer is shown only when
 * no later press waits, so the queue's answers do not flicker the buttons back.
 */
export function ratingMutation<D>(client: QueryClient) {
  const change = (target: RatingTarget<D>, rating: TRating) =>
    client.setQueryData<D>(target.queryKey, (data) => (data === undefined ? data : target.set(data, rating)));
  const laterPresses = () => client.isMutating({ mutationKey: RATING_MUTATION_KEY }) > 1;
  return {
    mutationKey: RATING_MUTATION_KEY,
    scope: { id: RATING_MUTATION_KEY.join("/") },
    mutationFn: ({ target, value }: RatingChange<D>) => target.send(value),
    onMutate: ({ target, value }: RatingChange<D>) => {
      const data = client.getQueryData<D>(target.queryKey);
      const before = data === undefined ? undefined : target.get(data);
      if (before) change(target, applyRating(before, value));
      return { before };
    },
    onError: (_error: unknown, { target }: RatingChange<D>, context: { before?: TRating } | undefined) => {
      // A later press waiting in the queue answers with the server's counts itself.
      if (context?.before && !laterPresses()) change(target, pickRating(context.before));
    },
    onSuccess: (answer: TRating, { target }: RatingChange<D>) => {
      if (!laterPresses()) change(target, pickRating(answer));
    },
  };
}

/** Rates a target when its like or dislike button is pressed; resolves whether the server took it. */
export function useRate<D>(): (target: RatingTarget<D>, pressed: 1 | -1) => Promise<boolean> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation(ratingMutation<D>(client));
  return useCallback(
    (target: RatingTarget<D>, pressed: 1 | -1) => {
      const data = client.getQueryData<D>(target.queryKey);
      const current = data === undefined ? undefined : target.get(data);
      if (!current) return Promise.resolve(false);
      return mutateAsync({ target, value: nextRating(current, pressed) }).then(
        () => true,
        () => false,
      );
    },
    [client, mutateAsync],
  );
}
