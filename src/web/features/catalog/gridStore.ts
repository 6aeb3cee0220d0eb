import type { TVideoTile } from "../../../common/contracts/catalog.ts";

/** The pages a guest added to a grid, kept per history entry so that "back" finds them again. */
export type Loaded = { firstPage: number; lastPage: number; items: TVideoTile[] };

const PREFIX = "velvet.grid:";
const storageKey = (locationKey: string) => `${PREFIX}${locationKey}`;

/** The pages kept for a history entry, when they continue from the page the server rendered. */
export function readLoaded(locationKey: string, firstPage: number): Loaded | null {
  try {
    const raw = sessionStorage.getItem(storageKey(locationKey));
    const loaded = raw ? (JSON.parse(raw) as Loaded) : null;
    return loaded && loaded.firstPage === firstPage && Array.isArray(loaded.items) ? loaded : null;
  } catch {
    return null;
  }
}

/** Keeps the pages of a history entry (best effort: full or denied storage is ignored). */
export function writeLoaded(locationKey: string, loaded: Loaded): void {
  try {
    sessionStorage.setItem(storageKey(locationKey), JSON.stringify(loaded));
  } catch {
    // Storage full or denied: the grid still works, "back" then shows the first page only.
  }
}

/**
 * Forgets every grid's added pages (after a purchase: spec content §4 "grid cache cleared"), so
 * "back" reads the grid fresh instead of showing tiles kept from before.
 */
export function clearStoredGrids(): void {
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage denied: nothing was kept either.
  }
}
