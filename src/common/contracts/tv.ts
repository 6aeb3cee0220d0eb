import { z } from "zod";
import { PROGRAM_INFO_DEFAULT, PROGRAM_INFO_MAX, TV_CHANNELS } from "./values/tv.ts";

export * from "./values/tv.ts";

/** The channel of tv/program/{type} and tv/stream/{type}. */
export const ZTvChannelParams = z.object({ type: z.enum(TV_CHANNELS) });

/** tv/program/{type}?info=: how many airings (the current one and those after it). */
export const ZTvProgramQuery = z.object({
  info: z.coerce.number().int().min(1).max(PROGRAM_INFO_MAX).default(PROGRAM_INFO_DEFAULT),
});
