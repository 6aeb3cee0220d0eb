import { EXIT_CODES } from "../../../../common/live.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { recordOnlineChange } from "../../actors/index.ts";
import { setActorFreeShow, setActorOnlineState } from "../../catalog/index.ts";
import { endActorSessions } from "../../live/index.ts";

/**
 * An actor goes online (or stays online, keeping the start of the streak) or offline: the actor row
 * (catalog's setActorOnlineState, her row locked), and the online session the heat map is built from
 * (actors' recordOnlineChange: a new one when the actor was offline; going offline ends the open
 * one). 404 for an unknown actor. A change of state
 * records performers.actorWentOnline or performers.actorWentOffline in the caller's transaction
 * (a repeated call records nothing: the sockets heard it, the favourites were notified). Going
 * offline ends her live chats (202) in the same transaction.
 */
export async function setActorOnline(options: {
  tx: Tx;
  actorId: number;
  online: boolean;
  mobileVideocall?: boolean;
  now: Date;
}): Promise<void> {
  const { tx, actorId } = options;
  const state = await setActorOnlineState(options);
  if (!state) throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
  // A new online session when she was offline; going offline ends the open one (the heat map's).
  if (state.wasOnline !== options.online)
    await recordOnlineChange({ tx, actorId, online: options.online, now: options.now });
  // Her chats end with her: no minute is charged for a performer who is gone (202).
  if (!options.online)
    await endActorSessions({ tx, actorId, exitCode: EXIT_CODES.hostOffline, now: options.now });
  if (state.wasOnline === options.online) return;
  await recordEvent(tx, options.online ? "performers.actorWentOnline" : "performers.actorWentOffline", {
    actorId,
  });
}

/**
 * Starts or stops an actor's free show (actors.freeChat) and records performers.freeShowStarted or
 * performers.freeShowStopped. 404 for an unknown actor.
 */
export async function setFreeShow(options: { tx: Tx; actorId: number; running: boolean }): Promise<void> {
  const { actorId } = options;
  if (!(await setActorFreeShow(options.tx, actorId, options.running)))
    throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
  await recordEvent(
    options.tx,
    options.running ? "performers.freeShowStarted" : "performers.freeShowStopped",
    {
      actorId,
    },
  );
}
