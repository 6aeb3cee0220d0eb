import { useQuery } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TRating } from "../../../common/contracts/albums.ts";
import { rest } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { RatingButtons } from "../albums/index.ts";
import { pickRating, type RatingTarget, useRate } from "../rating/index.ts";
import { actorKeys } from "./queries.ts";

/**
 * Likes of an actor's sedcard photos as a whole (gallery/setSedcardsGuestRating). The counters and
 * the guest's own rating are read in the browser: the profile page is cached for everyone.
 */
export function SedcardRating({ actorId, actorName }: { actorId: number; actorName: string }) {
  const { t } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const queryKey = actorKeys.sedcardRating(actorId);
  const { data: rating } = useQuery({
    queryKey,
    queryFn: async () =>
      pickRating((await rest<{ rating: TRating }>(`gallery/getsedcards/${actorId}`)).rating),
  });
  const rate = useRate<TRating>();
  const target: RatingTarget<TRating> = {
    queryKey,
    get: (current) => current,
    set: (_current, next) => next,
    send: (value) =>
      rest<TRating>(`gallery/setSedcardsGuestRating/${actorId}`, {
        method: "POST",
        payload: { guestRating: value },
      }),
  };

  return (
    <div className="sedcard-rating" data-testid="sedcard-rating">
      <RatingButtons
        rating={rating ?? null}
        canRate
        loggedIn={Boolean(root?.guest)}
        likeLabel={fill(t.actor.likeSedcards, { name: actorName })}
        dislikeLabel={fill(t.actor.dislikeSedcards, { name: actorName })}
        onRate={(pressed) => rate(target, pressed)}
      />
    </div>
  );
}
