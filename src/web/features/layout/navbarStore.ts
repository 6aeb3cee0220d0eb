import { createStore, useStoreSelector } from "../../state/store.ts";

/**
 * The navbar is hidden while any reason is on the stack (spec core §2: hiding and showing the
 * navbar is kept as a stack of reasons), e.g. "scroll" or a full-screen player.
 */
const reasons = createStore<readonly string[]>([]);

/** Adds a reason to hide the navbar (once per reason). */
export function hideNavbar(reason: string): void {
  const current = reasons.get();
  if (!current.includes(reason)) reasons.set([...current, reason]);
}

/** Removes a reason; the navbar shows again when none is left. */
export function showNavbar(reason: string): void {
  const current = reasons.get();
  if (current.includes(reason)) reasons.set(current.filter((r) => r !== reason));
}

/** The current reasons (for tests and debugging). */
export function navbarHideReasons(): readonly string[] {
  return reasons.get();
}

/** React hook: true while the navbar is hidden. */
export function useNavbarHidden(): boolean {
  return useStoreSelector(reasons, (list) => list.length > 0);
}
