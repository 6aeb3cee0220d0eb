import { sql } from "drizzle-orm";
import { queryRows } from "../../db/client.ts";
import type { AppContext } from "../context.ts";
import type { DomainEvent, DomainEventType } from "./events.ts";

export type Log = {
  error(object: object, message: string): void;
  warn?(object: object, message: string): void;
};

/**
 * What runs after commit for one event type and one purpose (a socket push, a notification, a
 * mail...). A handler gets the events of its type of one claimed batch, oldest first; when it
 * throws, they are delivered to it again later. So a handler is idempotent by event id: a push
 * sends the current state, and a handler that writes uses firstDelivery() in its transaction.
 */
export interface EventHandler<T extends DomainEventType = DomainEventType> {
  /** Unique, "<area>.<purpose>": recorded per event when it ran (outbox_handled). */
  name: string;
  event: T;
  /**
   * `detach` hands over work the handler does not wait for (a gateway, a mail server, web pushes):
   * it runs on, and settled() and stop() wait for it, so tests and shutdown see it done.
   */
  handle(
    events: DomainEvent<T>[],
    ctx: AppContext,
    log: Log,
    detach: (work: Promise<unknown>) => void,
  ): Promise<void>;
}

/** A handler of any event type (what the dispatcher is given). */
export type AnyEventHandler = { [K in DomainEventType]: EventHandler<K> }[DomainEventType];

/** Declares a handler with its payload typed by the event type. */
export function onEvent<T extends DomainEventType>(
  event: T,
  name: string,
  handle: EventHandler<T>["handle"],
): EventHandler<T> {
  return { event, name, handle };
}

export interface DispatcherOptions {
  /** Events claimed per round. */
  batchSize?: number;
  /** How long a claim holds before another dispatcher may take the events over (a dead instance). */
  leaseMs?: number;
  /** How often to look for due events without a notification (leases run out, retries). */
  pollMs?: number;
  /** Deliveries of an event before it is set aside as failed (and logged). */
  maxAttempts?: number;
  /**
   * How long a wake() waits for more before its round starts (ms): under load one round then takes
   * the events of many commits (a claim, a read per handler, a delete), instead of one per commit.
   */
  gatherMs?: number;
}

type Row = {
  id: string | number;
  type: string;
  payload: unknown;
  created_at: Date | string;
  attempts: number;
};

const HANDLED_KEPT = "1 day";

/**
 * Delivers the outbox (events.ts) after commit: claims due events with a lease (FOR UPDATE SKIP
 * LOCKED, so instances share the work and none takes another's live claim), runs every handler of
 * each event's type, deletes the events all handlers took, and backs off the rest. Woken by wake()
 * once a request that can write has been answered (its commit is done by then), and by a slow poll
 * that also takes the events of jobs, of other instances' requests when those died after their
 * commit or during delivery, and of retries. (A NOTIFY from the outbox's insert would wake every
 * instance at the commit, but it serialises all committing transactions on one lock: the purchase
 * benchmark lost a fifth of its throughput to it.)
 */
