/**
 * The chat-exit survey's rules, without zod (the web app's survey imports them; the contract in
 * contracts/survey.ts builds its schema from them).
 */

/** The longest text a survey answer keeps. */
export const CHAT_SURVEY_TEXT_MAX = 1000;

/** The two answers: GREAT counts as a satisfied chat in the actor's satisfaction rate. */
export const CHAT_SURVEY_RATINGS = ["BAD", "GREAT"] as const;
export type TChatSurveyRating = (typeof CHAT_SURVEY_RATINGS)[number];
