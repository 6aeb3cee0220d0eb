import { and, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { liveSessions } from "../../../db/schema/live.ts";
import { nextMinuteAt } from "../policy.ts";
import { billNextMinute } from "./billMinute.ts";
import { markEnded } from "./markEnded.ts";

/**
 * Ends an active session with its exit code, in the caller's transaction (the guest, the operator,
 * the performer): first every minute that started before `now` and is not billed yet is billed (a
 * started minute is paid whoever ends the chat, and however late the billing round is; not one that
 * passed, or began, in a silence without a sign of life), with the
 * session's row locked, so the billing job cannot bill it at the same time. If that minute cannot
 * be paid, the session ends with the billing's code instead. Ending an ended session changes
 * nothing and answers false. Records live.sessionEnded.
 */
export async function endSession(options: {
  tx: Tx;
  sessionId: number;
  exitCode: number;
  now: Date;
}): Promise<boolean> {
  const { tx, sessionId, now } = options;
  for (;;) {
    const [row] = await tx
      .select()
      .from(liveSessions)
      .where(and(eq(liveSessions.id, sessionId), eq(liveSessions.state, "active")))
      .for("update");
    if (!row) return false;
    if (nextMinuteAt(row) > now) break;
    const outcome = await billNextMinute(tx, row, now);
    if (outcome === "ended") return true;
    // Begun in a silence that still goes on: not the guest's to pay.
    if (outcome === "waiting") break;
  }
  return markEnded(options);
}

/**
 * Ends every active session with an actor (she went offline: 202), in the caller's transaction,
 * each settled as endSession does. Answers how many ended.
 */
export async function endActorSessions(options: {
  tx: Tx;
  actorId: number;
  exitCode: number;
  now: Date;
  /** Only the sessions of this chat type (a ticket show's end ends its LIVESHOW sessions only). */
  chatType?: string;
}): Promise<number> {
  const active = await options.tx
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.actorId, options.actorId),
        eq(liveSessions.state, "active"),
        options.chatType === undefined ? undefined : eq(liveSessions.chatType, options.chatType),
      ),
    );
  let ended = 0;
  for (const { id } of active) {
    if (await endSession({ tx: options.tx, sessionId: id, exitCode: options.exitCode, now: options.now }))
      ended += 1;
  }
  return ended;
}
