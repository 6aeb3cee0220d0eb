import { useQuery } from "@tanstack/react-query";
import type { TRating } from "../../../common/contracts/albums.ts";
import { type RatingTarget, useRate } from "../rating/index.ts";
import { catalogKeys } from "./queries.ts";
import { useContentClient } from "./useContentClient.ts";

const READ = "query ($id: Int!) { video(id: $id) { rating { likes dislikes } } }";
const READ_OWN =
  "query ($id: Int!) { video(id: $id) { rating { likes dislikes } guestInfo { liked disliked } } }";
const RATE = `mutation ($id: Int!, $rating: Int!) {
  rateVideo(videoId: $id, rating: $rating) { guestRatingLikes guestRatingDislikes isLiked isDisliked }
}`;

type VideoAnswer = {
  video: {
    rating: { likes: number; dislikes: number };
    guestInfo?: { liked: boolean; disliked: boolean };
  } | null;
};

/**
 * A video's likes and dislikes and the guest's own rating, read from the content service after
 * hydration (the page is cached for everyone) and changed with `rateVideo`: optimistic, rolled
 * back when the server refuses.
 */
export function useVideoRating(videoId: number, loggedIn: boolean) {
  const client = useContentClient();
  const queryKey = catalogKeys.videoRating(videoId, loggedIn);
  const { data } = useQuery({
    queryKey,
    queryFn: async (): Promise<TRating | null> => {
      const { video } = await client.query<VideoAnswer>(loggedIn ? READ_OWN : READ, { id: videoId });
      if (!video) return null;
      return {
        guestRatingLikes: video.rating.likes,
        guestRatingDislikes: video.rating.dislikes,
        isLiked: video.guestInfo?.liked ?? false,
        isDisliked: video.guestInfo?.disliked ?? false,
      };
    },
  });
  const rate = useRate<TRating | null>();
  const target: RatingTarget<TRating | null> = {
    queryKey,
    get: (rating) => rating ?? undefined,
    set: (_rating, next) => next,
    send: async (value) =>
      (await client.query<{ rateVideo: TRating }>(RATE, { id: videoId, rating: value })).rateVideo,
  };
  return { rating: data ?? null, rate: (pressed: 1 | -1) => rate(target, pressed) };
}
