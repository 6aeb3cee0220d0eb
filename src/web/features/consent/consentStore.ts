import {
  allows,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  type Consent,
  parseConsent,
  serializeConsent,
} from "../../../common/consent.ts";
import type { CookieCategory } from "../../../common/enums.ts";
import { createStore, useStore } from "../../state/store.ts";

/** The guest's cookie choice on the client; null until they choose. */
const consentStore = createStore<Consent | null>(null);
/** Whether the settings dialog was reopened from the footer. */
const settingsStore = createStore(false);

/** Reads the consent cookie into the store (called once on hydration). */
export function initConsent(serverConsent: Consent | null): void {
  const fromCookie =
    typeof document === "undefined"
      ? serverConsent
      : parseConsent(
          document.cookie
            .split("; ")
            .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
            ?.split("=")[1],
        );
  consentStore.set(fromCookie ?? serverConsent);
}

/** Saves a choice: the consent cookie is strictly necessary and the only thing written before it. */
export function saveConsent(consent: Consent): void {
  const maxAge = CONSENT_MAX_AGE_DAYS * 86_400;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(consent)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  if (!consent.functional) clearStorage("functional");
  consentStore.set(consent);
  settingsStore.set(false);
}

/** React hook: the current choice (null = not chosen yet). */
export function useConsent(): Consent | null {
  return useStore(consentStore);
}

/** The current choice outside React. */
export function currentConsent(): Consent | null {
  return consentStore.get();
}

/** Reopens the banner with the detailed settings. */
export function openCookieSettings(): void {
  settingsStore.set(true);
}

/** React hook: true while the settings were reopened. */
export function useCookieSettingsOpen(): boolean {
  return useStore(settingsStore);
}

/** Local storage keys and the cookie category each belongs to (spec core §5). */
const STORAGE_CATEGORIES: Record<string, CookieCategory> = {
  "vv.recentSearches": "functional",
  "vv.playerVolume": "functional",
};

/** Writes to local storage only when the key's cookie category is allowed; returns whether it wrote. */
export function storageSet(key: keyof typeof STORAGE_CATEGORIES | string, value: string): boolean {
  const category = STORAGE_CATEGORIES[key] ?? "necessary";
  if (!allows(consentStore.get(), category)) return false;
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Reads a local storage key (null when absent or storage is unavailable). */
export function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function clearStorage(category: CookieCategory): void {
  for (const [key, keyCategory] of Object.entries(STORAGE_CATEGORIES)) {
    if (keyCategory === category) window.localStorage.removeItem(key);
  }
}
