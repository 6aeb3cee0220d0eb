import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { TAlbumState } from "../../../common/contracts/albums.ts";
import { STALE } from "../../api/query.ts";
import { type RatingTarget, useRate } from "../rating/index.ts";
import { albumsApi } from "./api.ts";

/** Query keys of the albums feature. */
export const albumKeys = {
  all: ["albums"] as const,
  /** An album's live state: counters, the guest's ratings, comment rights. */
  state: (albumId: number) => ["albums", "state", albumId] as const,
  /** An album's comments, as far as they were paged in. */
  comments: (albumId: number) => ["albums", "comments", albumId] as const,
};

/**
 * The live state of an album page (counters, the guest's ratings, comment rights), read after
 * hydration because the page itself is cached for everyone. Counts one view per page load (the
 * server counts a visitor once a day) and reads again when `owned` changes (after a buy). Ratings
 * of the album and its pictures are optimistic, rolled back when the server refuses.
 */
export function useAlbumState(albumId: number, owned: boolean) {
  const client = useQueryClient();
  const queryKey = albumKeys.state(albumId);
  const query = useQuery({ queryKey, queryFn: () => albumsApi.state(albumId), staleTime: STALE.NONE });
  const viewed = useRef<number | null>(null);
  const ownedBefore = useRef(owned);

  // A buy (owned) reads the state again.
  useEffect(() => {
    if (ownedBefore.current === owned) return;
    ownedBefore.current = owned;
    void client.invalidateQueries({ queryKey: albumKeys.state(albumId) });
  }, [client, albumId, owned]);

  useEffect(() => {
    if (viewed.current === albumId) return;
    viewed.current = albumId;
    albumsApi
      .view(albumId)
      .then(({ albumTotalViews }) =>
        client.setQueryData<TAlbumState>(albumKeys.state(albumId), (s) =>
          s ? { ...s, albumTotalViews } : s,
        ),
      )
      .catch(() => undefined);
  }, [client, albumId]);

  const rate = useRate<TAlbumState>();
  const albumTarget: RatingTarget<TAlbumState> = {
    queryKey,
    get: (state) => state,
    set: (state, rating) => ({ ...state, ...rating }),
    send: (value) => albumsApi.rateAlbum(albumId, value),
  };
  const pictureTarget = (pictureId: number): RatingTarget<TAlbumState> => ({
    queryKey,
    get: (state) => state.pictures.find((p) => p.id === pictureId),
    set: (state, rating) => ({
      ...state,
      pictures: state.pictures.map((p) => (p.id === pictureId ? { ...p, ...rating } : p)),
    }),
    send: (value) => albumsApi.ratePicture(pictureId, value),
  });

  return {
    state: query.data ?? null,
    rateAlbum: (pressed: 1 | -1) => rate(albumTarget, pressed),
    ratePicture: (pictureId: number, pressed: 1 | -1) => rate(pictureTarget(pictureId), pressed),
  };
}
