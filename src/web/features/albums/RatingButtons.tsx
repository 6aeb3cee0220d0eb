import { useState } from "react";
import type { TRating } from "../../../common/contracts/albums.ts";
import { useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import "./rating.css";

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg
      className={down ? "thumb thumb-down" : "thumb"}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M7 10v10H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1h3Zm2 0 4.2-6.3a1.6 1.6 0 0 1 2.9 1.1L15.4 9H20a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 18.7 20H9V10Z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * Like and dislike buttons with their counts (spec content §3 "guestRatingLikes"). Pressing the
 * active one takes the rating back. Anonymous guests are sent to the login; a guest who may not
 * rate (private shop album not bought) sees why.
 */
export function RatingButtons({
  rating,
  canRate,
  loggedIn,
  likeLabel,
  dislikeLabel,
  onRate,
  variant = "bar",
}: {
  rating: TRating | null;
  canRate: boolean;
  loggedIn: boolean;
  likeLabel: string;
  dislikeLabel: string;
  onRate(pressed: 1 | -1): Promise<boolean>;
  variant?: "bar" | "tile";
}) {
  const { t } = useI18n();
  const [message, setMessage] = useState<string | null>(null);
  const press = async (pressed: 1 | -1) => {
    setMessage(null);
    if (!loggedIn) {
      openOverlay("login");
      return;
    }
    if (!canRate) {
      setMessage(t.albums.rateNeedPurchase);
      return;
    }
    if (!(await onRate(pressed))) setMessage(t.albums.rateError);
  };
  const title = !loggedIn ? t.albums.rateLogin : !canRate ? t.albums.rateNeedPurchase : undefined;
  return (
    <div className={`rating rating-${variant}`} data-testid="rating">
      <button
        type="button"
        className={rating?.isLiked ? "rating-btn is-active" : "rating-btn"}
        aria-pressed={rating?.isLiked ?? false}
        title={title}
        disabled={rating === null}
        data-testid="like"
        onClick={() => void press(1)}
      >
        <Thumb />
        {/* The name is the label and the visible count, so what is read is what is shown (axe label-content-name-mismatch). */}
        <span className="visually-hidden">{likeLabel} </span>
        <span className="num">{rating?.guestRatingLikes ?? "–"}</span>
      </button>
      <button
        type="button"
        className={rating?.isDisliked ? "rating-btn is-active is-down" : "rating-btn"}
        aria-pressed={rating?.isDisliked ?? false}
        title={title}
        disabled={rating === null}
        data-testid="dislike"
        onClick={() => void press(-1)}
      >
        <Thumb down />
        <span className="visually-hidden">{dislikeLabel} </span>
        <span className="num">{rating?.guestRatingDislikes ?? "–"}</span>
      </button>
      {message ? (
        <p className="rating-message" role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}
