import { z } from "zod";
import { CHAT_SURVEY_RATINGS, CHAT_SURVEY_TEXT_MAX, type TChatSurveyRating } from "../chatSurvey.ts";

/**
 * The chat-exit survey (spec core §7 `survey/chatexit`; the payload is ours, docs/REST.md): after a
 * live chat its guest says BAD or GREAT, with an optional text. One answer per session.
 */

export { CHAT_SURVEY_RATINGS, CHAT_SURVEY_TEXT_MAX, type TChatSurveyRating } from "../chatSurvey.ts";

/** `POST survey/chatexit`. */
export const ZChatExitSurvey = z.strictObject({
  sessionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  rating: z.enum(CHAT_SURVEY_RATINGS),
  text: z.string().trim().max(CHAT_SURVEY_TEXT_MAX).optional(),
});
export type TChatExitSurvey = z.infer<typeof ZChatExitSurvey>;

/** The answer of `POST survey/chatexit` (201): what was stored. */
export interface TChatExitSurveyAnswer {
  sessionId: number;
  actorId: number;
  rating: TChatSurveyRating;
  text: string | null;
  answeredAt: string;
}
