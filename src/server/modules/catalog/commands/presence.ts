import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../../db/client.ts";
import { actors } from "../../../db/schema/catalog.ts";

// A performer's presence on the actor row (online, a mobile video call, her free show, a ticket show
// running): the catalogue stores it, the performer integration (modules/performers) and the cam-show
// clock (modules/camshows) decide it through these writes.

/**
 * An actor goes online (keeping the start of a streak) or offline, in one statement with her row
 * locked. Answers whether she was online before, or null for an unknown actor.
 */
export async function setActorOnlineState(options: {
  tx: DbOrTx;
  actorId: number;
  online: boolean;
  mobileVideocall?: boolean;
  now: Date;
}): Promise<{ wasOnline: boolean } | null> {
  const { tx, actorId } = options;
  const now = options.now.toISOString();
  const [row] = options.online
    ? await queryRows<{ was_online: boolean }>(
        tx,
        sql`with before as (select id, is_online from ${actors} where id = ${actorId} for update)
          update ${actors} a set is_online = true,
            is_online_mobile_videocall = ${options.mobileVideocall ?? false},
            -- Online since the first of consecutive online calls.
            online_since = case when before.is_online then a.online_since else ${now}::timestamptz end
          from before where a.id = before.id
          returning before.is_online as was_online`,
      )
    : await queryRows<{ was_online: boolean }>(
        tx,
        sql`with before as (select id, is_online from ${actors} where id = ${actorId} for update)
          update ${actors} a set is_online = false, is_online_mobile_videocall = false, online_since = null
          from before where a.id = before.id
          returning before.is_online as was_online`,
      );
  return row ? { wasOnline: row.was_online } : null;
}

/** Starts or stops an actor's free show; false for an unknown actor. */
export async function setActorFreeShow(tx: DbOrTx, actorId: number, running: boolean): Promise<boolean> {
  const rows = await tx
    .update(actors)
    .set({ freeChat: running })
    .where(eq(actors.id, actorId))
    .returning({ id: actors.id });
  return rows.length > 0;
}

/** Marks the actors whose ticket show runs now (running) or whose last running show ended. */
export async function setTicketShowRunning(tx: DbOrTx, actorIds: number[], running: boolean): Promise<void> {
  if (actorIds.length === 0) return;
  await tx.update(actors).set({ isCurrentlyTicketShow: running }).where(inArray(actors.id, actorIds));
}

/** Whether each of the given actors is online now (unknown actors are left out). */
export async function onlineStates(db: DbOrTx, actorIds: number[]): Promise<Map<number, boolean>> {
  if (actorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: actors.id, isOnline: actors.isOnline })
    .from(actors)
    .where(inArray(actors.id, actorIds));
  return new Map(rows.map((row) => [row.id, row.isOnline]));
}

/** Every actor's presence, by id (the demo's performer simulator plays them). */
export async function actorPresences(db: DbOrTx) {
  return db
    .select({
      id: actors.id,
      isOnline: actors.isOnline,
      onlineSince: actors.onlineSince,
      inShow: actors.isCurrentlyTicketShow,
    })
    .from(actors)
    .orderBy(asc(actors.id));
}

/** The actors whose ticket show runs while they are offline (the simulator brings them online). */
export async function offlineInTicketShow(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: actors.id })
    .from(actors)
    .where(and(eq(actors.isCurrentlyTicketShow, true), eq(actors.isOnline, false)));
  return rows.map((row) => row.id);
}

/**
 * Locks an actor's row for the rest of the transaction (FOR UPDATE): commands about her that must
 * not interleave (two shows scheduled at once, two chat starts) take it first. False for an
 * unknown actor.
 */
export async function lockActor(tx: DbOrTx, actorId: number): Promise<boolean> {
  const [row] = await tx.select({ id: actors.id }).from(actors).where(eq(actors.id, actorId)).for("update");
  return row !== undefined;
}
