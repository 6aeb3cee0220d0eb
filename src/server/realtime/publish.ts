import type { ServerMessage } from "../../common/realtime.ts";
import type { AppContext } from "../lib/context.ts";

/**
 * One message to one guest's sockets (on any instance), after the change was committed. Best
 * effort: the state is in the database, and a client that misses a push re-reads it. A failure is
 * logged, never passed to the caller.
 */
export async function pushToGuest(
  ctx: AppContext,
  guestId: number,
  message: ServerMessage,
  log: { error(object: object, message: string): void },
): Promise<void> {
  try {
    await ctx.events.publish({ target: { guestId }, message });
  } catch (error) {
    log.error({ err: error, guestId }, "real-time push failed");
  }
}
