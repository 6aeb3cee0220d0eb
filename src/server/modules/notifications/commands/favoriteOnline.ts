import { type SQL, sql } from "drizzle-orm";
import { NotificationType } from "../../../../common/contracts/notifications.ts";
import { normalizeLanguage } from "../../../../common/languages.ts";
import { type Db, queryRows, type Tx } from "../../../db/client.ts";
import { recordEvents } from "../../../lib/outbox/events.ts";
import { notificationLink, notificationText } from "../presenter.ts";
import type { PushMessage } from "../webpush.ts";
import { holdDuringQuietHours } from "./quietHours.ts";

/**
 * The guests to tell that an actor came online (`f` favourites, `a` the actor, `g` the guest):
 * they pinned the actor, are neither deleted nor locked, and did not switch actor-online
 * notifications off. The notifications and the web pushes go to the same guests.
 */
function favoriteOnlineRecipients(actorId: number): SQL {
  return sql`from favorites f
              join actors a on a.id = f.object_id
              join guests g on g.id = f.guest_id
             where f.object_type = 'actor' and f.object_id = ${actorId}
               and g.deleted_at is null and not g.is_locked
               and coalesce((g.notifications_settings ->> 'actorOnline')::boolean, true)`;
}

/**
 * An actor came online: one insert … select stores the actor-online notification (type 1) of every
 * guest who pinned the actor, and records their notifications.added, in the caller's transaction.
 * Answers how many guests were notified.
 */
export async function storeFavoriteOnlineNotifications(tx: Tx, actorId: number, now: Date): Promise<number> {
  const created = await queryRows<{ id: number; guest_id: number }>(
    tx,
    sql`insert into notifications (guest_id, type, data, created_at)
        select f.guest_id, ${NotificationType.ActorOnline},
               jsonb_build_object('actorId', a.id, 'actorName', a.name), ${now.toISOString()}::timestamptz
          ${favoriteOnlineRecipients(actorId)}
        returning id, guest_id`,
  );
  await recordEvents(
    tx,
    created.map((row) => ({
      type: "notifications.added" as const,
      payload: { guestId: row.guest_id, notificationId: row.id },
    })),
  );
  return created.length;
}

/**
 * The web push of an actor's coming online for each guest to tell, in the guest's language: only
 * to guests whose push switch for her is on (favorites.push_notify), and those in their quiet hours
 * get it held for their morning digest instead (holdDuringQuietHours, in this transaction; the
 * event's id keeps a redelivery from holding it twice).
 */
export async function favoriteOnlinePushes(
  db: Db,
  actorId: number,
  eventId: number,
  now: Date,
): Promise<Map<number, PushMessage>> {
  const rows = await db.transaction(async (tx) => {
    const recipients = await queryRows<{ guest_id: number; language: string; actor_name: string }>(
      tx,
      sql`select g.id as guest_id, g.language, a.name as actor_name ${favoriteOnlineRecipients(actorId)}
             and f.push_notify`,
    );
    return holdDuringQuietHours(
      tx,
      recipients.map((row) => ({
        ...row,
        guestId: row.guest_id,
        channel: "push" as const,
        kind: "actorOnline" as const,
        sourceKey: `event:${eventId}`,
        label: row.actor_name,
      })),
      now,
    );
  });
  const pushes = new Map<number, PushMessage>();
  for (const row of rows) {
    const language = normalizeLanguage(row.language);
    const data = { actorId, actorName: row.actor_name };
    const { title, text } = notificationText(NotificationType.ActorOnline, data, language);
    pushes.set(row.guest_id, {
      title,
      body: text,
      url: notificationLink(NotificationType.ActorOnline, data, language),
      tag: `actor-online-${actorId}`,
    });
  }
  return pushes;
}
