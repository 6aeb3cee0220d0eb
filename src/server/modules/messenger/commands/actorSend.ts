import { getTableColumns, sql, type Table } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../../db/client.ts";
import { messengerChannels, messengerMessages } from "../../../db/schema/messenger.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEventSql } from "../../../lib/outbox/events.ts";
import { guestLanguageRowSql } from "../../accounts/index.ts";
import { actorFreeMessagesRowSql } from "../../catalog/index.ts";
import type { ChannelRow } from "./channels.ts";

type MessageRow = typeof messengerMessages.$inferSelect;

/** What an actor's message wrote. */
export interface ActorSent {
  channel: ChannelRow;
  message: MessageRow;
}

/** A row of `table` from its `row_to_json` form (column names), through Drizzle's own mapping. */
function fromJson<T extends Table>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}

type Json = Record<string, unknown>;
interface Result {
  guest_found: boolean;
  actor_found: boolean;
  channel: Json | null;
  message: Json | null;
}

/**
 * An actor's message to a guest (performer software, simulator) as one statement, so channel and
 * message are written together without a read before: the channel is created when missing (with the actor's free messages) or
 * locked and updated by `insert … on conflict do update` (unread + 1, archive lifted, this message
 * last), and the message is inserted with an id taken from its sequence first, so the channel row
 * can point at it in the same statement. A blocked channel is left alone (the conflict update's
 * WHERE) and nothing is written. 404 for an unknown or deleted guest or an unknown actor; 403
 * when the guest blocked the actor. Records messenger.messageSent (in the guest's saved language)
 * in the same statement, so `tx` may be the database itself: a busy messenger then pays one round
 * trip per message instead of four (the bench's performer messages).
 */
export async function actorSend(options: {
  tx: DbOrTx;
  actorId: number;
  guestId: number;
  text: string;
  now: Date;
}): Promise<ActorSent> {
  const { tx, actorId, guestId, now } = options;
  const at = now.toISOString();
  const [row] = await queryRows<Result>(
    tx,
    sql`with g as (
          ${guestLanguageRowSql(guestId)}
        ), a as (
          ${actorFreeMessagesRowSql(actorId)}
        ), m as (
          select nextval(pg_get_serial_sequence('messenger_messages', 'id')) as id
        ), ch as (
          insert into messenger_channels as c
            (guest_id, actor_id, free_messages_left, unread_count, archived,
             last_message_id, last_message_at, touched_at)
          select g.id, a.id, greatest(0, a.free_messages), 1, false, m.id, ${at}::timestamptz, ${at}::timestamptz
            from g, a, m
          on conflict (guest_id, actor_id) do update
            set unread_count = c.unread_count + 1, archived = false,
                last_message_id = excluded.last_message_id,
                last_message_at = excluded.last_message_at, touched_at = excluded.touched_at
            where not c.blocked
          returning c.*
        ), msg as (
          insert into messenger_messages (id, channel_id, sender, text, price, created_at)
          overriding system value
          select m.id, ch.id, 'actor', ${options.text}, 0, ${at}::timestamptz from ch, m
          returning *
        ), ev as (
          ${recordEventSql("messenger.messageSent", sql`g, ch, msg`, {
            guestId,
            actorId,
            channelId: sql`ch.id`,
            messageId: sql`msg.id`,
            from: "actor",
            language: sql`g.language`,
          })}
        )
        select exists (select 1 from g) as guest_found,
               exists (select 1 from a) as actor_found,
               (select row_to_json(ch) from ch) as channel,
               (select row_to_json(msg) from msg) as message`,
  );
  if (!row?.guest_found) throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
  if (!row.actor_found) throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
  if (!row.channel || !row.message) throw new AppError(AppErrorCode.FORBIDDEN, "This channel is blocked");
  const channel = fromJson(messengerChannels, parse(row.channel));
  const message = fromJson(messengerMessages, parse(row.message));
  return { channel, message };
}

/** json columns come parsed from node-postgres and PGlite; a string would be parsed here. */
function parse(value: Json | string): Json {
  return typeof value === "string" ? (JSON.parse(value) as Json) : value;
}
