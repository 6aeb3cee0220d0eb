import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  type TNotificationChange,
  type TQuietHours,
  type TWebPushStatus,
  ZNotificationIds,
  ZNotificationQuery,
  ZNotificationSeen,
  ZPushSubscription,
  ZQuietHours,
  ZResubscribe,
  ZUnsubscribe,
} from "../../../common/contracts/notifications.ts";
import { runCommand } from "../../lib/command.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { markRead, markSeen, removeNotifications } from "./commands/marks.ts";
import { guestQuietHours, setQuietHours } from "./commands/quietHours.ts";
import { listNotifications, notificationCounts } from "./queries/list.ts";
import {
  deleteSubscription,
  saveSubscription,
  subscriptionStatus,
  updateSubscription,
  vapidKeys,
} from "./webpush.ts";

/**
 * Notifications (spec core §4, §7) and web push: the guest's list (newest first, hidden types never
 * listed) with unread and unseen counts; seen, read and remove (their events tell the guest's
 * other tabs); web-push key, status and subscriptions. Every call but the public key needs a login.
 */
const ZEndpointQuery = z.object({ endpoint: z.string().max(2000).optional() });

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guestOf = async (request: FastifyRequest) => (await requireGuest(request)).guest.id;
  const changed = async (guestId: number, ids: number[]): Promise<TNotificationChange> => ({
    success: true,
    ids,
    ...(await notificationCounts(ctx.db, guestId)),
  });

  app.get("/notifications", async (request) => {
    const guestId = await guestOf(request);
    const query = parseInput(ZNotificationQuery, request.query);
    return listNotifications(ctx.db, {
      guestId,
      limit: query.limit,
      before: query.before,
      language: request.language,
    });
  });

  app.post("/notifications/seen", async (request) => {
    const guestId = await guestOf(request);
    const { ids } = parseInput(ZNotificationSeen, request.body ?? {});
    const seen = await runCommand(ctx, markSeen, { guestId, ids });
    return changed(guestId, seen);
  });

  app.post("/notifications/read", async (request) => {
    const guestId = await guestOf(request);
    const { ids } = parseInput(ZNotificationIds, request.body);
    const read = await runCommand(ctx, markRead, { guestId, ids });
    return changed(guestId, read);
  });

  app.post("/notifications/remove", async (request) => {
    const guestId = await guestOf(request);
    const { ids } = parseInput(ZNotificationIds, request.body);
    const removed = await runCommand(ctx, removeNotifications, { guestId, ids });
    return changed(guestId, removed);
  });

  // Quiet hours (issue 15): no SMS and no web push of online alerts and show reminders in them.
  app.get("/guest/notifications/quietHours", async (request): Promise<TQuietHours> => {
    const guestId = await guestOf(request);
    return guestQuietHours(ctx.db, guestId);
  });

  app.post("/guest/notifications/quietHours", async (request): Promise<TQuietHours & { success: true }> => {
    const guestId = await guestOf(request);
    const input = parseInput(ZQuietHours, request.body);
    return { success: true, ...(await setQuietHours(ctx.db, guestId, input, ctx.now())) };
  });

  // Web push (VAPID). The public key is public: the service worker subscribes with it.
  app.get("/webpush/key", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=3600");
    return { publicKey: (await vapidKeys(ctx)).publicKey };
  });

  app.get("/webpush/status", async (request): Promise<TWebPushStatus> => {
    const guestId = await guestOf(request);
    const { endpoint } = parseInput(ZEndpointQuery, request.query);
    return subscriptionStatus(ctx.db, guestId, endpoint);
  });

  const checkEndpoint = (endpoint: string) => {
    if (ctx.config.env === "production" && !endpoint.startsWith("https://"))
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "endpoint must be an https URL");
  };

  app.post("/webpush/subscribe", async (request, reply) => {
    const guestId = await guestOf(request);
    const subscription = parseInput(ZPushSubscription, request.body);
    checkEndpoint(subscription.endpoint);
    await saveSubscription(ctx, guestId, subscription);
    reply.status(201);
    return { success: true };
  });

  app.post("/webpush/update", async (request) => {
    const guestId = await guestOf(request);
    const subscription = parseInput(ZPushSubscription, request.body);
    checkEndpoint(subscription.endpoint);
    await updateSubscription(ctx, guestId, subscription);
    return { success: true };
  });

  app.post("/webpush/resubscribe", async (request) => {
    const guestId = await guestOf(request);
    const { oldEndpoint, subscription } = parseInput(ZResubscribe, request.body);
    checkEndpoint(subscription.endpoint);
    await deleteSubscription(ctx, guestId, oldEndpoint);
    await saveSubscription(ctx, guestId, subscription);
    return { success: true };
  });

  app.post("/webpush/unsubscribe", async (request) => {
    const guestId = await guestOf(request);
    const { endpoint } = parseInput(ZUnsubscribe, request.body);
    return { success: true, removed: await deleteSubscription(ctx, guestId, endpoint) };
  });
}
