import { useQuery } from "@tanstack/react-query";
import type { TTvVideo } from "../../../common/contracts/mediathek.ts";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";

/** The mediathek's query keys. */
export const mediathekKeys = {
  all: ["mediathek"] as const,
  video: (videoId: number, language: Language, guestId: number | null) =>
    [...mediathekKeys.all, "video", videoId, language, guestId] as const,
};

/** tv/video/{videoId}: the episode and whether it plays for this guest (read after hydration). */
export function useTvVideo(videoId: number, language: Language, guestId: number | null) {
  return useQuery({
    queryKey: mediathekKeys.video(videoId, language, guestId),
    queryFn: () => rest<TTvVideo>(`tv/video/${videoId}`, { language }),
    staleTime: STALE.NONE,
  });
}

/** tv/video/{videoId}/play: the signed address of the full episode (ApiError with the restriction otherwise). */
export function playEpisode(videoId: number, language: Language) {
  return rest<{ url: string; expiresAt: string }>(`tv/video/${videoId}/play`, { language });
}
