import { NotificationType } from "../../../common/contracts/notifications.ts";
import type { AnyEventHandler } from "../../lib/outbox/dispatcher.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { firstDeliveries, firstDelivery } from "../../lib/outbox/events.ts";
import { addShowNotifications, type ShowNotice, showPushes } from "./commands/camShows.ts";
import { morningDigest } from "./commands/digest.ts";
import { favoriteOnlinePushes, storeFavoriteOnlineNotifications } from "./commands/favoriteOnline.ts";
import { addActorMessageNotifications } from "./commands/notify.ts";
import { mailFavoriteActorOnline } from "./commands/onlineMail.ts";
import { textFavoriteActorOnline } from "./commands/onlineSms.ts";
import { sendPushes } from "./webpush.ts";

/**
 * The notifications' reactions to other modules' events (lib/outbox), after their commit. Those
 * that store notifications run once per event (firstDelivery in their transaction) and record
 * notifications.added there, which the socket layer pushes.
 */

const FAVORITE_ONLINE = "notifications.favoriteOnline";
/** An actor came online: the notification of every guest who pinned the actor. */
export const notifyFavoriteActorOnline = onEvent(
  "performers.actorWentOnline",
  FAVORITE_ONLINE,
  async (events, ctx) => {
    for (const event of events)
      await ctx.db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, event.id, FAVORITE_ONLINE))) return;
        await storeFavoriteOnlineNotifications(tx, event.payload.actorId, ctx.now());
      });
  },
);

/**
 * An actor came online: a web push to the browsers of the same guests. The push services are not
 * waited for (a slow one times out after seconds and would hold up the socket pushes of every
 * later event); like a push itself, this is best effort.
 */
export const webPushFavoriteActorOnline = onEvent(
  "performers.actorWentOnline",
  "notifications.favoriteOnlineWebPush",
  async (events, ctx, log) => {
    for (const event of events)
      void sendPushes(
        ctx,
        await favoriteOnlinePushes(ctx.db, event.payload.actorId, event.id, ctx.now()),
        log,
      );
  },
);

/**
 * An actor came online: the e-mails to guests who asked for them. Each mail is claimed before it is
 * sent (onlineMail.ts), so a redelivered event mails nobody twice; the mail server is not waited
 * for, for the same reason as the web pushes.
 */
export const emailFavoriteActorOnline = onEvent(
  "performers.actorWentOnline",
  "notifications.favoriteOnlineMail",
  async (events, ctx, log) => {
    for (const event of events) void mailFavoriteActorOnline(ctx, event.payload.actorId, log);
  },
);

/**
 * An actor came online: an SMS to guests who switched SMS on for her and have a verified mobile
 * number. Claimed before sending like the e-mails (onlineSms.ts); the gateway is not waited for.
 */
export const smsFavoriteActorOnline = onEvent(
  "performers.actorWentOnline",
  "notifications.favoriteOnlineSms",
  async (events, ctx, log) => {
    for (const event of events) void textFavoriteActorOnline(ctx, event.payload.actorId, log);
  },
);

const DIGEST = "notifications.morningDigest";
/**
 * A guest's quiet hours ended with alerts held (releaseHeldAlerts claimed them): one web push and, if
 * texts were held, one SMS. Claimed per event (firstDelivery) before sending, so a redelivered event
 * sends nothing twice; like the alerts it replaces, it is best effort after that.
 */
export const sendMorningDigest = onEvent("notifications.digestDue", DIGEST, async (events, ctx, log) => {
  for (const event of events) {
    const digest = await ctx.db.transaction(async (tx) =>
      (await firstDelivery(tx, event.id, DIGEST))
        ? morningDigest(tx, event.payload, ctx.config.publicUrl)
        : null,
    );
    if (!digest) continue;
    if (digest.push) void sendPushes(ctx, new Map([[digest.guestId, digest.push]]), log);
    if (digest.sms)
      await ctx.phone
        .send({ channel: "sms", to: digest.sms.to, text: digest.sms.text })
        .catch((error: unknown) => log.error({ err: error, guestId: digest.guestId }, "digest SMS failed"));
  }
});

const ACTOR_MESSAGE = "notifications.actorMessage";
/**
 * An actor wrote to a guest in the messenger: the guest's "new message" notification. One
 * transaction for the round's messages (a busy messenger sends hundreds a second), written once
 * per event however often it is delivered.
 */
export const notifyActorMessage = onEvent("messenger.messageSent", ACTOR_MESSAGE, async (events, ctx) => {
  const fromActors = events.filter((event) => event.payload.from === "actor");
  if (fromActors.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    const due = await firstDeliveries(
      tx,
      fromActors.map((event) => event.id),
      ACTOR_MESSAGE,
    );
    await addActorMessageNotifications(
      tx,
      fromActors.filter((event) => due.has(event.id)).map((event) => event.payload),
      ctx.now(),
    );
  });
});

/**
 * A cam-show event for ticket holders: their notification of this type (once per event, like the
 * messenger's) and a web push to their browsers (best effort, not waited for).
 */
function showNotices(
  type: "camshows.reminded" | "camshows.invited" | "camshows.ticketRemoved",
  kind: NotificationType,
  name: string,
  pick: (payload: { reason?: string }) => boolean = () => true,
): AnyEventHandler[] {
  const store = onEvent(type, name, async (events, ctx) => {
    const wanted = events.filter((event) => pick(event.payload as { reason?: string }));
    if (wanted.length === 0) return;
    await ctx.db.transaction(async (tx) => {
      const due = await firstDeliveries(
        tx,
        wanted.map((event) => event.id),
        name,
      );
      const notices: ShowNotice[] = wanted
        .filter((event) => due.has(event.id))
        .map((event) => ({ guestId: event.payload.guestId, showId: event.payload.showId }));
      await addShowNotifications(tx, kind, notices, ctx.now());
    });
  });
  const push = onEvent(type, `${name}.webPush`, async (events, ctx, log) => {
    const notices = events
      .filter((event) => pick(event.payload as { reason?: string }))
      .map((event) => ({ guestId: event.payload.guestId, showId: event.payload.showId, eventId: event.id }));
    void sendPushes(ctx, await showPushes(ctx.db, kind, notices, ctx.now()), log);
  });
  return [store, push] as AnyEventHandler[];
}

/** Every handler of this module, for the boot's registry (eventHandlers.ts). */
export const notificationHandlers = [
  ...showNotices("camshows.reminded", NotificationType.ShowReminder, "notifications.showReminder"),
  ...showNotices("camshows.invited", NotificationType.ShowInvitation, "notifications.showInvitation"),
  ...showNotices(
    "camshows.ticketRemoved",
    NotificationType.ShowCancelled,
    "notifications.showCancelled",
    (p) => p.reason === "cancelled",
  ),
  notifyFavoriteActorOnline,
  webPushFavoriteActorOnline,
  emailFavoriteActorOnline,
  smsFavoriteActorOnline,
  sendMorningDigest,
  notifyActorMessage,
];
