import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Language } from "../../../../common/languages.ts";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { messengerChannels, messengerMessages } from "../../../db/schema/messenger.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent, recordEvents } from "../../../lib/outbox/events.ts";
import { actorMessagingOf } from "../../catalog/index.ts";
import { authorizeChannel } from "../policy.ts";

const c = messengerChannels;
export type ChannelRow = typeof messengerChannels.$inferSelect;

/**
 * The channel of a guest and an actor, created when missing with the actor's free messages
 * (concurrent opens meet on the unique pair). 404 for an unknown actor.
 */
export async function openChannel(options: {
  tx: DbOrTx;
  guestId: number;
  actorId: number;
}): Promise<ChannelRow> {
  const { tx, guestId, actorId } = options;
  const actor = await actorMessagingOf(tx, actorId);
  if (!actor) throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
  const [created] = await tx
    .insert(c)
    .values({ guestId, actorId, freeMessagesLeft: Math.max(0, actor.freeMessages) })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await tx
    .select()
    .from(c)
    .where(and(eq(c.guestId, guestId), eq(c.actorId, actorId)));
  if (!existing) throw new AppError(AppErrorCode.CONFLICT, "Channel is being created; retry");
  return existing;
}

/** The guest's channel row (404 for a missing or another guest's channel), optionally locked. */
export async function loadGuestChannel(
  tx: DbOrTx,
  options: { guestId: number; channelId: number; lock?: boolean },
): Promise<ChannelRow> {
  const query = tx.select().from(c).where(eq(c.id, options.channelId));
  const [row] = options.lock ? await query.for("update") : await query;
  return authorizeChannel(row, options.guestId);
}

/** What a change of a guest's channel needs: `language` is the guest's, for the pushed channel. */
interface ChannelChange {
  tx: Tx;
  guestId: number;
  channelId: number;
  language: Language;
}

/**
 * Marks a channel read: its actor messages get read_at, unread goes to 0 (so the total never
 * falls below 0) and the channel is touched (last viewed, navbar order). Records
 * messenger.channelChanged.
 */
export async function markRead(options: ChannelChange & { now: Date }): Promise<void> {
  const { tx, now } = options;
  const channel = await loadGuestChannel(tx, options);
  await tx
    .update(messengerMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(messengerMessages.channelId, channel.id),
        eq(messengerMessages.sender, "actor"),
        isNull(messengerMessages.readAt),
      ),
    );
  await tx.update(c).set({ unreadCount: 0, lastViewedAt: now, touchedAt: now }).where(eq(c.id, channel.id));
  await recordChanged(options);
}

/**
 * Archives or restores a channel of the guest; records messenger.channelArchived or, restored,
 * messenger.channelChanged.
 */
export async function setArchived(options: ChannelChange & { archived: boolean }): Promise<void> {
  const { tx, guestId } = options;
  const channel = await loadGuestChannel(tx, options);
  await tx.update(c).set({ archived: options.archived }).where(eq(c.id, channel.id));
  if (options.archived)
    await recordEvent(tx, "messenger.channelArchived", { guestId, channelId: channel.id });
  else await recordChanged(options);
}

/**
 * Blocks or unblocks the actor of a channel: a blocked channel takes no messages either way.
 * Records messenger.channelChanged.
 */
export async function setBlocked(options: ChannelChange & { blocked: boolean }): Promise<void> {
  const channel = await loadGuestChannel(options.tx, options);
  await options.tx.update(c).set({ blocked: options.blocked }).where(eq(c.id, channel.id));
  await recordChanged(options);
}

function recordChanged({ tx, guestId, channelId, language }: ChannelChange): Promise<void> {
  return recordEvent(tx, "messenger.channelChanged", { guestId, channelId, language });
}

/**
 * "All channels seen": clears unread on every channel of the guest and records
 * messenger.channelChanged for each channel that changed.
 */
export async function markAllSeen(options: {
  tx: Tx;
  guestId: number;
  language: Language;
  now: Date;
}): Promise<void> {
  const { tx, guestId, language, now } = options;
  const changed = await tx
    .update(c)
    .set({ unreadCount: 0 })
    .where(and(eq(c.guestId, guestId), gt(c.unreadCount, 0)))
    .returning({ id: c.id });
  if (changed.length > 0)
    await tx
      .update(messengerMessages)
      .set({ readAt: now })
      .where(
        and(
          sql`${messengerMessages.channelId} in (select ${c.id} from ${c} where ${c.guestId} = ${guestId})`,
          eq(messengerMessages.sender, "actor"),
          isNull(messengerMessages.readAt),
        ),
      );
  await recordEvents(
    tx,
    changed.map((row) => ({
      type: "messenger.channelChanged" as const,
      payload: { guestId, channelId: row.id, language },
    })),
  );
}
