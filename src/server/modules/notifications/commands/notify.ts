import { NotificationType } from "../../../../common/contracts/notifications.ts";
import type { Tx } from "../../../db/client.ts";
import { notifications } from "../../../db/schema/notifications.ts";
import { recordEvent, recordEvents } from "../../../lib/outbox/events.ts";
import { actorNamesOf } from "../../catalog/index.ts";

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
 * Actors wrote to guests in the messenger: each guest's "new message" notification (type 2) with
 * the actor's name, in the caller's transaction, for many messages at once: a query for the
 * actors' names, one insert for the notifications and one for their events (a busy messenger
 * notifies hundreds of guests a second). Nothing for an actor that is gone.
 */
export async function addActorMessageNotifications(
  tx: Tx,
  messages: readonly { actorId: number; guestId: number; channelId: number }[],
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  const names = await actorNamesOf(
    tx,
    messages.map((m) => m.actorId),
  );
  const values = messages.flatMap(({ actorId, guestId, channelId }) => {
    const actorName = names.get(actorId);
    return actorName === undefined
      ? []
      : [
          {
            guestId,
            type: NotificationType.NewMessage,
            data: { actorId, actorName, channelId },
            createdAt: now,
          },
        ];
  });
  if (values.length === 0) return;
  const rows = await tx
    .insert(notifications)
    .values(values)
    .returning({ id: notifications.id, guestId: notifications.guestId });
  await recordEvents(
    tx,
    rows.map((row) => ({
      type: "notifications.added" as const,
      payload: { guestId: row.guestId, notificationId: row.id },
    })),
  );
}
