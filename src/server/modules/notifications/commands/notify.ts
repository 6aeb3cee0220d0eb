import { eq } from "drizzle-orm";
import { NotificationType } from "../../../../common/contracts/notifications.ts";
import type { Tx } from "../../../db/client.ts";
import { actors, notifications } from "../../../db/schema/index.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";

type Row = typeof notifications.$inferSelect;

/**
 * Stores a notification for a guest in the caller's transaction and records notifications.added,
 * so the guest's sockets hear of it once it is committed.
 */
export async function addNotification(
  tx: Tx,
  options: { guestId: number; type: NotificationType; data: Record<string, unknown>; now: Date },
): Promise<Row> {
  const [row] = await tx
    .insert(notifications)
    .values({ guestId: options.guestId, type: options.type, data: options.data, createdAt: options.now })
    .returning();
  if (!row) throw new Error("notification insert returned nothing");
  await recordEvent(tx, "notifications.added", { guestId: row.guestId, notificationId: row.id });
  return row;
}

/**
 * An actor wrote to a guest in the messenger: the "new message" notification (type 2) with the
 * actor's name, in the caller's transaction. Nothing for an actor that is gone.
 */
export async function addActorMessageNotification(
  tx: Tx,
  options: { actorId: number; guestId: number; channelId: number; now: Date },
): Promise<void> {
  const { actorId, guestId, channelId, now } = options;
  const [actor] = await tx.select({ name: actors.name }).from(actors).where(eq(actors.id, actorId));
  if (!actor) return;
  await addNotification(tx, {
    guestId,
    type: NotificationType.NewMessage,
    data: { actorId, actorName: actor.name, channelId },
    now,
  });
}
