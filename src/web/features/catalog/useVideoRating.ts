import { useCallback, useEffect, useState } from "react";
import type { TRating } from "../../../common/contracts/albums.ts";
import { applyRating, nextRating } from "../albums/useAlbumState.ts";
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
  const [rating, setRating] = useState<TRating | null>(null);

  useEffect(() => {
    let current = true;
    client
      .query<VideoAnswer>(loggedIn ? READ_OWN : READ, { id: videoId })
      .then(({ video }) => {
        if (!current || !video) return;
        setRating({
          guestRatingLikes: video.rating.likes,
          guestRatingDislikes: video.rating.dislikes,
          isLiked: video.guestInfo?.liked ?? false,
          isDisliked: video.guestInfo?.disliked ?? false,
        });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, videoId, loggedIn]);

  const rate = useCallback(
    async (pressed: 1 | -1) => {
      if (!rating) return false;
      const before = rating;
      const value = nextRating(rating, pressed);
      setRating(applyRating(rating, value));
      try {
        const answer = await client.query<{ rateVideo: TRating }>(RATE, { id: videoId, rating: value });
        setRating(answer.rateVideo);
        return true;
      } catch {
        setRating(before);
        return false;
      }
    },
    [client, videoId, rating],
  );

  return { rating, rate };
}
