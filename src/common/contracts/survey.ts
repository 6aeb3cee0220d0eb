import { z } from "zod";

/**
 * The chat-exit survey (spec core §7 `survey/chatexit`; the payload is ours, docs/REST.md): after a
 * live chat its guest says BAD or GREAT, with an optional text. One answer per session.
 */

/** The longest text a survey answer keeps. */
export const CHAT_SURVEY_TEXT_MAX = 1000;

/** The two answers: GREAT counts as a satisfied chat in the actor's satisfaction rate. */
export const CHAT_SURVEY_RATINGS = ["BAD", "GREAT"] as const;
export type TChatSurveyRating = (typeof CHAT_SURVEY_RATINGS)[number];

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
