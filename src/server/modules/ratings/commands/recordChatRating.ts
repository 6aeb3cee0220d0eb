import type { TChatSurveyRating } from "../../../../common/contracts/survey.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { actorChatRatings } from "../../../db/schema/ratings.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";

export interface RecordChatRatingOptions {
  /** The caller's transaction. */
  tx: DbOrTx;
  guestId: number;
  /** The guest's ended live session (modules/live checks it: live answerChatSurvey). */
  session: { id: number; actorId: number };
  rating: TChatSurveyRating;
  /** Already trimmed and length-checked by the contract; empty means none. */
  text?: string | undefined;
  now: Date;
}

/**
 * Stores a chat-exit survey answer as a row of the actor's chat ratings (GREAT is satisfied), which
 * feeds the 90-day satisfaction rate. A second answer for the session is CONFLICT
 * (`alreadyAnswered`) and changes nothing (the unique session index decides, also between two
 * concurrent answers).
 */
export async function recordChatRating(options: RecordChatRatingOptions) {
  const { tx, guestId, session, rating, now } = options;
  const [row] = await tx
    .insert(actorChatRatings)
    .values({
      actorId: session.actorId,
      guestId,
      sessionId: session.id,
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

/** Past chat ratings (without sessions) brought over from another platform or by the demo seed. */
export async function addChatRatingHistory(
  tx: DbOrTx,
  rows: { actorId: number; satisfied: boolean; createdAt: Date }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(actorChatRatings).values(rows.slice(i, i + 1000));
}
