import { AppError, AppErrorCode } from "../../lib/errors.ts";

/**
 * Failed logins per e-mail address: at most `max` in `windowMs`, then 429 until the window
 * passes (per instance; the per-IP limit is @fastify/rate-limit's).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max = 10,
    private readonly windowMs = 15 * 60_000,
  ) {}

  private recent(email: string, now: number): number[] {
    const key = email.toLowerCase();
    const kept = (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Throws RATE_LIMITED when the address has failed too often. */
  check(email: string, now: number): void {
    if (this.recent(email, now).length >= this.max)
      throw new AppError(
        AppErrorCode.RATE_LIMITED,
        "Too many failed logins for this address; try again later",
      );
  }

  fail(email: string, now: number): void {
    const list = this.recent(email, now);
    list.push(now);
    this.failures.set(email.toLowerCase(), list);
  }

  succeed(email: string): void {
    this.failures.delete(email.toLowerCase());
  }
}
