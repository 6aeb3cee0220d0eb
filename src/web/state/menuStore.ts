import { createStore, useStoreSelector } from "./store.ts";

interface OpenMenu {
  id: string;
  /** A blocking submenu keeps its parent open and cannot be closed by opening another menu. */
  blocking: boolean;
  parent: string | null;
}

/** Open menus: opening one closes all others except its parents (spec core §2). */
const open = createStore<readonly OpenMenu[]>([]);

function syncBodyLock(menus: readonly OpenMenu[]): void {
  if (typeof document === "undefined") return;
  document.body.classList.toggle("scroll-locked", menus.length > 0);
}

/** Opens a menu and closes every other menu that is not its parent. */
export function openMenu(id: string, options: { parent?: string; blocking?: boolean } = {}): void {
  const current = open.get();
  const blocker = current.find((m) => m.blocking && m.id !== id && m.id !== options.parent);
  if (blocker && !options.parent) return;
  const keep = current.filter((m) => m.id === options.parent);
  const next = [...keep, { id, blocking: options.blocking ?? false, parent: options.parent ?? null }];
  open.set(next);
  syncBodyLock(next);
}

/** Closes a menu and its submenus. */
export function closeMenu(id: string): void {
  const current = open.get();
  const next = current.filter((m) => m.id !== id && m.parent !== id);
  // Nothing to close: the store keeps its value and no menu re-renders.
  if (next.length === current.length) return;
  open.set(next);
  syncBodyLock(next);
}

/** Closes every menu (navigation, Escape). */
export function closeAllMenus(): void {
  // Runs on every navigation and at the first render: without an open menu nothing re-renders.
  if (open.get().length === 0) return;
  open.set([]);
  syncBodyLock([]);
}

/** Opens or closes a menu. */
export function toggleMenu(id: string): void {
  if (open.get().some((m) => m.id === id)) closeMenu(id);
  else openMenu(id);
}

/** React hook: true while the menu is open. */
export function useMenuOpen(id: string): boolean {
  return useStoreSelector(open, (menus) => menus.some((m) => m.id === id));
}

/** The ids of open menus. */
export function openMenus(): string[] {
  return open.get().map((m) => m.id);
}
