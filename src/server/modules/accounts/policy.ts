import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/**
 * Attempts per e-mail address (logins, sign-ups): at most `max` in `windowMs`, then 429 until the
 * window passes. An attempt is counted atomically BEFORE the work it guards (the password hash),
 * so parallel guesses cannot pass the limit; a successful login resets the count. The per-IP limit
 * is @fastify/rate-limit's.
 */
export interface AttemptThrottle {
  /** Counts an attempt; throws RATE_LIMITED when the address has used up its attempts. */
  take(email: string, now: number): Promise<void>;
  /** Forgets the address's attempts (a successful login). */
  reset(email: string): Promise<void>;
}

export interface ThrottleRule {
  /** What is counted, for the message and the key ("failed logins"). */
  what: string;
  max: number;
  windowMs: number;
}

const limited = (what: string) =>
  new AppError(AppErrorCode.RATE_LIMITED, `Too many ${what} for this address; try again later`);

const keyOf = (email: string) => email.trim().toLowerCase();

/** One process: timestamps per address in memory (a sliding window), counted synchronously. */
export class MemoryThrottle implements AttemptThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly rule: ThrottleRule) {}

  /** Counts and decides in one synchronous step: no other request can run in between. */
  takeNow(email: string, now: number): void {
    const key = keyOf(email);
    const kept = (this.attempts.get(key) ?? []).filter((at) => at > now - this.rule.windowMs);
    if (kept.length >= this.rule.max) {
      this.attempts.set(key, kept);
      throw limited(this.rule.what);
    }
    kept.push(now);
    this.attempts.set(key, kept);
    // Forget addresses whose window passed, so the map does not grow without end.
    if (this.attempts.size > 10_000)
      for (const [other, times] of this.attempts)
        if (!times.some((at) => at > now - this.rule.windowMs)) this.attempts.delete(other);
  }

  async take(email: string, now: number): Promise<void> {
    this.takeNow(email, now);
  }

  async reset(email: string): Promise<void> {
    this.attempts.delete(keyOf(email));
  }
}

/**
 * Every instance: a counter per address in Redis (INCR, with the window's expiry set by the first
 * attempt), so the limit holds across instances. Keys hold a hash of the address, never the
 * address. A Redis outage falls back to the process's own count (reported), never to no limit.
 */
export class RedisThrottle implements AttemptThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly rule: ThrottleRule,
    private readonly fallback: MemoryThrottle,
    private readonly onError: (error: Error) => void,
  ) {}

  private key(email: string): string {
    const hash = createHash("sha256").update(keyOf(email)).digest("hex").slice(0, 32);
    return `velvet:throttle:${this.rule.what.replace(/\W+/g, "-")}:${hash}`;
  }

  async take(email: string, now: number): Promise<void> {
    const key = this.key(email);
    let count: number;
    try {
      const results = await this.redis.multi().incr(key).pexpire(key, this.rule.windowMs, "NX").exec();
      const [error, value] = results?.[0] ?? [new Error("no reply to INCR"), null];
      if (error) throw error;
      count = Number(value);
    } catch (error) {
      this.onError(error as Error);
      this.fallback.takeNow(email, now);
      return;
    }
    if (count > this.rule.max) throw limited(this.rule.what);
  }

  async reset(email: string): Promise<void> {
    await this.fallback.reset(email);
    try {
      await this.redis.del(this.key(email));
    } catch (error) {
      this.onError(error as Error);
    }
  }
}

/**
 * The memory stores of a process, per scope: the site and the overlay apps of one process share
 * their event bus, and so their scope and their counts (one throttle for both registrations).
 */
const memoryStores = new WeakMap<object, Map<string, MemoryThrottle>>();

/**
 * The throttle of an address-keyed rule, shared by every app of the scope (pass the process's
 * shared event bus) and, with Redis, by every instance.
 */
export function sharedThrottle(
  scope: object,
  redis: Redis | null,
  rule: ThrottleRule,
  onError: (error: Error) => void,
): AttemptThrottle {
  let stores = memoryStores.get(scope);
  if (!stores) {
    stores = new Map();
    memoryStores.set(scope, stores);
  }
  const id = `${rule.what}/${rule.max}/${rule.windowMs}`;
  let memory = stores.get(id);
  if (!memory) {
    memory = new MemoryThrottle(rule);
    stores.set(id, memory);
  }
  return redis ? new RedisThrottle(redis, rule, memory, onError) : memory;
}
