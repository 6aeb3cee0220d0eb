import { z } from "zod";
import { isTimeZone } from "../quietHours.ts";
import { MAX_NOTIFICATIONS_PAGE, NAVBAR_NOTIFICATIONS } from "./values/notifications.ts";

export * from "./values/notifications.ts";

/**
 * Notifications (spec core §3 Notification, §4 Notifications): persisted per guest with a numeric
 * type and its data, shown in the navbar list (newest 5) and as floating toasts; seen when the list
 * was shown, read when opened. Web push (VAPID) for guests who subscribed a browser.
 */

/** A notification as a guest sees it, with its title and text in the request language. */
export interface TNotification {
  id: number;
  type: number;
  data: Record<string, unknown>;
  title: string;
  text: string;
  /** Where opening it leads (site path), or null. */
  link: string | null;
  /** Actor picture for the list, or null. */
  imageUrl: string | null;
  unread: boolean;
  unseen: boolean;
  /** ISO time. */
  createdAt: string;
}

export interface TNotificationList {
  items: TNotification[];
  unreadCount: number;
  unseenCount: number;
  hasMore: boolean;
}

const ZId = z.number().int().positive().max(2_147_483_647);
const ZIds = z.array(ZId).min(1).max(500);

export const ZNotificationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_NOTIFICATIONS_PAGE).default(NAVBAR_NOTIFICATIONS),
  /** Only notifications older than this id (paging). */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  language: z.string().optional(),
});

/** POST notifications/seen: the ids, or all when absent. */
export const ZNotificationSeen = z.strictObject({ ids: ZIds.optional() });
/** POST notifications/read and notifications/remove. */
export const ZNotificationIds = z.strictObject({ ids: ZIds });

export interface TNotificationChange {
  success: true;
  /** The ids that changed (the guest's own). */
  ids: number[];
  unreadCount: number;
  unseenCount: number;
}

/** A browser's push subscription (PushSubscription.toJSON()). */
export const ZPushSubscription = z.object({
  endpoint: z
    .string()
    .url()
    .max(2000)
    .refine((value) => /^https?:\/\//.test(value), "endpoint must be an http(s) URL"),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(16).max(200),
    auth: z.string().min(8).max(100),
  }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const ZResubscribe = z.strictObject({
  oldEndpoint: z.string().url().max(2000),
  subscription: ZPushSubscription,
});
export const ZUnsubscribe = z.strictObject({ endpoint: z.string().url().max(2000) });

export interface TWebPushStatus {
  subscribed: boolean;
  /** With ?endpoint=: whether this browser's endpoint is the guest's. */
  endpointSubscribed: boolean | null;
  subscriptions: number;
}

const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time HH:MM (00:00-23:59)");

/** POST guest/notifications/quietHours: the guest's quiet hours (from ≠ to; a zone Intl knows). */
export const ZQuietHours = z
  .strictObject({
    enabled: z.boolean(),
    from: ZTime,
    to: ZTime,
    timeZone: z.string().max(64).refine(isTimeZone, "timeZone: not an IANA time zone"),
  })
  .refine((value) => value.from !== value.to, { message: "from and to must differ", path: ["to"] });
export type TQuietHours = z.infer<typeof ZQuietHours>;
