import type { TVideo, TVideoGridPayload } from "../../../common/contracts/catalog.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** What a failed tile-grid read reports (spec content §8: an answer with success false). */
export const REST_ERROR = "rest-error";

/** A tile grid read that failed: the call failed or answered `success: false`. */
export class GridError extends Error {
  readonly code = REST_ERROR;
  constructor(cause: unknown) {
    super(REST_ERROR, { cause });
    this.name = "GridError";
  }
}

/** GET tileGrid/get/videos/{payload}: one page of a video grid (bought videos marked for the guest). */
export async function fetchVideoGrid(
  payload: TVideoGridPayload,
  language: Language,
  signal?: AbortSignal,
): Promise<{ items: TVideo[]; total: number }> {
  let answer: { success?: boolean; items?: TVideo[]; total?: number };
  try {
    answer = await rest(`tileGrid/get/videos/${encodeURIComponent(JSON.stringify(payload))}`, {
      language,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw new GridError(error);
  }
  if (!answer?.success || !Array.isArray(answer.items)) throw new GridError(answer);
  return { items: answer.items, total: answer.total ?? 0 };
}

/** POST tileGrid/storeTileGridSettings: keeps a logged-in guest's settings of one grid type. */
export function storeTileGridSettings(type: "videos", settings: Record<string, unknown>): Promise<unknown> {
  return rest("tileGrid/storeTileGridSettings", { method: "POST", payload: { type, settings } });
}
