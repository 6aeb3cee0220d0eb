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
import { messengerChannels, messengerMessages } from "../../../db/schema/messenger.ts";
import { guestNamesOf } from "../../accounts/index.ts";
import { usableVouchers, usableVouchersOf } from "../../benefits/index.ts";
import { actorIsOnline, actorsWithAvatars } from "../../catalog/index.ts";
import { type ChannelView, presentChannel, presentMessage } from "../presenter.ts";
import { giftsOfMessages } from "./gifts.ts";

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
      return and(mine, eq(c.archived, false), eq(c.blocked, false), actorIsOnline(c.actorId));
    default:
      return and(mine, eq(c.archived, false), eq(c.blocked, false));
  }
}

/** Newest and archived by message time; "unread" puts unread channels first (spec core §4). */
function filterOrder(filter: ChannelFilter): SQL[] {
  const byTime = [sql`${c.lastMessageAt} desc nulls last`, desc(c.id)];
  return filter === "unread" ? [sql`(${c.unreadCount} > 0) desc`, ...byTime] : byTime;
}

/** A page of channels (the messenger's rows), with each actor and avatar from the catalogue (by ids). */
async function loadViews(
  db: DbOrTx,
  options: { where: SQL | undefined; order: SQL[]; limit: number; offset?: number },
): Promise<{ views: ChannelView[]; total: number }> {
  const rows = await db
    .select({
      channel: c,
      lastText: lastMessage.text,
      total: sql<number>`count(*) over()::int`,
    })
    .from(c)
    .leftJoin(lastMessage, eq(lastMessage.id, c.lastMessageId))
    .where(options.where)
    .orderBy(...options.order)
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const actors = new Map(
    (
      await actorsWithAvatars(
        db,
        rows.map((r) => r.channel.actorId),
      )
    ).map((actor) => [actor.id, actor]),
  );
  // A channel's actor is always there (ON DELETE CASCADE); the total counts the channels.
  const views = rows.flatMap((r): ChannelView[] => {
    const found = actors.get(r.channel.actorId);
    if (!found) return [];
    const { avatar, ...actor } = found;
    return [
      { channel: r.channel, actor, avatar, lastMessage: r.lastText === null ? null : { text: r.lastText } },
    ];
  });
  return { views, total: rows[0]?.total ?? 0 };
}

type VoucherRows = Awaited<ReturnType<typeof usableVouchers>>;

/** Whether the guest's usable vouchers hold a messages voucher that would pay a message to an actor. */
function messageVoucherTest(vouchers: VoucherRows): (actorId: number) => boolean {
  const rows = vouchers.filter((v) => v.type === VOUCHER_TYPES.messages);
  const any = rows.some((v) => v.actorId === null);
  const bound = new Set(rows.map((v) => v.actorId));
  return (actorId) => any || bound.has(actorId);
}

/** Actors a usable messages voucher of the guest would pay a message to (null key: any actor). */
export async function messageVoucherCheck(
  db: DbOrTx,
  guestId: number,
  now: Date,
): Promise<(actorId: number) => boolean> {
  return messageVoucherTest(await usableVouchers(db, guestId, now));
}

/** messageVoucherCheck() of several guests with one query. */
async function messageVoucherChecks(
  db: DbOrTx,
  guestIds: readonly number[],
  now: Date,
): Promise<(guestId: number, actorId: number) => boolean> {
  const byGuest = await usableVouchersOf(db, [...new Set(guestIds)], now);
  const tests = new Map([...byGuest].map(([guestId, rows]) => [guestId, messageVoucherTest(rows)]));
  return (guestId, actorId) => tests.get(guestId)?.(actorId) ?? false;
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
 * guestChannel() of many channels with two queries (the pushes of a delivery round): each channel
 * presented to its guest in the given language, keyed by channel id; one of another guest, or gone,
 * is left out.
 */
export async function guestChannels(
  db: DbOrTx,
  refs: readonly { channelId: number; guestId: number; language: Language }[],
  now: Date,
): Promise<Map<number, TChannel>> {
  const found = new Map<number, TChannel>();
  if (refs.length === 0) return found;
  const wanted = new Map(refs.map((ref) => [ref.channelId, ref]));
  const { views } = await loadViews(db, {
    where: inArray(c.id, [...wanted.keys()]),
    order: [],
    limit: wanted.size,
  });
  const mine = views.filter((view) => wanted.get(view.channel.id)?.guestId === view.channel.guestId);
  if (mine.length === 0) return found;
  const hasVoucher = await messageVoucherChecks(
    db,
    mine.map((view) => view.channel.guestId),
    now,
  );
  for (const view of mine) {
    const { language } = wanted.get(view.channel.id) as { language: Language };
    const { guestId } = view.channel;
    found.set(
      view.channel.id,
      presentChannel(view, { language, now, hasMessageVoucher: hasVoucher(guestId, view.actor.id) }),
    );
  }
  return found;
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
    [...(await guestNamesOf(db, guestIds))].map(([id, guest]) => [id, normalizeLanguage(guest.language)]),
  );
  const hasVoucher = await messageVoucherChecks(db, guestIds, now);
  return views.map((view) => {
    const guestId = view.channel.guestId;
    const language = languages.get(guestId) ?? "en";
    return {
      guestId,
      channel: presentChannel(view, { language, now, hasMessageVoucher: hasVoucher(guestId, actorId) }),
    };
  });
}

/**
 * Messages as the conversation shows them (with their gifts), each in its given language, keyed by
 * message id (a message gone is left out): a query for the rows and one for the gifts per language,
 * however many messages a delivery round pushes.
 */
export async function sentMessages(
  db: DbOrTx,
  items: readonly { messageId: number; language: Language }[],
): Promise<Map<number, TMessage>> {
  const found = new Map<number, TMessage>();
  if (items.length === 0) return found;
  const rows = await db
    .select()
    .from(messengerMessages)
    .where(inArray(messengerMessages.id, [...new Set(items.map((item) => item.messageId))]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Only a guest's messages carry gifts; they are read per language of the batch (usually one).
  const giftIdsByLanguage = new Map<Language, number[]>();
  for (const { messageId, language } of items)
    if (byId.get(messageId)?.sender === "guest")
      giftIdsByLanguage.set(language, [...(giftIdsByLanguage.get(language) ?? []), messageId]);
  const gifts = new Map<string, Awaited<ReturnType<typeof giftsOfMessages>>>();
  for (const [language, ids] of giftIdsByLanguage)
    gifts.set(language, await giftsOfMessages(db, ids, language));
  for (const { messageId, language } of items) {
    const row = byId.get(messageId);
    if (row) found.set(messageId, presentMessage(row, gifts.get(language)?.get(messageId)));
  }
  return found;
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
  const found = await db
    .select({ message: messengerMessages, guestId: c.guestId })
    .from(messengerMessages)
    .innerJoin(c, eq(c.id, messengerMessages.channelId))
    .where(
      and(
        eq(c.actorId, options.actorId),
        eq(messengerMessages.sender, "guest"),
        gt(messengerMessages.id, options.after),
      ),
    )
    .orderBy(asc(messengerMessages.id))
    .limit(options.limit);
  const guests = await guestNamesOf(
    db,
    found.map((row) => row.guestId),
  );
  const rows = found.flatMap((row) => {
    const guest = guests.get(row.guestId);
    return guest ? [{ ...row, guestName: guest.name, guestLanguage: guest.language }] : [];
  });
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
