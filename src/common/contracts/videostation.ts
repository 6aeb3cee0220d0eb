import { z } from "zod";
import type { Language } from "../languages.ts";
import { JUMBOTRON_LIMITS, type JumbotronPlace } from "./values/videostation.ts";

const ZId = z.number().int().positive().max(2_147_483_647);
const headline = z.string().trim().min(1).max(JUMBOTRON_LIMITS.headlineMax);

/**
 * The operator's jumbotron (PUT internal/video/jumbotron/{place}): on or off, the seconds a slide
 * stays, and the slides in order, each a catalogue video with an optional headline per language.
 */
export const ZJumbotronConfigInput = z.strictObject({
  enabled: z.boolean(),
  rotateSeconds: z
    .number()
    .int()
    .min(JUMBOTRON_LIMITS.rotateMinSeconds)
    .max(JUMBOTRON_LIMITS.rotateMaxSeconds),
  slides: z
    .array(
      z.strictObject({
        videoId: ZId,
        headline: z
          .strictObject({
            de: headline.optional(),
            en: headline.optional(),
            es: headline.optional(),
            nl: headline.optional(),
          })
          .optional(),
      }),
    )
    .max(JUMBOTRON_LIMITS.slidesMax)
    .refine(
      (slides) => new Set(slides.map((s) => s.videoId)).size === slides.length,
      "A video once per jumbotron",
    ),
});
export type TJumbotronConfigInput = z.infer<typeof ZJumbotronConfigInput>;

/** GET video/jumbotron/config: what the operator set (defaults, never saved: off and no slides). */
export interface TJumbotronConfig {
  place: JumbotronPlace;
  enabled: boolean;
  rotateSeconds: number;
  slides: { videoId: number; headline: Partial<Record<Language, string>> }[];
  updatedAt: string | null;
}

export type { TJumbotronHomepage, TJumbotronSlide } from "./catalog.ts";
