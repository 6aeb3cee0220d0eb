import { NotificationType } from "../../../../common/contracts/notifications.ts";
import { type Language, normalizeLanguage } from "../../../../common/languages.ts";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { notifications } from "../../../db/schema/notifications.ts";
import { recordEvents } from "../../../lib/outbox/events.ts";
import { guestNamesOf } from "../../accounts/index.ts";
import { showsByIds, showTexts } from "../../camshows/index.ts";
import { notificationLink, notificationText } from "../presenter.ts";
import type { PushMessage } from "../webpush.ts";
import { holdDuringQuietHours } from "./quietHours.ts";

/** One ticket holder told about one show. */
export interface ShowNotice {
  guestId: number;
  showId: number;
}

async function showData(db: DbOrTx, notices: readonly ShowNotice[]) {
  const shows = await showsByIds(
    db,
    notices.map((n) => n.showId),
  );
  // The title in the holder's language, or the one the performer text rule falls back to.
  return (showId: number, language: Language) => {
    const show = shows.get(showId);
    return show
      ? {
          showId,
          actorId: show.actorId,
          actorName: show.actorName,
          title: showTexts(show, language).title,
          start: show.startsAt.toISOString(),
        }
      : null;
  };
}

/** The holders' languages, by guest. */
async function languagesOf(db: DbOrTx, notices: readonly ShowNotice[]): Promise<Map<number, Language>> {
  const guests = await guestNamesOf(
    db,
    notices.map((n) => n.guestId),
  );
  return new Map([...guests].map(([id, guest]) => [id, normalizeLanguage(guest.language)]));
}

/**
 * Stores the ticket holders' notifications about their shows (reminder, invitation, cancellation),
 * in the caller's transaction, each with its notifications.added event.
 */
export async function addShowNotifications(
  tx: Tx,
  type: NotificationType,
  notices: readonly ShowNotice[],
  now: Date,
): Promise<void> {
  if (notices.length === 0) return;
  const dataOf = await showData(tx, notices);
  const languages = await languagesOf(tx, notices);
  const values = notices.flatMap(({ guestId, showId }) => {
    const data = dataOf(showId, languages.get(guestId) ?? "en");
    return data ? [{ guestId, type, data, createdAt: now }] : [];
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

/**
 * The web pushes of a show notice, in each holder's language. Reminders to holders in their quiet
 * hours are held for the morning digest instead (holdDuringQuietHours, keyed by the event, in the
 * caller's transaction).
 */
export async function showPushes(options: {
  tx: Tx;
  type: NotificationType;
  notices: readonly (ShowNotice & { eventId: number })[];
  now: Date;
}): Promise<Map<number, PushMessage>> {
  const { tx, type, notices, now } = options;
  const pushes = new Map<number, PushMessage>();
  if (notices.length === 0) return pushes;
  const dataOf = await showData(tx, notices);
  const languages = await languagesOf(tx, notices);
  const due =
    type !== NotificationType.ShowReminder
      ? notices
      : await holdDuringQuietHours(
          tx,
          notices.flatMap((notice) => {
            const data = dataOf(notice.showId, languages.get(notice.guestId) ?? "en");
            if (!data) return [];
            return [
              {
                ...notice,
                channel: "push" as const,
                kind: "showReminder" as const,
                sourceKey: `event:${notice.eventId}`,
                label: `${data.title} (${data.actorName})`,
              },
            ];
          }),
          now,
        );
  for (const { guestId, showId } of due) {
    const language = languages.get(guestId);
    const data = language ? dataOf(showId, language) : null;
    if (!data || !language) continue;
    const { title, text } = notificationText(type, data, language);
    pushes.set(guestId, {
      title,
      body: text,
      url: notificationLink(type, data, language),
      tag: `show-${showId}`,
    });
  }
  return pushes;
}