export class OutboxDispatcher {
  private readonly byType = new Map<string, AnyEventHandler[]>();
  private readonly batchSize: number;
  private readonly leaseSeconds: number;
  private readonly maxAttempts: number;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = 0;
  private gathering: NodeJS.Timeout | null = null;
  /** Work handlers started and did not wait for (EventHandler.handle's `detach`). */
  private readonly detached = new Set<Promise<void>>();
  private readonly detach = (work: Promise<unknown>): void => {
    const tracked: Promise<void> = work.then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error }, "detached outbox work failed"),
    );
    this.detached.add(tracked);
    void tracked.finally(() => this.detached.delete(tracked));
  };

  constructor(
    private readonly ctx: AppContext,
    handlers: readonly AnyEventHandler[],
    private readonly log: Log,
    private readonly options: DispatcherOptions = {},
  ) {
    const names = new Set<string>();
    for (const handler of handlers) {
      if (names.has(handler.name)) throw new Error(`Two event handlers are named ${handler.name}`);
      names.add(handler.name);
      this.byType.set(handler.event, [...(this.byType.get(handler.event) ?? []), handler]);
    }
    this.batchSize = options.batchSize ?? 200;
    this.leaseSeconds = (options.leaseMs ?? 30_000) / 1000;
    this.maxAttempts = options.maxAttempts ?? 10;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 1000);
    this.timer.unref();
    this.kick();
  }

  /**
   * After a change that may have recorded events committed (the app calls it when a request that
   * can write has been answered): a round after gatherMs, taking whatever commits meanwhile.
   */
  wake(): void {
    if (this.stopped || this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = null;
      this.kick();
    }, this.options.gatherMs ?? 10);
  }

  /** Runs a delivery round now (or right after the one running). */
  kick(): void {
    if (this.stopped) return;
    this.again = true;
    if (this.running) return;
    this.running = this.loop().finally(() => {
      this.running = null;
      // Woken while the round was ending.
      if (this.again) this.kick();
    });
  }

  /**
   * Resolves when everything committed before the call has been delivered (tests, shutdown),
   * including the work handlers detached (and the events that work recorded).
   */
  async settled(): Promise<void> {
    for (;;) {
      if (this.stopped) while ((await this.runOnce()) > 0);
      else {
        this.kick();
        while (this.running) await this.running;
      }
      if (this.detached.size === 0) return;
      // Then one more round: the events that work recorded.
      await this.detachedDone();
    }
  }

  private async detachedDone(): Promise<void> {
    while (this.detached.size > 0) await Promise.all([...this.detached]);
  }

  /** Stops waking up and waits for the round in progress and the work its handlers detached. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.gathering) clearTimeout(this.gathering);
    this.gathering = null;
    while (this.running) await this.running;
    await this.detachedDone();
  }

  private async loop(): Promise<void> {
    try {
      while (this.again && !this.stopped) {
        this.again = false;
        // Until a round finds nothing: the events handlers recorded (a notification stored for an
        // event) go out in the next round, not at the next poll.
        while ((await this.runOnce()) > 0 && !this.stopped);
      }
      await this.prune();
    } catch (error) {
      // The database is away: the poll tries again.
      this.log.error({ err: error }, "outbox: delivery round failed");
    }
  }

  /** One round: claims up to a batch of due events and delivers them. Answers how many it claimed. */
  async runOnce(): Promise<number> {
    const rows = await queryRows<Row>(
      this.ctx.db,
      sql`update outbox_events o
             set lease_until = now() + make_interval(secs => ${this.leaseSeconds}), attempts = o.attempts + 1
            from (select id from outbox_events
                   where failed_at is null and lease_until <= now()
                   order by id limit ${this.batchSize}
                   for update skip locked) due
           where o.id = due.id
       returning o.id, o.type, o.payload, o.created_at, o.attempts`,
    );
    if (rows.length === 0) return 0;
    const events = rows
      .map((row) => ({
        id: Number(row.id),
        type: row.type,
        payload: typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload,
        createdAt: new Date(row.created_at),
        attempt: row.attempts,
      }))
      .sort((a, b) => a.id - b.id) as DomainEvent[];
    const done = await this.alreadyHandled(events);
    const failed = new Map<number, string>();
    const succeeded: { eventId: number; handler: string }[] = [];
    // Every handler takes its events of the batch, oldest first. The event types go one after
    // the other (their pushes keep their order), and the handlers of one type run side by side: a
    // message's socket push does not wait for its notification's transaction.
    for (const [type, handlers] of this.byType) {
      const ofType = events.filter((event) => event.type === type);
      if (ofType.length === 0) continue;
      await Promise.all(
        handlers.map(async (handler) => {
          const due = ofType.filter((event) => !done.has(`${event.id}:${handler.name}`));
          if (due.length === 0) return;
          try {
            await (handler as EventHandler).handle(due, this.ctx, this.log, this.detach);
            for (const event of due) succeeded.push({ eventId: event.id, handler: handler.name });
          } catch (error) {
            this.log.error(
              { err: error, handler: handler.name, events: due.map((e) => e.id) },
              "outbox: handler failed",
            );
            for (const event of due)
              failed.set(event.id, `${handler.name}: ${(error as Error)?.message ?? error}`);
          }
        }),
      );
    }
    await this.settle(events, failed, succeeded);
    return rows.length;
  }

  /** On a redelivery: which (event, handler) pairs already ran. */
  private async alreadyHandled(events: DomainEvent[]): Promise<Set<string>> {
    const retried = events.filter((event) => event.attempt > 1).map((event) => event.id);
    if (retried.length === 0) return new Set();
    const rows = await queryRows<{ event_id: string | number; handler: string }>(
      this.ctx.db,
      sql`select event_id, handler from outbox_handled where event_id = any(${`{${retried.join(",")}}`}::bigint[])`,
    );
    return new Set(rows.map((row) => `${Number(row.event_id)}:${row.handler}`));
  }

  private async settle(
    events: DomainEvent[],
    failed: Map<number, string>,
    succeeded: { eventId: number; handler: string }[],
  ): Promise<void> {
    const delivered = events.filter((event) => !failed.has(event.id)).map((event) => event.id);
    if (delivered.length > 0)
      await this.ctx.db.execute(
        sql`delete from outbox_events where id = any(${`{${delivered.join(",")}}`}::bigint[])`,
      );
    if (failed.size === 0) return;
    const partial = succeeded.filter((pair) => failed.has(pair.eventId));
    if (partial.length > 0)
      await this.ctx.db.execute(
        sql`insert into outbox_handled (event_id, handler)
            select * from unnest(${`{${partial.map((p) => p.eventId).join(",")}}`}::bigint[],
                                 ${toTextArray(partial.map((p) => p.handler))}::text[])
            on conflict do nothing`,
      );
    for (const event of events) {
      const error = failed.get(event.id);
      if (error === undefined) continue;
      if (event.attempt >= this.maxAttempts) {
        this.log.error({ eventId: event.id, type: event.type, error }, "outbox: event given up");
        await this.ctx.db.execute(
          sql`update outbox_events set failed_at = now(), last_error = ${error} where id = ${event.id}`,
        );
      } else {
        const backoff = Math.min(2 ** event.attempt, 300);
        await this.ctx.db.execute(
          sql`update outbox_events set lease_until = now() + make_interval(secs => ${backoff}),
                     last_error = ${error} where id = ${event.id}`,
        );
      }
    }
  }

  /** Forgets handler marks of long-delivered events, now and then. */
  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < 10 * 60_000) return;
    this.lastPrune = now;
    await this.ctx.db.execute(
      sql`delete from outbox_handled where handled_at < now() - ${HANDLED_KEPT}::interval`,
    );
  }
}

/** A PostgreSQL text[] literal of arbitrary strings. */
function toTextArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}
