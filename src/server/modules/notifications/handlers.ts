import { NotificationType } from "../../../common/contracts/notifications.ts";
import { runCommand } from "../../lib/command.ts";
import type { AnyEventHandler } from "../../lib/outbox/dispatcher.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { mailLinkOrigin } from "../../lib/siteAddresses.ts";
import { showPushes } from "./commands/camShows.ts";
import {
  claimMorningDigest,
  notifyActorMessagesOnce,
  notifyFavoriteOnlineOnce,
  notifyShowHoldersOnce,
} from "./commands/eventNotices.ts";
import { favoriteOnlinePushes } from "./commands/favoriteOnline.ts";
import { notifyFeedPostOnce, notifyGoalReachedOnce } from "./commands/feedNotices.ts";
import { mailFavoriteActorOnline } from "./commands/onlineMail.ts";
import { textFavoriteActorOnline } from "./commands/onlineSms.ts";
import { sendPushes } from "./webpush.ts";

/**
 * The notifications' reactions to other modules' events (lib/outbox), after their commit. Those
 * that store notifications run once per event (commands/eventNotices.ts: firstDelivery in their
 * transaction, through runCommand) and record notifications.added there, which the socket layer
 * pushes.
 */

const FEED_POST = "notifications.feedPost";
/**
 * A performer published a feed post: the notification of her followers, once per event, and the web
 * pushes of those who want them and are not in their quiet hours (not waited for, as the others).
 */
export const notifyFeedPost = onEvent("feed.postPublished", FEED_POST, async (events, ctx, log, detach) => {
  for (const event of events) {
    const pushes = await runCommand(ctx, notifyFeedPostOnce, {
      handler: FEED_POST,
      eventId: event.id,
      actorId: event.payload.actorId,
      postId: event.payload.postId,
    });
    if (pushes.size > 0) detach(sendPushes(ctx, pushes, log));
  }
});

const FEED_GOAL = "notifications.feedGoalReached";
/** A post's tipping goal was reached: the notification of its tippers and the performer's followers, once. */
export const notifyFeedGoalReached = onEvent("feed.goalReached", FEED_GOAL, async (events, ctx) => {
  for (const event of events)
    await runCommand(ctx, notifyGoalReachedOnce, {
      handler: FEED_GOAL,
      eventId: event.id,
      actorId: event.payload.actorId,
      postId: event.payload.postId,
    });
});

const FAVORITE_ONLINE = "notifications.favoriteOnline";
/** An actor came online: the notification of every guest who pinned the actor. */
export const notifyFavoriteActorOnline = onEvent(
  "performers.actorWentOnline",
  FAVORITE_ONLINE,
  async (events, ctx) => {
    for (const event of events)
      await runCommand(ctx, notifyFavoriteOnlineOnce, {
        handler: FAVORITE_ONLINE,
        eventId: event.id,
        actorId: event.payload.actorId,
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
  async (events, ctx, log, detach) => {
    for (const event of events)
      detach(
        sendPushes(
          ctx,
          await runCommand(ctx, favoriteOnlinePushes, { actorId: event.payload.actorId, eventId: event.id }),
          log,
        ),
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
  async (events, ctx, log, detach) => {
    for (const event of events) detach(mailFavoriteActorOnline(ctx, event.payload.actorId, log));
  },
);

/**
 * An actor came online: an SMS to guests who switched SMS on for her and have a verified mobile
 * number. Claimed before sending like the e-mails (onlineSms.ts); the gateway is not waited for.
 */
export const smsFavoriteActorOnline = onEvent(
  "performers.actorWentOnline",
  "notifications.favoriteOnlineSms",
  async (events, ctx, log, detach) => {
    for (const event of events) detach(textFavoriteActorOnline(ctx, event.payload.actorId, log));
  },
);

const DIGEST = "notifications.morningDigest";
/**
 * A guest's quiet hours ended with alerts held (releaseHeldAlerts claimed them): one web push and, if
 * texts were held, one SMS. Claimed per event (firstDelivery) before sending, so a redelivered event
 * sends nothing twice; like the alerts it replaces, it is best effort after that.
 */
export const sendMorningDigest = onEvent(
  "notifications.digestDue",
  DIGEST,
  async (events, ctx, log, detach) => {
    for (const event of events) {
      const digest = await runCommand(ctx, claimMorningDigest, {
        handler: DIGEST,
        eventId: event.id,
        digest: event.payload,
        linkOrigin: (site) => mailLinkOrigin(ctx.config, site),
      });
      if (!digest) continue;
      if (digest.push) detach(sendPushes(ctx, new Map([[digest.guestId, digest.push]]), log));
      if (digest.sms)
        await ctx.phone
          .send({ channel: "sms", to: digest.sms.to, text: digest.sms.text })
          .catch((error: unknown) => log.error({ err: error, guestId: digest.guestId }, "digest SMS failed"));
    }
  },
);

const ACTOR_MESSAGE = "notifications.actorMessage";
/**
 * An actor wrote to a guest in the messenger: the guest's "new message" notification. One
 * transaction for the round's messages (a busy messenger sends hundreds a second), written once
 * per event however often it is delivered.
 */
export const notifyActorMessage = onEvent("messenger.messageSent", ACTOR_MESSAGE, async (events, ctx) => {
  const fromActors = events.filter((event) => event.payload.from === "actor");
  if (fromActors.length === 0) return;
  await runCommand(ctx, notifyActorMessagesOnce, { handler: ACTOR_MESSAGE, events: fromActors });
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
    await runCommand(ctx, notifyShowHoldersOnce, { handler: name, type: kind, events: wanted });
  });
  const push = onEvent(type, `${name}.webPush`, async (events, ctx, log, detach) => {
    const notices = events
      .filter((event) => pick(event.payload as { reason?: string }))
      .map((event) => ({ guestId: event.payload.guestId, showId: event.payload.showId, eventId: event.id }));
    // Nothing to push, nothing to read (and no transaction).
    if (notices.length === 0) return;
    detach(sendPushes(ctx, await runCommand(ctx, showPushes, { type: kind, notices }), log));
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
  notifyFeedPost,
  notifyFeedGoalReached,
];
