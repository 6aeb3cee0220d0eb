import type { CookieCategory } from "./enums.ts";

/** The cookie that records the guest's cookie choice; itself strictly necessary. */
export const CONSENT_COOKIE = "vv_cc";
export const CONSENT_MAX_AGE_DAYS = 365;

export type Consent = Record<CookieCategory, boolean>;

/** Reads the consent cookie ("n1.f0.a1"); null when absent or malformed (= no choice made yet). */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null;
  const match = /^n1\.f([01])\.a([01])$/.exec(value);
  if (!match) return null;
  return { necessary: true, functional: match[1] === "1", analytics: match[2] === "1" };
}

/** Writes a consent as the cookie value. */
export function serializeConsent(consent: Consent): string {
  return `n1.f${consent.functional ? 1 : 0}.a${consent.analytics ? 1 : 0}`;
}

/** True when storing something of this category is allowed (necessary always is). */
export function allows(consent: Consent | null, category: CookieCategory): boolean {
  if (category === "necessary") return true;
  return consent?.[category] ?? false;
}
