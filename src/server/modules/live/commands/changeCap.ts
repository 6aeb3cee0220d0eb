import { and, eq } from "drizzle-orm";
import type { TLiveSessionState } from "../../../../common/realtime.ts";
import type { Tx } from "../../../db/client.ts";
import { liveSessions } from "../../../db/schema/live.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { lowestCap } from "../policy.ts";
import { presentSession } from "../presenter.ts";

/**
 * The guest raises, lowers or removes (null) the cap of their running chat, with the session's row
 * locked, so the billing (which takes the row FOR UPDATE SKIP LOCKED) decides its next minute by
 * the cap before or after the change, never by a mix. A cap below what the chat has paid plus the
 * minute that has started is refused (409 CONFLICT `capBelowSpent` with `details.minimum`): the
 * guest lowers it to that amount at most, and the chat then ends (503) when its next minute starts.
 * Another guest's or an unknown session is NOT_FOUND; an ended one 409 `ended`.
 */
export async function changeCap(options: {
  tx: Tx;
  guestId: number;
  sessionId: number;
  capCoins: number | null;
  now: Date;
}): Promise<{ session: TLiveSessionState }> {
  const { tx, guestId, sessionId, capCoins, now } = options;
  const [row] = await tx
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.id, sessionId), eq(liveSessions.guestId, guestId)))
    .for("update");
  if (!row) throw notFound("Session");
  if (row.state !== "active")
    throw new AppError(AppErrorCode.CONFLICT, "The chat has ended", {
      reason: "ended",
      session: presentSession(row),
    });
  const minimum = lowestCap(row, now);
  if (capCoins !== null && capCoins < minimum)
    throw new AppError(AppErrorCode.CONFLICT, "The cap is below what the chat has already cost", {
      reason: "capBelowSpent",
      minimum,
    });
  const [changed] = await tx
    .update(liveSessions)
    .set({ capCoins })
    .where(eq(liveSessions.id, row.id))
    .returning();
  return { session: presentSession(changed ?? { ...row, capCoins }) };
}
