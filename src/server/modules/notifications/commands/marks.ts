import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { HIDDEN_NOTIFICATION_TYPES } from "../../../../common/contracts/notifications.ts";
import type { Tx } from "../../../db/client.ts";
import { notifications } from "../../../db/schema/notifications.ts";
import { type DomainEventMap, recordEvent } from "../../../lib/outbox/events.ts";

const n = notifications;
const own = (guestId: number, ids: number[] | undefined) =>
  and(eq(n.guestId, guestId), ids ? inArray(n.id, ids) : notInArray(n.type, [...HIDDEN_NOTIFICATION_TYPES]));

/** Records the change of some notifications, when there is one, for the guest's other tabs. */
async function changed(
  tx: Tx,
  type: "notifications.seen" | "notifications.read" | "notifications.removed",
  payload: DomainEventMap["notifications.seen"],
): Promise<number[]> {
  if (payload.ids.length > 0) await recordEvent(tx, type, payload);
  return payload.ids;
}

/**
 * Marks the guest's notifications seen (the given ids, or all); returns the ids that changed and
 * records notifications.seen with them.
 */
export async function markSeen(options: {
  tx: Tx;
  guestId: number;
  ids: number[] | undefined;
  now: Date;
}): Promise<number[]> {
  const { tx, guestId, ids, now } = options;
  const rows = await tx
    .update(n)
    .set({ seenAt: now })
    .where(and(own(guestId, ids), isNull(n.seenAt)))
    .returning({ id: n.id });
  return changed(tx, "notifications.seen", { guestId, ids: rows.map((row) => row.id) });
}

/**
 * Marks the guest's notifications read (and seen); returns the ids that changed and records
 * notifications.read with them. Other guests' ids are ignored.
 */
export async function markRead(options: {
  tx: Tx;
  guestId: number;
  ids: number[];
  now: Date;
}): Promise<number[]> {
  const { tx, guestId, ids, now } = options;
  const rows = await tx
    .update(n)
    .set({ readAt: now, seenAt: sql`coalesce(${n.seenAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(own(guestId, ids), isNull(n.readAt)))
    .returning({ id: n.id });
  return changed(tx, "notifications.read", { guestId, ids: rows.map((row) => row.id) });
}

/**
 * Deletes the guest's notifications; returns the ids removed and records notifications.removed
 * with them. Other guests' ids are ignored.
 */
export async function removeNotifications(options: {
  tx: Tx;
  guestId: number;
  ids: number[];
}): Promise<number[]> {
  const { tx, guestId, ids } = options;
  const rows = await tx.delete(n).where(own(guestId, ids)).returning({ id: n.id });
  return changed(tx, "notifications.removed", { guestId, ids: rows.map((row) => row.id) });
}
