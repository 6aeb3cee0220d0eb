import type { TActorTile, THomeMore, TVideo, TVideoGridPayload } from "../../../common/contracts/catalog.ts";
import type { Language } from "../../../common/languages.ts";
import { ApiError, rest } from "../../api/rest.ts";

/** What a failed tile-grid read reports (spec content §8: an answer with success false). */
export const REST_ERROR = "rest-error";

/** GET tileGrid/get/videos/{payload}: one page of a video grid (bought videos marked for the guest). */
export async function fetchVideoGrid(
  payload: TVideoGridPayload,
  language: Language,
  signal?: AbortSignal,
): Promise<{ items: TVideo[]; total: number }> {
  const answer = await rest<{ success?: boolean; items?: TVideo[]; total?: number }>(
    `tileGrid/get/videos/${encodeURIComponent(JSON.stringify(payload))}`,
    {
      language,
      ...(signal ? { signal } : {}),
    },
  );
  // An answer with `success: false` fails as a refused call does (spec content §8).
  if (!answer?.success || !Array.isArray(answer.items))
    throw new ApiError(200, "INTERNAL", REST_ERROR, answer);
  return { items: answer.items, total: answer.total ?? 0 };
}

/** POST tileGrid/storeTileGridSettings: keeps a logged-in guest's settings of one grid type. */
export function storeTileGridSettings(type: "videos", settings: Record<string, unknown>): Promise<unknown> {
  return rest("tileGrid/storeTileGridSettings", { method: "POST", payload: { type, settings } });
}

/** GET home/more: the start page's blocks below its first screen. */
export function fetchHomeMore(language: Language): Promise<THomeMore> {
  return rest<THomeMore>("home/more", { language });
}

/** GET home/online: every performer online now (the start page's "show all"). */
export async function fetchOnlineActors(language: Language): Promise<TActorTile[]> {
  return (await rest<{ items: TActorTile[] }>("home/online", { language })).items;
}
