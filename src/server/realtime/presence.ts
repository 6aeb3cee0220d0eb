import type { Redis } from "ioredis";
import { type JobLog, type PeriodicJob, startPeriodicJob } from "../jobs/periodic.ts";

/** Every instance refreshes its guests this often; a guest counts as online for PRESENCE_TTL_MS. */
export const PRESENCE_REFRESH_MS = 20_000;
export const PRESENCE_TTL_MS = 60_000;
const KEY = "velvet:presence:guests";

export interface OnlineGuests {
  /** Logged-in guests with an open socket (on any instance). */
  guestIds: number[];
  count: number;
  /** Sockets of this instance, logged in or anonymous. */
  instanceSockets: number;
}

/**
 * Which logged-in guests have a socket open (operator `onlineGuests`). With Redis, every instance
 * adds its guests to one sorted set scored by time, on connect and every 20 s; a guest counts
 * while seen in the last 60 s, so one who left is gone within a minute (no instance removes a
 * guest another instance may still hold). Without Redis it is this instance's sockets.
 */
export class Presence {
  private job: PeriodicJob | null = null;

  constructor(
    private readonly redis: Redis | null,
    private readonly local: () => { guestIds: number[]; sockets: number },
    private readonly now: () => Date,
    private readonly log: JobLog,
  ) {}

  /** Starts the refreshes (with Redis only; the one periodic-job helper: a stop that waits). */
  start(): void {
    if (!this.redis || this.job) return;
    this.job = startPeriodicJob({ now: this.now, wakeOutbox: () => undefined }, this.log, {
      name: "presence",
      everyMs: PRESENCE_REFRESH_MS,
      round: async () => {
        await this.refresh(this.local().guestIds);
        return { worked: 0 };
      },
    });
  }

  /** Stops the refreshes and waits for the one in progress. */
  async stop(): Promise<void> {
    await this.job?.stop();
    this.job = null;
  }

  /** Marks guests as online now (best effort: a Redis failure is logged). */
  async refresh(guestIds: number[]): Promise<void> {
    if (!this.redis || guestIds.length === 0) return;
    const now = this.now().getTime();
    try {
      await this.redis
        .multi()
        .zadd(KEY, ...guestIds.flatMap((id) => [now, String(id)]))
        .zremrangebyscore(KEY, "-inf", now - PRESENCE_TTL_MS)
        .exec();
    } catch (error) {
      this.log.error({ err: error }, "presence refresh failed");
    }
  }

  async online(): Promise<OnlineGuests> {
    const local = this.local();
    if (!this.redis)
      return { guestIds: local.guestIds, count: local.guestIds.length, instanceSockets: local.sockets };
    const members = await this.redis.zrangebyscore(KEY, this.now().getTime() - PRESENCE_TTL_MS, "+inf");
    const guestIds = members.map(Number).sort((a, b) => a - b);
    return { guestIds, count: guestIds.length, instanceSockets: local.sockets };
  }
}
