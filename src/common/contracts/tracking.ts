import { z } from "zod";

/** Body of POST tracker/track (spec core §7). */
export const ZTrackEvent = z.strictObject({
  eventContext: z.string().trim().min(1).max(64),
  eventAction: z.string().trim().min(1).max(64),
  eventData: z
    .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .optional(),
});
export type TTrackEvent = z.infer<typeof ZTrackEvent>;
