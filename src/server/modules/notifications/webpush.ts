import { and, count, eq, inArray, sql } from "drizzle-orm";
import webpush from "web-push";
import type { TPushSubscription, TWebPushStatus } from "../../../common/contracts/notifications.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { appSecrets, pushSubscriptions } from "../../db/schema/notifications.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

type Log = { error(object: object, message: string): void; warn?(object: object, message: string): void };

/** The VAPID key pair's name in app_secrets. */
const VAPID_SECRET = "vapid";
/** Seconds a push service keeps an undelivered message. */
const PUSH_TTL_SECONDS = 60 * 60;
/** Give up on a push service after this long. */
const PUSH_TIMEOUT_MS = 10_000;
/** A subscription that failed this often in a row (other than 404/410) is dropped. */
const MAX_FAILURES = 10;

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<Database, Promise<VapidKeys>>();

/**
 * The platform's VAPID key pair: generated once (the first instance to need it inserts it; a
 * concurrent instance's insert loses and reads the winner's) and kept in app_secrets.
 */
export function vapidKeys(ctx: AppContext): Promise<VapidKeys> {
  let keys = cache.get(ctx.database);
  if (!keys) {
    keys = (async () => {
      const generated = webpush.generateVAPIDKeys();
      await ctx.db
        .insert(appSecrets)
        .values({
          name: VAPID_SECRET,
          value: { publicKey: generated.publicKey, privateKey: generated.privateKey },
        })
        .onConflictDoNothing();
      const [row] = await ctx.db.select().from(appSecrets).where(eq(appSecrets.name, VAPID_SECRET));
      const value = row?.value;
      if (!value?.publicKey || !value.privateKey) throw new Error("VAPID keys missing in app_secrets");
      return { publicKey: value.publicKey, privateKey: value.privateKey };
    })();
    keys.catch(() => cache.delete(ctx.database));
    cache.set(ctx.database, keys);
  }
  return keys;
}

function vapidSubject(ctx: AppContext): string {
  const mail = /[\w.+-]+@[\w-]+(\.[\w-]+)+/.exec(ctx.config.mailFrom)?.[0];
  return `mailto:${mail ?? "support@velvet.example"}`;
}

/** Stores a browser's subscription for a guest (a known endpoint moves to this guest and its new keys). */
export async function saveSubscription(ctx: AppContext, guestId: number, subscription: TPushSubscription) {
  await ctx.db
    .insert(pushSubscriptions)
    .values({
      guestId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      createdAt: ctx.now(),
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        guestId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        failures: 0,
      },
    });
}

/** Renews the keys of one of the guest's subscriptions; 404 when the endpoint is not the guest's. */
export async function updateSubscription(ctx: AppContext, guestId: number, subscription: TPushSubscription) {
  const [row] = await ctx.db
    .select({ guestId: pushSubscriptions.guestId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
  if (!row || row.guestId !== guestId) throw new AppError(AppErrorCode.NOT_FOUND, "Subscription not found");
  await saveSubscription(ctx, guestId, subscription);
}

/** Whether the guest has subscriptions, how many, and (given an endpoint) whether it is one of them. */
export async function subscriptionStatus(
  db: DbOrTx,
  guestId: number,
  endpoint: string | undefined,
): Promise<TWebPushStatus> {
  const own = eq(pushSubscriptions.guestId, guestId);
  const [all] = await db.select({ value: count() }).from(pushSubscriptions).where(own);
  let endpointSubscribed: boolean | null = null;
  if (endpoint !== undefined) {
    const [mine] = await db
      .select({ value: count() })
      .from(pushSubscriptions)
      .where(and(own, eq(pushSubscriptions.endpoint, endpoint)));
    endpointSubscribed = (mine?.value ?? 0) > 0;
  }
  const subscriptions = all?.value ?? 0;
  return { subscribed: subscriptions > 0, endpointSubscribed, subscriptions };
}

/** Deletes one of the guest's subscriptions; true when there was one. */
export async function deleteSubscription(
  ctx: AppContext,
  guestId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.guestId, guestId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export interface PushMessage {
  title: string;
  body: string;
  /** Site path opened on a click. */
  url: string | null;
  tag?: string;
}

/**
 * Sends one push message to every subscription of the given guests (each guest's message in their
 * language, built by the caller). 404/410 answers delete the subscription; other failures are
 * counted, and a subscription failing MAX_FAILURES times in a row is dropped. Best effort: errors
 * are logged, never thrown.
 */
export async function sendPushes(
  ctx: AppContext,
  messages: Map<number, PushMessage>,
  log: Log,
): Promise<void> {
  if (messages.size === 0) return;
  try {
    const subscriptions = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.guestId, [...messages.keys()]));
    if (subscriptions.length === 0) return;
    const keys = await vapidKeys(ctx);
    const subject = vapidSubject(ctx);
    await Promise.all(
      subscriptions.map(async (subscription) => {
        const message = messages.get(subscription.guestId);
        if (!message) return;
        const status = await deliver(subscription, message, keys, subject).catch((error: unknown) => {
          log.error({ err: error, subscriptionId: subscription.id }, "web push failed");
          return 0;
        });
        await recordResult(ctx, subscription.id, status);
      }),
    );
  } catch (error) {
    log.error({ err: error }, "web push failed");
  }
}

async function deliver(
  subscription: typeof pushSubscriptions.$inferSelect,
  message: PushMessage,
  keys: VapidKeys,
  subject: string,
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    {
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: "aes128gcm",
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    },
  );
  // web-push's own sender speaks https only; fetch also reaches plain-http push services in tests.
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : null,
    redirect: "error",
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

async function recordResult(ctx: AppContext, id: number, status: number): Promise<void> {
  const table = pushSubscriptions;
  if (status >= 200 && status < 300) {
    await ctx.db.update(table).set({ lastSuccessAt: ctx.now(), failures: 0 }).where(eq(table.id, id));
  } else if (status === 404 || status === 410) {
    await ctx.db.delete(table).where(eq(table.id, id));
  } else {
    const [row] = await ctx.db
      .update(table)
      .set({ failures: sql`least(${table.failures} + 1, 32000)` })
      .where(eq(table.id, id))
      .returning({ failures: table.failures });
    if (row && row.failures >= MAX_FAILURES) await ctx.db.delete(table).where(eq(table.id, id));
  }
}
