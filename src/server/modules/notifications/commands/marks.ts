import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { HIDDEN_NOTIFICATION_TYPES } from "../../../../common/contracts/notifications.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { notifications } from "../../../db/schema/index.ts";

const n = notifications;
const own = (guestId: number, ids: number[] | undefined) =>
  and(eq(n.guestId, guestId), ids ? inArray(n.id, ids) : notInArray(n.type, [...HIDDEN_NOTIFICATION_TYPES]));

/** Marks the guest's notifications seen (the given ids, or all); returns the ids that changed. */
export async function markSeen(
  db: DbOrTx,
  guestId: number,
  ids: number[] | undefined,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(n)
    .set({ seenAt: now })
    .where(and(own(guestId, ids), isNull(n.seenAt)))
    .returning({ id: n.id });
  return rows.map((row) => row.id);
}

/** Marks the guest's notifications read (and seen); returns the ids that changed. Other guests' ids are ignored. */
export async function markRead(db: DbOrTx, guestId: number, ids: number[], now: Date): Promise<number[]> {
  const rows = await db
    .update(n)
    .set({ readAt: now, seenAt: sql`coalesce(${n.seenAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(own(guestId, ids), isNull(n.readAt)))
    .returning({ id: n.id });
  return rows.map((row) => row.id);
}

/** Deletes the guest's notifications; returns the ids removed. Other guests' ids are ignored. */
export async function removeNotifications(db: DbOrTx, guestId: number, ids: number[]): Promise<number[]> {
  const rows = await db.delete(n).where(own(guestId, ids)).returning({ id: n.id });
  return rows.map((row) => row.id);
}
