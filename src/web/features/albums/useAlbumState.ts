import { useCallback, useEffect, useRef, useState } from "react";
import type { TAlbumState, TGuestRating, TRating } from "../../../common/contracts/albums.ts";
import { albumsApi } from "./api.ts";

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

/**
 * The live state of an album page (counters, the guest's ratings, comment rights), read after
 * hydration because the page itself is cached for everyone. Counts one view per page load (the
 * server counts a visitor once a day) and reads again when `owned` changes (after a buy).
 */
export function useAlbumState(albumId: number, owned: boolean) {
  const [state, setState] = useState<TAlbumState | null>(null);
  const [failed, setFailed] = useState(false);
  const viewed = useRef<number | null>(null);

  const read = useCallback(async () => {
    try {
      setState(await albumsApi.state(albumId));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [albumId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a buy (owned) reads the state again
  useEffect(() => {
    void read();
  }, [read, owned]);

  useEffect(() => {
    if (viewed.current === albumId) return;
    viewed.current = albumId;
    albumsApi
      .view(albumId)
      .then(({ albumTotalViews }) => setState((s) => (s ? { ...s, albumTotalViews } : s)))
      .catch(() => undefined);
  }, [albumId]);

  const rateAlbum = useCallback(
    async (pressed: 1 | -1) => {
      if (!state) return false;
      const before = state;
      const value = nextRating(state, pressed);
      setState(applyRating(state, value));
      try {
        const answer = await albumsApi.rateAlbum(albumId, value);
        setState((s) => (s ? { ...s, ...pick(answer) } : s));
        return true;
      } catch {
        setState(before);
        return false;
      }
    },
    [albumId, state],
  );

  const ratePicture = useCallback(
    async (pictureId: number, pressed: 1 | -1) => {
      const picture = state?.pictures.find((p) => p.id === pictureId);
      if (!state || !picture) return false;
      const value = nextRating(picture, pressed);
      const patch = (next: TRating) =>
        setState((s) =>
          s ? { ...s, pictures: s.pictures.map((p) => (p.id === pictureId ? { ...p, ...next } : p)) } : s,
        );
      patch(applyRating(picture, value));
      try {
        patch(pick(await albumsApi.ratePicture(pictureId, value)));
        return true;
      } catch {
        patch(picture);
        return false;
      }
    },
    [state],
  );

  return { state, failed, read, rateAlbum, ratePicture, setState };
}

function pick(rating: TRating): TRating {
  return {
    guestRatingLikes: rating.guestRatingLikes,
    guestRatingDislikes: rating.guestRatingDislikes,
    isLiked: rating.isLiked,
    isDisliked: rating.isDisliked,
  };
}
