import { randomUUID } from "node:crypto";
import type { ChangeMark, EventBus } from "./bus.ts";

/** How long a mark is kept: no answer cache that asks GuestChanges keeps an answer longer. */
export const MARK_KEEP_MS = 60_000;

/**
 * Which guests' data changed lately, on every instance: what a per-guest answer cache
 * (content/answerCache.ts) asks before it answers from memory. A read takes the tick at its start;
 * its answer may be reused only while neither its guest nor everybody was marked after that tick.
 *
 * Marks come from:
 * - every write a guest makes (a REST call that is not a read, a socket command, a GraphQL
 *   mutation), marked when it is answered, after its transaction committed (app.ts, content);
 * - every real-time event for one guest (wallet, age check, VIP, lock, messages: the server changed
 *   something of hers), and a new feed post for everybody (the new-posts bar's reload must show it);
 * - the other instances, through the event bus (Redis pub/sub with REDIS_URL): the writer's
 *   instance publishes before the answer goes out, so the guest's next read finds the mark there.
 *
 * What nobody's request changes and no event announces (others' likes and comments, an operator's
 * edit) is at most the cache's lifetime old, as in the anonymous answer cache.
 */
export class GuestChanges {
  private readonly id = randomUUID();
  private clock = 1;
  private everybody = 0;
  /** guestId → the tick of the guest's last mark and when it was made; oldest first. */
  private readonly marks = new Map<number, { tick: number; at: number }>();
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly bus: EventBus | null = null,
    private readonly nowMs: () => number = Date.now,
  ) {
    if (!bus) return;
    this.unsubscribe.push(
      bus.subscribeMarks((mark) => {
        if (mark.from !== this.id) this.apply(mark.guestId);
      }),
      bus.subscribe((event) => {
        // Every instance gets every event: applied here only, never published again.
        if ("guestId" in event.target && event.target.guestId !== null) this.apply(event.target.guestId);
        else if (event.message.type === "feed.post") this.apply(null);
      }),
    );
  }

  /** The tick a read takes at its start. */
  tick(): number {
    return this.clock;
  }

  /** Whether the guest's data (or everybody's) was marked changed after a read took `tick`. */
  changedSince(guestId: number | null, tick: number): boolean {
    if (this.everybody > tick) return true;
    return guestId !== null && (this.marks.get(guestId)?.tick ?? 0) > tick;
  }

  /** Marks a guest's data (null: everybody's) changed, here and on every instance. */
  async mark(guestId: number | null): Promise<void> {
    this.apply(guestId);
    await this.bus?.publishMark({ from: this.id, guestId } satisfies ChangeMark);
  }

  close(): void {
    for (const stop of this.unsubscribe.splice(0)) stop();
  }

  private apply(guestId: number | null): void {
    this.clock += 1;
    if (guestId === null) {
      this.everybody = this.clock;
      return;
    }
    const now = this.nowMs();
    this.marks.delete(guestId);
    this.marks.set(guestId, { tick: this.clock, at: now });
    // Oldest first: the marks no kept answer can predate any more are dropped.
    for (const [id, mark] of this.marks) {
      if (now - mark.at <= MARK_KEEP_MS) break;
      this.marks.delete(id);
    }
  }
}
