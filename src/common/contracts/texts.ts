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

/** The id of an operator's event or calendar in a path. */
export const ZOperatorEventParams = z.strictObject({
  eventId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A change names at least one field. */
export const atLeastOneField = [
  (change: object) => Object.keys(change).length > 0,
  { error: "Nothing to change" },
] as const;
