import { is, SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { outboxEvents, outboxHandled } from "../../db/schema/outbox.ts";

/**
 * The domain events and their payloads, by type ("<module>.<pastTense>"). Each module declares its
 * own in its `events.ts` by augmenting this interface:
 *
 *     declare module "../../lib/outbox/events.ts" {
 *       interface DomainEventMap { "wallet.balanceChanged": { guestId: number } }
 *     }
 *
 * Payloads are JSON: ids and small facts, never whole rows (a handler reads the current state).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules' events.ts
export interface DomainEventMap {}

export type DomainEventType = keyof DomainEventMap & string;

/** One committed event as a handler gets it. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { id: number; type: K; payload: DomainEventMap[K]; createdAt: Date; attempt: number };
}[T];

/** An event to record: its type and payload. */
export type NewEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K; payload: DomainEventMap[K] };
}[T];

/**
 * Records events in the caller's transaction: they are delivered after it commits, and never if it
 * rolls back. Pass the transaction of the change the events describe (a bare database handle would
 * commit them on their own).
 */
export async function recordEvents(tx: Tx, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(outboxEvents)
    .values(events.map((event) => ({ type: event.type, payload: event.payload as Record<string, unknown> })));
}

/** A payload whose fields are values or SQL expressions over the rows of a statement. */
export type PayloadSql<T extends DomainEventType> = {
  [K in keyof DomainEventMap[T]]: DomainEventMap[T][K] | SQL;
};

/**
 * recordEvent() as a data-modifying CTE of the statement that makes the change ("with ..., ev as
 * (<this>) select ..."): one event per row of `from`, its payload built from that row. A change
 * written by one statement then needs no transaction around it (BEGIN, statement, event, COMMIT
 * are four round trips, this is one), and the event is still written with the change or not at all.
 */
export function recordEventSql<T extends DomainEventType>(type: T, from: SQL, payload: PayloadSql<T>): SQL {
  const fields = Object.entries(payload as Record<string, unknown>).map(([key, value]) => {
    const expression = is(value, SQL)
      ? value
      : typeof value === "number"
        ? sql`${value}::numeric`
        : typeof value === "boolean"
          ? sql`${value}::boolean`
          : sql`${String(value)}::text`;
    return sql`${key}::text, ${expression}`;
  });
  return sql`insert into outbox_events (type, payload)
             select ${type}::text, jsonb_build_object(${sql.join(fields, sql`, `)}) from ${from}`;
}

/** recordEvents() for one event. */
export function recordEvent<T extends DomainEventType>(
  tx: Tx,
  type: T,
  payload: DomainEventMap[T],
): Promise<void> {
  return recordEvents(tx, [{ type, payload } as NewEvent]);
}

/**
 * For a handler that changes the database: marks (event, handler) as handled in the handler's own
 * transaction and answers false when it already was, so the handler's writes happen once per event
 * however often the event is delivered.
 */
export async function firstDelivery(tx: DbOrTx, eventId: number, handler: string): Promise<boolean> {
  const inserted = await tx
    .insert(outboxHandled)
    .values({ eventId, handler })
    .onConflictDoNothing()
    .returning({ eventId: outboxHandled.eventId });
  return inserted.length > 0;
}

/**
 * firstDelivery() for the events of a batch at once: marks each (event, handler) handled in the
 * handler's transaction and answers the ids that were not yet, so the writes for them happen once.
 */
export async function firstDeliveries(
  tx: DbOrTx,
  eventIds: readonly number[],
  handler: string,
): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const inserted = await tx
    .insert(outboxHandled)
    .values(eventIds.map((eventId) => ({ eventId, handler })))
    .onConflictDoNothing()
    .returning({ eventId: outboxHandled.eventId });
  return new Set(inserted.map((row) => Number(row.eventId)));
}
