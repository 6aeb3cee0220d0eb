import { and, asc, count, desc, eq, inArray, isNull, lt, notInArray } from "drizzle-orm";
import {
  HIDDEN_NOTIFICATION_TYPES,
  type TNotification,
  type TNotificationList,
} from "../../../../common/contracts/notifications.ts";
import { LANGUAGES, type Language, normalizeLanguage } from "../../../../common/languages.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { notifications } from "../../../db/schema/notifications.ts";
import { guestNamesOf } from "../../accounts/index.ts";
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

/**
 * Notifications by id as their guests see them: in the guest's saved language and in every page
 * language (the socket sends each page its own; a notification removed meanwhile is not there).
 * The stored row holds only the type and its data, so any language can be presented.
 */
export async function notificationsByIds(
  db: DbOrTx,
  ids: number[],
): Promise<{ guestId: number; notification: TNotification; localized: Record<Language, TNotification> }[]> {
  if (ids.length === 0) return [];
  const found = await db.select().from(n).where(inArray(n.id, ids)).orderBy(asc(n.id));
  const guests = await guestNamesOf(
    db,
    found.map((row) => row.guestId),
  );
  const rows = found.flatMap((row) => {
    const guest = guests.get(row.guestId);
    return guest ? [{ row, language: guest.language }] : [];
  });
  return rows.map(({ row, language }) => ({
    guestId: row.guestId,
    notification: presentNotification(row, normalizeLanguage(language)),
    localized: Object.fromEntries(LANGUAGES.map((lang) => [lang, presentNotification(row, lang)])) as Record<
      Language,
      TNotification
    >,
  }));
}
