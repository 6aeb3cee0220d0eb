import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { closeMenu, useMenuOpen } from "../state/menuStore.ts";

/**
 * A navbar dropdown (messages, notifications): open state from the menu store, closed on
 * navigation, by Escape (focus back on its button) and by a click outside it.
 */
export function useNavbarDropdown(menuId: string) {
  const open = useMenuOpen(menuId);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => closeMenu(menuId), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        closeMenu(menuId);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) closeMenu(menuId);
    };
    window.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open, menuId]);

  return { open, root, button };
}
