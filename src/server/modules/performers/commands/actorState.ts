import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { actors } from "../../../db/schema/index.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";

/**
 * An actor goes online (or stays online, keeping the start of the streak) or offline, in the
 * caller's transaction or on the database. 404 for an unknown actor. `wentOnline`: the actor was
 * offline before (its favourites are notified after the commit).
 */
export async function setActorOnline(options: {
  tx: DbOrTx;
  actorId: number;
  online: boolean;
  mobileVideocall?: boolean;
  now: Date;
}): Promise<{ wentOnline: boolean }> {
  const { tx, actorId } = options;
  const [row] = await tx
    .update(actors)
    .set(
      options.online
        ? {
            isOnline: true,
            isOnlineMobileVideocall: options.mobileVideocall ?? false,
            // Online since the first of consecutive online calls.
            onlineSince: sql`case when ${actors.isOnline} then ${actors.onlineSince} else ${options.now.toISOString()}::timestamptz end`,
          }
        : { isOnline: false, isOnlineMobileVideocall: false, onlineSince: null },
    )
    .where(eq(actors.id, actorId))
    .returning({ id: actors.id, onlineSince: actors.onlineSince });
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
  // A new streak starts now; an actor who stayed online keeps the earlier start.
  return { wentOnline: options.online && row.onlineSince?.getTime() === options.now.getTime() };
}

/** Starts or stops an actor's free show (actors.freeChat). 404 for an unknown actor. */
export async function setFreeShow(options: { tx: DbOrTx; actorId: number; running: boolean }): Promise<void> {
  const [row] = await options.tx
    .update(actors)
    .set({ freeChat: options.running })
    .where(eq(actors.id, options.actorId))
    .returning({ id: actors.id });
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
}
