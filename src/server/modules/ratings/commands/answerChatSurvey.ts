import type { TChatSurveyRating } from "../../../../common/contracts/survey.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { actorChatRatings } from "../../../db/schema/ratings.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { sessionOf } from "../../live/index.ts";

export interface AnswerChatSurveyOptions {
  /** The caller's transaction. */
  tx: DbOrTx;
  guestId: number;
  sessionId: number;
  rating: TChatSurveyRating;
  /** Already trimmed and length-checked by the contract; empty means none. */
  text?: string | undefined;
  now: Date;
}

/**
 * Stores the guest's chat-exit survey answer for one of their ended live sessions: a row of the
 * actor's chat ratings (GREAT is satisfied), which feeds the 90-day satisfaction rate. Another
 * guest's session is NOT_FOUND, like a missing one; a running one is CONFLICT (`notEnded`); a
 * second answer is CONFLICT (`alreadyAnswered`) and changes nothing (the unique session index
 * decides, also between two concurrent answers).
 */
export async function answerChatSurvey(options: AnswerChatSurveyOptions) {
  const { tx, guestId, sessionId, rating, now } = options;
  const session = await sessionOf(tx, guestId, sessionId);
  if (!session) throw notFound("Session");
  if (session.state !== "ended")
    throw new AppError(AppErrorCode.CONFLICT, "The chat has not ended yet", { reason: "notEnded" });
  const [row] = await tx
    .insert(actorChatRatings)
    .values({
      actorId: session.actorId,
      guestId,
      sessionId,
      satisfied: rating === "GREAT",
      comment: options.text ? options.text : null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new AppError(AppErrorCode.CONFLICT, "This chat was already rated", { reason: "alreadyAnswered" });
  return row;
}
