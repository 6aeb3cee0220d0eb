import { and, asc, desc, eq, gt, inArray, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type ChannelFilter,
  NAVBAR_CHANNELS,
  type TChannel,
  type TMessage,
  type TMessagePage,
} from "../../../../common/contracts/messenger.ts";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import { type Language, normalizeLanguage } from "../../../../common/languages.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { actors, guests, images, messengerChannels, messengerMessages } from "../../../db/schema/index.ts";
import { usableVouchers } from "../../benefits/index.ts";
import { giftsOfMessages } from "../../gifts/index.ts";
import { type ChannelView, presentChannel, presentMessage } from "../presenter.ts";

const avatar = alias(images, "avatar");
const lastMessage = alias(messengerMessages, "last_message");
const c = messengerChannels;

/** Which channels each filter shows (spec core §3/§4; "online": online actors only). */
function filterCondition(guestId: number, filter: ChannelFilter): SQL | undefined {
  const mine = eq(c.guestId, guestId);
  switch (filter) {
    case "archived":
      return and(mine, eq(c.archived, true), eq(c.blocked, false));
    case "blocked":
      return and(mine, eq(c.blocked, true));
    case "online":
      return and(mine, eq(c.archived, false), eq(c.blocked, false), eq(actors.isOnline, true));
    default:
      return and(mine, eq(c.archived, false), eq(c.blocked, false));
  }
}

/** Newest and archived by message time; "unread" puts unread channels first (spec core §4). */
function filterOrder(filter: ChannelFilter): SQL[] {
  const byTime = [sql`${c.lastMessageAt} desc nulls last`, desc(c.id)];
  return filter === "unread" ? [sql`(${c.unreadCount} > 0) desc`, ...byTime] : byTime;
}

