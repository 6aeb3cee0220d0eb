import { z } from "zod";

/** An operator's short texts per language (titles, labels): English is required, the others optional. */
export const ZTexts = z
  .strictObject({
    de: z.string().trim().min(1).max(200).optional(),
    en: z.string().trim().min(1).max(200),
    es: z.string().trim().min(1).max(200).optional(),
    nl: z.string().trim().min(1).max(200).optional(),
  })
  .describe("Texts per language; English is required");
