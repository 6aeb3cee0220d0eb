import { type SQL, sql } from "drizzle-orm";
import { NotificationType } from "../../../../common/contracts/notifications.ts";
import { normalizeLanguage } from "../../../../common/languages.ts";
import { isQuietAt } from "../../../../common/quietHours.ts";
import { queryRows, type Tx } from "../../../db/client.ts";
import { firstDelivery, recordEvents } from "../../../lib/outbox/events.ts";
import { guestNamesOf, reachableGuestSql } from "../../accounts/index.ts";
import { actorNamesOf } from "../../catalog/index.ts";
import { actorPinnersSql } from "../../favorites/index.ts";
import { tippersOf } from "../../feed/index.ts";
import { notificationLink, notificationText } from "../presenter.ts";
import type { PushMessage } from "../webpush.ts";
import { quietHoursOf } from "./quietHours.ts";

/**
 * Stores one feed notification of `type` for each of `guestIds` that can be alerted (not deleted or
 * locked, the favourite-alert switch on: accounts' reachableGuestSql), with its notifications.added.
 */
async function storeFeedNotifications(
  tx: Tx,
  type: NotificationType,
  guestIds: SQL,
  data: { actorId: number; actorName: string; postId: number },
  now: Date,
): Promise<number[]> {
  const created = await queryRows<{ id: number; guest_id: number }>(
    tx,
    sql`insert into notifications (guest_id, type, data, created_at)
        select g.guest_id, ${type},
               jsonb_build_object('actorId', ${data.actorId}::int, 'actorName', ${data.actorName}::text, 'postId', ${data.postId}::int),
               ${now.toISOString()}::timestamptz
          from (${guestIds}) g
         where ${reachableGuestSql(sql`g.guest_id`, { setting: "actorOnline" })}
        returning id, guest_id`,
  );
  await recordEvents(
    tx,
    created.map((row) => ({
      type: "notifications.added" as const,
      payload: { guestId: row.guest_id, notificationId: row.id },
    })),
  );
  return created.map((row) => row.guest_id);
}

/**
 * A followed performer published a post: the notification (type 40) of each guest who pinned her,
 * once per event (firstDelivery in the same transaction). Answers the web pushes of those whose
 * push switch for her is on and who are not in their quiet hours now (in quiet hours the stored
 * notification waits in the list; a post is no alert worth a morning digest).
 */
export async function notifyFeedPostOnce(options: {
  tx: Tx;
  handler: string;
  eventId: number;
  actorId: number;
  postId: number;
  now: Date;
}): Promise<Map<number, PushMessage>> {
  const { tx, actorId, postId, now } = options;
  const pushes = new Map<number, PushMessage>();
  if (!(await firstDelivery(tx, options.eventId, options.handler))) return pushes;
  const actorName = (await actorNamesOf(tx, [actorId])).get(actorId);
  if (actorName === undefined) return pushes;
  const data = { actorId, actorName, postId };
  const told = new Set(
    await storeFeedNotifications(tx, NotificationType.FeedPost, actorPinnersSql(actorId), data, now),
  );
  const wantPush = await queryRows<{ guest_id: number }>(
    tx,
    sql`select guest_id from (${actorPinnersSql(actorId)}) f where f.push_notify`,
  );
  const candidates = wantPush.map((row) => row.guest_id).filter((id) => told.has(id));
  const [guests, quiet] = await Promise.all([guestNamesOf(tx, candidates), quietHoursOf(tx, candidates)]);
  for (const guestId of candidates) {
    const guest = guests.get(guestId);
    if (!guest || isQuietAt(quiet.get(guestId), now)) continue;
    const language = normalizeLanguage(guest.language);
    const { title, text } = notificationText(NotificationType.FeedPost, data, language);
    pushes.set(guestId, {
      title,
      body: text,
      url: notificationLink(NotificationType.FeedPost, data, language),
      tag: `feed-post-${postId}`,
    });
  }
  return pushes;
}

/** A post's tipping goal was reached: the notification (type 41) of its tippers and the performer's followers, once. */
export async function notifyGoalReachedOnce(options: {
  tx: Tx;
  handler: string;
  eventId: number;
  actorId: number;
  postId: number;
  now: Date;
}): Promise<void> {
  const { tx, actorId, postId, now } = options;
  if (!(await firstDelivery(tx, options.eventId, options.handler))) return;
  const actorName = (await actorNamesOf(tx, [actorId])).get(actorId);
  if (actorName === undefined) return;
  const tippers = await tippersOf(tx, postId);
  const guests = sql`select guest_id from (${actorPinnersSql(actorId)}) f
                     union select unnest(${`{${tippers.join(",")}}`}::int[]) as guest_id`;
  await storeFeedNotifications(
    tx,
    NotificationType.FeedGoalReached,
    guests,
    { actorId, actorName, postId },
    now,
  );
}