async function loadViews(
  db: DbOrTx,
  options: { where: SQL | undefined; order: SQL[]; limit: number; offset?: number },
): Promise<{ views: ChannelView[]; total: number }> {
  const rows = await db
    .select({
      channel: c,
      actor: actors,
      avatar,
      lastText: lastMessage.text,
      total: sql<number>`count(*) over()::int`,
    })
    .from(c)
    .innerJoin(actors, eq(actors.id, c.actorId))
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .leftJoin(lastMessage, eq(lastMessage.id, c.lastMessageId))
    .where(options.where)
    .orderBy(...options.order)
    .limit(options.limit)
    .offset(options.offset ?? 0);
  return {
    views: rows.map((r) => ({
      channel: r.channel,
      actor: r.actor,
      avatar: r.avatar,
      lastMessage: r.lastText === null ? null : { text: r.lastText },
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** Actors a usable messages voucher of the guest would pay a message to (null key: any actor). */
export async function messageVoucherCheck(
  db: DbOrTx,
  guestId: number,
  now: Date,
): Promise<(actorId: number) => boolean> {
  const rows = (await usableVouchers(db, guestId, now)).filter((v) => v.type === VOUCHER_TYPES.messages);
  const any = rows.some((v) => v.actorId === null);
  const bound = new Set(rows.map((v) => v.actorId));
  return (actorId) => any || bound.has(actorId);
}

interface PresentOptions {
  guestId: number;
  language: Language;
  now: Date;
}

async function presentAll(db: DbOrTx, views: ChannelView[], options: PresentOptions): Promise<TChannel[]> {
  if (views.length === 0) return [];
  const hasVoucher = await messageVoucherCheck(db, options.guestId, options.now);
  return views.map((view) =>
    presentChannel(view, { ...options, hasMessageVoucher: hasVoucher(view.actor.id) }),
  );
}

/** Unread messages of the guest over every channel that is not blocked (never below 0). */
export async function unreadTotal(db: DbOrTx, guestId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.unreadCount}), 0)::int` })
    .from(c)
    .where(and(eq(c.guestId, guestId), eq(c.blocked, false)));
  return Math.max(0, row?.n ?? 0);
}

/** GET messenger/channels: a page of the guest's channels under a filter, with counts. */
export async function listChannels(
  db: DbOrTx,
  options: PresentOptions & { filter: ChannelFilter; offset: number; limit: number },
) {
  const { views, total } = await loadViews(db, {
    where: filterCondition(options.guestId, options.filter),
    order: filterOrder(options.filter),
    limit: options.limit,
    offset: options.offset,
  });
  return {
    channels: await presentAll(db, views, options),
    total,
    unreadTotal: await unreadTotal(db, options.guestId),
  };
}

/** The navbar dropdown: at most 5 channels with unread messages, last viewed (touched) first. */
export async function navbarChannels(db: DbOrTx, options: PresentOptions) {
  const { views } = await loadViews(db, {
    where: and(eq(c.guestId, options.guestId), eq(c.blocked, false), gt(c.unreadCount, 0)),
    order: [desc(c.touchedAt), desc(c.id)],
    limit: NAVBAR_CHANNELS,
  });
  return {
    channels: await presentAll(db, views, options),
    unreadTotal: await unreadTotal(db, options.guestId),
  };
}

/** One channel of the guest as presented, or null (also for another guest's channel). */
export async function guestChannel(
  db: DbOrTx,
  channelId: number,
  options: PresentOptions,
): Promise<TChannel | null> {
  const { views } = await loadViews(db, {
    where: and(eq(c.id, channelId), eq(c.guestId, options.guestId)),
    order: [],
    limit: 1,
  });
  const [channel] = await presentAll(db, views, options);
  return channel ?? null;
}

/**
 * Every channel to an actor that is not blocked, each presented to its guest in the guest's saved
 * language (free show start and stop change them all).
 */
export async function channelsOfActor(
  db: DbOrTx,
  actorId: number,
  now: Date,
): Promise<{ guestId: number; channel: TChannel }[]> {
  const { views } = await loadViews(db, {
    where: and(eq(c.actorId, actorId), eq(c.blocked, false)),
    order: [desc(c.id)],
    limit: 10_000,
  });
  if (views.length === 0) return [];
  const guestIds = [...new Set(views.map((view) => view.channel.guestId))];
  const languages = new Map(
    (
      await db
        .select({ id: guests.id, language: guests.language })
        .from(guests)
        .where(inArray(guests.id, guestIds))
    ).map((row) => [row.id, normalizeLanguage(row.language)]),
  );
  const channels: { guestId: number; channel: TChannel }[] = [];
  for (const view of views) {
    const guestId = view.channel.guestId;
    const hasVoucher = await messageVoucherCheck(db, guestId, now);
    const language = languages.get(guestId) ?? "en";
    channels.push({
      guestId,
      channel: presentChannel(view, { language, now, hasMessageVoucher: hasVoucher(actorId) }),
    });
  }
  return channels;
}

/** One message as the conversation shows it (with its gifts), or null when it is gone. */
export async function sentMessage(
  db: DbOrTx,
  messageId: number,
  language: Language,
): Promise<TMessage | null> {
  const [row] = await db.select().from(messengerMessages).where(eq(messengerMessages.id, messageId));
  if (!row) return null;
  // Only a guest's messages carry gifts.
  const gifts =
    row.sender === "guest" ? (await giftsOfMessages(db, [row.id], language)).get(row.id) : undefined;
  return presentMessage(row, gifts);
}

/** A page of a channel's messages, newest first, before a message id. */
export async function listMessages(
  db: DbOrTx,
  options: { channelId: number; before?: number | undefined; limit: number; language: Language },
): Promise<TMessagePage> {
  const rows = await db
    .select()
    .from(messengerMessages)
    .where(
      and(
        eq(messengerMessages.channelId, options.channelId),
        options.before === undefined ? undefined : lt(messengerMessages.id, options.before),
      ),
    )
    .orderBy(desc(messengerMessages.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const gifts = await giftsOfMessages(
    db,
    page.filter((row) => row.sender === "guest").map((row) => row.id),
    options.language,
  );
  return {
    messages: page.map((row) => presentMessage(row, gifts.get(row.id))),
    hasMore: rows.length > options.limit,
  };
}

/** Channels whose last message is from the guest and got no answer yet (the simulator replies). */
export async function unansweredChannels(db: DbOrTx, options: { since: Date; until: Date; limit: number }) {
  return db
    .select({ channelId: c.id, guestId: c.guestId, actorId: c.actorId, messageId: lastMessage.id })
    .from(c)
    .innerJoin(lastMessage, eq(lastMessage.id, c.lastMessageId))
    .where(
      and(
        eq(lastMessage.sender, "guest"),
        eq(c.blocked, false),
        gt(c.lastMessageAt, options.since),
        lt(c.lastMessageAt, options.until),
      ),
    )
    .orderBy(c.lastMessageAt)
    .limit(options.limit);
}

/**
 * Guest messages to an actor after a message id, oldest first (the performer software's feed:
 * texts and gifts, toy controls with their duration), with the guest's name and language.
 */
export async function guestMessagesToActor(
  db: DbOrTx,
  options: { actorId: number; after: number; limit: number; language: Language },
) {
  const rows = await db
    .select({
      message: messengerMessages,
      guestId: c.guestId,
      guestName: guests.name,
      guestLanguage: guests.language,
    })
    .from(messengerMessages)
    .innerJoin(c, eq(c.id, messengerMessages.channelId))
    .innerJoin(guests, eq(guests.id, c.guestId))
    .where(
      and(
        eq(c.actorId, options.actorId),
        eq(messengerMessages.sender, "guest"),
        gt(messengerMessages.id, options.after),
      ),
    )
    .orderBy(asc(messengerMessages.id))
    .limit(options.limit);
  const gifts = await giftsOfMessages(
    db,
    rows.map((row) => row.message.id),
    options.language,
  );
  return rows.map((row) => ({
    ...presentMessage(row.message, gifts.get(row.message.id)),
    guestId: row.guestId,
    guestName: row.guestName,
    guestLanguage: row.guestLanguage,
  }));
}

/** The free messages a guest has left with an actor; null while they have no conversation yet. */
export async function freeMessagesLeft(db: DbOrTx, guestId: number, actorId: number): Promise<number | null> {
  const [row] = await db
    .select({ left: c.freeMessagesLeft })
    .from(c)
    .where(and(eq(c.guestId, guestId), eq(c.actorId, actorId)))
    .limit(1);
  return row ? row.left : null;
}
