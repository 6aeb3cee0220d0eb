import { type SQL, sql } from "drizzle-orm";
import { NotificationType } from "../../../../common/contracts/notifications.ts";
import { normalizeLanguage } from "../../../../common/languages.ts";
import { queryRows, type Tx } from "../../../db/client.ts";
import { recordEvents } from "../../../lib/outbox/events.ts";
import { guestNamesOf, reachableGuestSql } from "../../accounts/index.ts";
import { actorNamesOf } from "../../catalog/index.ts";
import { actorPinnersSql } from "../../favorites/index.ts";
import { notificationLink, notificationText } from "../presenter.ts";
import type { PushMessage } from "../webpush.ts";
import { holdDuringQuietHours } from "./quietHours.ts";

/**
 * The guests to tell that an actor came online (`f` her pinners, favorites' rows): they pinned the
 * actor, are neither deleted nor locked, and did not switch actor-online notifications off (the
 * owners' rules). The notifications and the web pushes go to the same guests.
 */
function favoriteOnlineRecipients(actorId: number): SQL {
  return sql`from (${actorPinnersSql(actorId)}) f
             where ${reachableGuestSql(sql`f.guest_id`, { setting: "actorOnline" })}`;
}

/**
 * An actor came online: one insert … select stores the actor-online notification (type 1) of every
 * guest who pinned the actor, and records their notifications.added, in the caller's transaction.
 * Answers how many guests were notified.
 */
export async function storeFavoriteOnlineNotifications(tx: Tx, actorId: number, now: Date): Promise<number> {
  const actorName = (await actorNamesOf(tx, [actorId])).get(actorId);
  if (actorName === undefined) return 0;
  const created = await queryRows<{ id: number; guest_id: number }>(
    tx,
    sql`insert into notifications (guest_id, type, data, created_at)
        select f.guest_id, ${NotificationType.ActorOnline},
               jsonb_build_object('actorId', ${actorId}::int, 'actorName', ${actorName}::text),
               ${now.toISOString()}::timestamptz
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
 * get it held for their morning digest instead (holdDuringQuietHours, in the caller's transaction;
 * the event's id keeps a redelivery from holding it twice).
 */
export async function favoriteOnlinePushes(options: {
  tx: Tx;
  actorId: number;
  eventId: number;
  now: Date;
}): Promise<Map<number, PushMessage>> {
  const { tx, actorId, eventId, now } = options;
  const actorName = (await actorNamesOf(tx, [actorId])).get(actorId);
  if (actorName === undefined) return new Map();
  const recipients = await queryRows<{ guest_id: number }>(
    tx,
    sql`select f.guest_id ${favoriteOnlineRecipients(actorId)} and f.push_notify`,
  );
  const guests = await guestNamesOf(
    tx,
    recipients.map((row) => row.guest_id),
  );
  const rows = await holdDuringQuietHours(
    tx,
    recipients.flatMap((row) => {
      const guest = guests.get(row.guest_id);
      if (!guest) return [];
      return [
        {
          guest_id: row.guest_id,
          language: guest.language,
          actor_name: actorName,
          guestId: row.guest_id,
          channel: "push" as const,
          kind: "actorOnline" as const,
          sourceKey: `event:${eventId}`,
          label: actorName,
        },
      ];
    }),
    now,
  );
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
