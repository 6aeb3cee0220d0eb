import { eq, sql } from "drizzle-orm";
import { EXIT_CODES } from "../../../../common/live.ts";
import { queryRows, type Tx } from "../../../db/client.ts";
import { actors } from "../../../db/schema/catalog.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { endActorSessions } from "../../live/index.ts";

/**
 * An actor goes online (or stays online, keeping the start of the streak) or offline, in one
 * statement: the actor row, and the online session the heat map is built from (a new one when the
 * actor was offline; going offline ends the open one). 404 for an unknown actor. A change of state
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
  const now = options.now.toISOString();
  const rows = options.online
    ? await queryRows<{ was_online: boolean }>(
        tx,
        sql`with before as (select id, is_online from actors where id = ${actorId} for update),
          updated as (
            update actors a set is_online = true,
              is_online_mobile_videocall = ${options.mobileVideocall ?? false},
              -- Online since the first of consecutive online calls.
              online_since = case when before.is_online then a.online_since else ${now}::timestamptz end
            from before where a.id = before.id
            returning a.id, before.is_online as was_online
          ),
          session as (
            insert into actor_online_sessions (actor_id, started_at)
            select id, ${now}::timestamptz from updated where not was_online
            returning id
          )
          select was_online from updated`,
      )
    : await queryRows<{ was_online: boolean }>(
        tx,
        sql`with before as (select id, is_online from actors where id = ${actorId} for update),
          updated as (
            update actors a set is_online = false, is_online_mobile_videocall = false, online_since = null
            from before where a.id = before.id
            returning a.id, before.is_online as was_online
          ),
          closed as (
            update actor_online_sessions set ended_at = greatest(started_at, ${now}::timestamptz)
            where actor_id in (select id from updated) and ended_at is null
            returning id
          )
          select was_online from updated`,
      );
  const [row] = rows;
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
  // Her chats end with her: no minute is charged for a performer who is gone (202).
  if (!options.online)
    await endActorSessions({ tx, actorId, exitCode: EXIT_CODES.hostOffline, now: options.now });
  if (row.was_online === options.online) return;
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
  const [row] = await options.tx
    .update(actors)
    .set({ freeChat: options.running })
    .where(eq(actors.id, actorId))
    .returning({ id: actors.id });
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
  await recordEvent(
    options.tx,
    options.running ? "performers.freeShowStarted" : "performers.freeShowStopped",
    {
      actorId,
    },
  );
}
