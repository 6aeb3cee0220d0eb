import { eq, sql } from "drizzle-orm";
import { NotificationType } from "../../../../common/contracts/notifications.ts";
import { type Language, normalizeLanguage } from "../../../../common/languages.ts";
import { type DbOrTx, queryRows } from "../../../db/client.ts";
import { actors, guests, notifications } from "../../../db/schema/index.ts";
import type { AppContext } from "../../../lib/context.ts";
import { pushToGuest } from "../../../realtime/publish.ts";
import { notificationLink, notificationText, presentNotification } from "../presenter.ts";
import { type PushMessage, sendPushes } from "../webpush.ts";
import { mailFavoriteActorOnline } from "./onlineMail.ts";

type Log = { error(object: object, message: string): void };
type Row = typeof notifications.$inferSelect;

/** Stores a notification in the caller's transaction (push it with pushNotifications after the commit). */
export async function storeNotification(
  tx: DbOrTx,
  options: { guestId: number; type: NotificationType; data: Record<string, unknown>; now: Date },
): Promise<Row> {
  const [row] = await tx
    .insert(notifications)
    .values({ guestId: options.guestId, type: options.type, data: options.data, createdAt: options.now })
    .returning();
  if (!row) throw new Error("notification insert returned nothing");
  return row;
}

/** notification.added to each notification's guest, in the guest's language. Best effort. */
export async function pushNotifications(
  ctx: AppContext,
  rows: { row: Row; language: Language }[],
  log: Log,
): Promise<void> {
  for (const { row, language } of rows)
    await pushToGuest(
      ctx,
      row.guestId,
      { type: "notification.added", notification: presentNotification(row, language) },
      log,
    );
}

/**
 * Stores a notification for a guest and pushes notification.added to the guest's sockets. Storing
 * fails the caller; the push is best effort. A caller that knows the guest's language passes it
 * (one statement less).
 */
export async function notify(
  ctx: AppContext,
  guestId: number,
  type: NotificationType,
  data: Record<string, unknown>,
  log: Log,
  knownLanguage?: Language,
): Promise<Row> {
  const row = await storeNotification(ctx.db, { guestId, type, data, now: ctx.now() });
  try {
    let language = knownLanguage;
    if (!language) {
      const [guest] = await ctx.db
        .select({ language: guests.language })
        .from(guests)
        .where(eq(guests.id, guestId));
      language = normalizeLanguage(guest?.language);
    }
    await pushNotifications(ctx, [{ row, language }], log);
  } catch (error) {
    log.error({ err: error, guestId }, "notification push failed");
  }
  return row;
}

/**
 * An actor came online: one insert … select notifies every guest who pinned the actor (and did not
 * turn actor-online notifications off), then each gets notification.added and a web push to their
 * subscribed browsers, in their language, and guests who asked for it get an e-mail (throttled,
 * see onlineMail.ts). Best effort after the actor's state was committed.
 */
export async function notifyFavoriteActorOnline(ctx: AppContext, actorId: number, log: Log): Promise<number> {
  // The mails run beside the notifications: the performer's call does not wait for the mailer.
  void mailFavoriteActorOnline(ctx, actorId, log);
  try {
    const now = ctx.now();
    const created = await queryRows<{
      id: number;
      guest_id: number;
      type: number;
      data: Record<string, unknown>;
      created_at: Date | string;
      language: string;
    }>(
      ctx.db,
      sql`with inserted as (
            insert into notifications (guest_id, type, data, created_at)
            select f.guest_id, ${NotificationType.ActorOnline},
                   jsonb_build_object('actorId', a.id, 'actorName', a.name), ${now.toISOString()}::timestamptz
              from favorites f
              join actors a on a.id = f.object_id
              join guests g on g.id = f.guest_id
             where f.object_type = 'actor' and f.object_id = ${actorId}
               and g.deleted_at is null and not g.is_locked
               and coalesce((g.notifications_settings ->> 'actorOnline')::boolean, true)
            returning id, guest_id, type, data, created_at
          )
          select i.*, g.language from inserted i join guests g on g.id = i.guest_id`,
    );
    const rows = created.map((r) => ({
      row: {
        id: r.id,
        guestId: r.guest_id,
        type: r.type,
        data: typeof r.data === "string" ? (JSON.parse(r.data) as Record<string, unknown>) : r.data,
        createdAt: new Date(r.created_at),
        seenAt: null,
        readAt: null,
      } satisfies Row,
      language: normalizeLanguage(r.language),
    }));
    await pushNotifications(ctx, rows, log);
    const pushes = new Map<number, PushMessage>();
    for (const { row, language } of rows) {
      const { title, text } = notificationText(row.type, row.data, language);
      pushes.set(row.guestId, {
        title,
        body: text,
        url: notificationLink(row.type, row.data, language),
        tag: `actor-online-${actorId}`,
      });
    }
    // Push services may be slow: the performer's call does not wait for them.
    void sendPushes(ctx, pushes, log);
    return rows.length;
  } catch (error) {
    log.error({ err: error, actorId }, "favourite online notifications failed");
    return 0;
  }
}

/**
 * An actor wrote to a guest in the messenger (after the message was committed). Best effort. The
 * messenger passes the actor's name and the guest's language it already read, so this is one insert.
 */
export async function notifyActorMessage(
  ctx: AppContext,
  input: { actorId: number; guestId: number; channelId: number; actorName?: string; language?: Language },
  log: Log,
): Promise<void> {
  const { actorId, guestId, channelId } = input;
  try {
    let actorName = input.actorName;
    if (actorName === undefined) {
      const [actor] = await ctx.db.select({ name: actors.name }).from(actors).where(eq(actors.id, actorId));
      if (!actor) return;
      actorName = actor.name;
    }
    await notify(
      ctx,
      guestId,
      NotificationType.NewMessage,
      { actorId, actorName, channelId },
      log,
      input.language,
    );
  } catch (error) {
    log.error({ err: error, actorId, guestId, channelId }, "message notification failed");
  }
}
