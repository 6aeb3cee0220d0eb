import { useCallback, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TRating } from "../../../common/contracts/albums.ts";
import { rest } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { RatingButtons } from "../albums/RatingButtons.tsx";
import { applyRating, nextRating } from "../albums/useAlbumState.ts";

function pick(rating: TRating): TRating {
  return {
    guestRatingLikes: rating.guestRatingLikes,
    guestRatingDislikes: rating.guestRatingDislikes,
    isLiked: rating.isLiked,
    isDisliked: rating.isDisliked,
  };
}

/**
 * Likes of an actor's sedcard photos as a whole (gallery/setSedcardsGuestRating). The counters and
 * the guest's own rating are read in the browser: the profile page is cached for everyone.
 */
export function SedcardRating({ actorId, actorName }: { actorId: number; actorName: string }) {
  const { t } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const [rating, setRating] = useState<TRating | null>(null);

  useEffect(() => {
    let current = true;
    rest<{ rating: TRating }>(`gallery/getsedcards/${actorId}`)
      .then((answer) => {
        if (current) setRating(pick(answer.rating));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [actorId]);

  const rate = useCallback(
    async (pressed: 1 | -1) => {
      if (!rating) return false;
      const value = nextRating(rating, pressed);
      setRating(applyRating(rating, value));
      try {
        const answer = await rest<TRating>(`gallery/setSedcardsGuestRating/${actorId}`, {
          method: "POST",
          payload: { guestRating: value },
        });
        setRating(pick(answer));
        return true;
      } catch {
        setRating(rating);
        return false;
      }
    },
    [actorId, rating],
  );

  return (
    <div className="sedcard-rating" data-testid="sedcard-rating">
      <RatingButtons
        rating={rating}
        canRate
        loggedIn={Boolean(root?.guest)}
        likeLabel={fill(t.actor.likeSedcards, { name: actorName })}
        dislikeLabel={fill(t.actor.dislikeSedcards, { name: actorName })}
        onRate={rate}
      />
    </div>
  );
}
