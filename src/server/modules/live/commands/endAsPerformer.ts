import { eq } from "drizzle-orm";
import { EXIT_CODES } from "../../../../common/live.ts";
import type { TLiveSessionState } from "../../../../common/realtime.ts";
import type { Tx } from "../../../db/client.ts";
import { liveSessions } from "../../../db/schema/live.ts";
import { notFound } from "../../../lib/errors.ts";
import { presentSession } from "../presenter.ts";
import { endSession } from "./endSession.ts";

/**
 * The exit code of a performer's end (docs/EXIT-CODES.md): a voice call always ends with 911
 * ("the performer hung up"); any other chat with the host code the performer software names
 * (201-208), 201 when it names none. One policy for the operator API and the simulator.
 */
export function performerExitCode(chatType: string, requested: number | undefined): number {
  if (chatType === "VOICE_CALL") return EXIT_CODES.voiceCallHostHungUp;
  return requested ?? EXIT_CODES.hostEnded;
}

/**
 * The performer ends one of her running sessions (a live chat, a voice call) through endSession,
 * so the started minutes are settled exactly as for every other end. The session must be the
 * actor's (else 404). Ending an ended session changes nothing: `ended: false` with the session as
 * it ended (its first exit code stays).
 */
export async function endAsPerformer(options: {
  tx: Tx;
  actorId: number;
  sessionId: number;
  exitCode?: number;
  now: Date;
}): Promise<{ ended: boolean; session: TLiveSessionState }> {
  const { tx, sessionId, now } = options;
  const [row] = await tx.select().from(liveSessions).where(eq(liveSessions.id, sessionId)).for("update");
  if (!row || row.actorId !== options.actorId) throw notFound("Session");
  const ended =
    row.state === "active" &&
    (await endSession({ tx, sessionId, exitCode: performerExitCode(row.chatType, options.exitCode), now }));
  const [after] = await tx.select().from(liveSessions).where(eq(liveSessions.id, sessionId));
  return { ended, session: presentSession(after ?? row) };
}
