import { and, count, desc, eq, inArray, isNull, lt, notInArray } from "drizzle-orm";
import {
  HIDDEN_NOTIFICATION_TYPES,
  type TNotificationList,
} from "../../../../common/contracts/notifications.ts";
import type { Language } from "../../../../common/languages.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { notifications } from "../../../db/schema/index.ts";
import { presentNotification } from "../presenter.ts";

const n = notifications;
const listed = (guestId: number) =>
  and(eq(n.guestId, guestId), notInArray(n.type, [...HIDDEN_NOTIFICATION_TYPES]));

/** Unread and unseen counts of a guest's listed notifications. */
export async function notificationCounts(db: DbOrTx, guestId: number) {
  const [unread] = await db
    .select({ value: count() })
    .from(n)
    .where(and(listed(guestId), isNull(n.readAt)));
  const [unseen] = await db
    .select({ value: count() })
    .from(n)
    .where(and(listed(guestId), isNull(n.seenAt)));
  return { unreadCount: unread?.value ?? 0, unseenCount: unseen?.value ?? 0 };
}

/** A guest's notifications, newest first (hidden types never), paged by id. */
export async function listNotifications(
  db: DbOrTx,
  options: { guestId: number; limit: number; before?: number | undefined; language: Language },
): Promise<TNotificationList> {
  const rows = await db
    .select()
    .from(n)
    .where(and(listed(options.guestId), options.before === undefined ? undefined : lt(n.id, options.before)))
    .orderBy(desc(n.id))
    .limit(options.limit + 1);
  return {
    items: rows.slice(0, options.limit).map((row) => presentNotification(row, options.language)),
    ...(await notificationCounts(db, options.guestId)),
    hasMore: rows.length > options.limit,
  };
}

/** The ids among `ids` that are the guest's own. */
export async function ownIds(db: DbOrTx, guestId: number, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: n.id })
    .from(n)
    .where(and(eq(n.guestId, guestId), inArray(n.id, ids)));
  return rows.map((row) => row.id);
}
