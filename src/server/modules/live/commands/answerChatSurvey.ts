import type { TChatSurveyRating } from "../../../../common/contracts/survey.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { recordChatRating } from "../../ratings/index.ts";
import { sessionOf } from "../queries.ts";

/**
 * The guest's chat-exit survey answer for one of their ended live sessions, in the caller's
 * transaction: another guest's session is NOT_FOUND, like a missing one; a running one is CONFLICT
 * (`notEnded`); then the rating is the ratings' (recordChatRating: one per session, a second is
 * CONFLICT `alreadyAnswered`).
 */
export async function answerChatSurvey(options: {
  tx: DbOrTx;
  guestId: number;
  sessionId: number;
  rating: TChatSurveyRating;
  text?: string | undefined;
  now: Date;
}) {
  const { tx, guestId } = options;
  const session = await sessionOf(tx, guestId, options.sessionId);
  if (!session) throw notFound("Session");
  if (session.state !== "ended")
    throw new AppError(AppErrorCode.CONFLICT, "The chat has not ended yet", { reason: "notEnded" });
  return recordChatRating({
    tx,
    guestId,
    session: { id: session.id, actorId: session.actorId },
    rating: options.rating,
    text: options.text,
    now: options.now,
  });
}
