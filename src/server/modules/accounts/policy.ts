import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/**
 * Attempts per e-mail address (failed logins, sign-ups): at most `max` in `windowMs`, then 429
 * until the window passes. The per-IP limit is @fastify/rate-limit's. With Redis the count is
 * shared by every instance; without it each instance counts alone.
 */
export interface AttemptThrottle {
  /** Throws RATE_LIMITED when the address has used up its attempts. */
  check(email: string, now: number): Promise<void>;
  /** Counts an attempt. */
  count(email: string, now: number): Promise<void>;
  /** Forgets the address's attempts (a successful login). */
  reset(email: string): Promise<void>;
}

const limited = (what: string) =>
  new AppError(AppErrorCode.RATE_LIMITED, `Too many ${what} for this address; try again later`);

/** One instance: timestamps per address in memory (a sliding window). */
export class MemoryThrottle implements AttemptThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly what: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private recent(email: string, now: number): number[] {
    const key = email.toLowerCase();
    const kept = (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (kept.length) this.attempts.set(key, kept);
    else this.attempts.delete(key);
    return kept;
  }

  async check(email: string, now: number): Promise<void> {
    if (this.recent(email, now).length >= this.max) throw limited(this.what);
  }

  async count(email: string, now: number): Promise<void> {
    const list = this.recent(email, now);
    list.push(now);
    this.attempts.set(email.toLowerCase(), list);
  }

  async reset(email: string): Promise<void> {
    this.attempts.delete(email.toLowerCase());
  }
}

/**
 * Every instance: a counter per address in Redis that expires with its window (a fixed window
 * from the first attempt). Keys hold a hash of the address, never the address.
 */
export class RedisThrottle implements AttemptThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly what: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly onError: (error: Error) => void,
  ) {}

  private key(email: string): string {
    const hash = createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 32);
    return `velvet:throttle:${this.what.replace(/\W+/g, "-")}:${hash}`;
  }

  // A Redis outage must not lock everyone out: the address limit then does not apply (the
  // per-IP limit still does) and the error is reported.
  async check(email: string): Promise<void> {
    let count = 0;
    try {
      count = Number((await this.redis.get(this.key(email))) ?? 0);
    } catch (error) {
      this.onError(error as Error);
    }
    if (count >= this.max) throw limited(this.what);
  }

  async count(email: string): Promise<void> {
    const key = this.key(email);
    try {
      await this.redis.multi().incr(key).pexpire(key, this.windowMs, "NX").exec();
    } catch (error) {
      this.onError(error as Error);
    }
  }

  async reset(email: string): Promise<void> {
    try {
      await this.redis.del(this.key(email));
    } catch (error) {
      this.onError(error as Error);
    }
  }
}

/** The throttle for an address-keyed limit: shared through Redis when there is one. */
export function attemptThrottle(
  redis: Redis | null,
  what: string,
  max: number,
  windowMs: number,
  onError: (error: Error) => void,
): AttemptThrottle {
  return redis
    ? new RedisThrottle(redis, what, max, windowMs, onError)
    : new MemoryThrottle(what, max, windowMs);
}
