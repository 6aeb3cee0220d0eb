import { useEffect } from "react";
import { addRecentSearch, RECENT_SEARCHES_MAX } from "../../../common/contracts/values/search.ts";
import { createStore, type Store, useStore } from "../../state/store.ts";
import { currentConsent, storageGet, storageSet } from "../consent/index.ts";

const KEY = "vv.recentSearches";

/** Parses the stored list, dropping anything that is not a short list of strings. */
export function parseRecent(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is string => typeof v === "string" && v.length <= 100)
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

const recentStore: Store<string[]> = createStore<string[]>([]);
let loaded = false;

/** React hook: the recent searches of this browser (empty on the server and without consent). */
export function useRecentSearches(): string[] {
  useEffect(() => {
    if (loaded) return;
    loaded = true;
    if (currentConsent()?.functional) recentStore.set(parseRecent(storageGet(KEY)));
  }, []);
  return useStore(recentStore);
}

/**
 * Remembers a searched pattern (content §5: 3+ characters, de-duplicated, newest first, at most 3).
 * Kept in local storage only with functional consent; without it the list lives for this page only.
 */
export function rememberSearch(pattern: string): void {
  const next = addRecentSearch(recentStore.get(), pattern);
  recentStore.set(next);
  storageSet(KEY, JSON.stringify(next));
}

/** Forgets the recent searches. */
export function clearRecentSearches(): void {
  recentStore.set([]);
  storageSet(KEY, "[]");
}
