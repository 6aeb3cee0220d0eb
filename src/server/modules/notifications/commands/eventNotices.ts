import type { NotificationType } from "../../../../common/contracts/notifications.ts";
import type { Tx } from "../../../db/client.ts";
import { firstDeliveries, firstDelivery } from "../../../lib/outbox/events.ts";
import { addShowNotifications, type ShowNotice } from "./camShows.ts";
import { type MorningDigest, morningDigest } from "./digest.ts";
import { storeFavoriteOnlineNotifications } from "./favoriteOnline.ts";
import { addActorMessageNotifications } from "./notify.ts";

// The notifications the module stores for other modules' events (handlers.ts), each once per
// event and handler however often the event is delivered: the claim (firstDelivery) and the writes
// share the caller's transaction (runCommand).

/** An event as a handler gets it: its id and payload. */
interface Delivered<P> {
  id: number;
  payload: P;
}

/** An actor came online: the notifications of the guests who pinned her, once per event. */
export async function notifyFavoriteOnlineOnce(options: {
  tx: Tx;
  /** The handler's name: what the event is claimed for. */
  handler: string;
  eventId: number;
  actorId: number;
  now: Date;
}): Promise<void> {
  const { tx } = options;
  if (!(await firstDelivery(tx, options.eventId, options.handler))) return;
  await storeFavoriteOnlineNotifications(tx, options.actorId, options.now);
}

/** A guest's held alerts were released: their morning digest, or null when it was claimed before. */
export async function claimMorningDigest(options: {
  tx: Tx;
  handler: string;
  eventId: number;
  digest: { guestId: number; alertIds: number[] };
  /** The origin of the digest's link for the guest's sign-up address (lib/siteAddresses mailLinkOrigin). */
  linkOrigin: (signupSite: string | null) => string;
}): Promise<MorningDigest | null> {
  const { tx } = options;
  if (!(await firstDelivery(tx, options.eventId, options.handler))) return null;
  return morningDigest(tx, options.digest, options.linkOrigin);
}

/** Actors wrote in the messenger: each guest's "new message" notification, once per event. */
export async function notifyActorMessagesOnce(options: {
  tx: Tx;
  handler: string;
  events: readonly Delivered<{ actorId: number; guestId: number; channelId: number }>[];
  now: Date;
}): Promise<void> {
  const { tx, events } = options;
  const due = await firstDeliveries(
    tx,
    events.map((event) => event.id),
    options.handler,
  );
  await addActorMessageNotifications(
    tx,
    events.filter((event) => due.has(event.id)).map((event) => event.payload),
    options.now,
  );
}

/** A cam-show event for ticket holders: their notification of this type, once per event. */
export async function notifyShowHoldersOnce(options: {
  tx: Tx;
  handler: string;
  type: NotificationType;
  events: readonly Delivered<ShowNotice>[];
  now: Date;
}): Promise<void> {
  const { tx, events } = options;
  const due = await firstDeliveries(
    tx,
    events.map((event) => event.id),
    options.handler,
  );
  const notices = events
    .filter((event) => due.has(event.id))
    .map((event) => ({ guestId: event.payload.guestId, showId: event.payload.showId }));
  await addShowNotifications(tx, options.type, notices, options.now);
}
