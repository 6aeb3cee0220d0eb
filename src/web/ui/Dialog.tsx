import { type RefObject, useEffect, useRef } from "react";
import "./dialog.css";

/** Where focus goes in a dialog: its first control, its last, or where the guest starts (a form's first field). */
export type FocusEdge = "initial" | "first" | "last";

export interface DialogFocusOptions {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Escape calls it (the topmost open dialog only). Leave it out where the element handles Escape itself (a native modal <dialog>). */
  onClose?: () => void;
  /** What takes focus on opening (default: the first form field, else the first control, else the dialog). */
  initialFocus?: () => HTMLElement | null;
  /** Make everything outside the dialog inert (default true; a native modal <dialog> does this itself). */
  inertOthers?: boolean;
  /** Children of <body> matching this selector stay usable (a cookie banner shown above the dialog). */
  keepActive?: string;
  /** How to move focus into an iframe at an edge (default: focus the frame; its page goes on from there). */
  enterFrame?: (frame: HTMLIFrameElement, edge: FocusEdge) => void;
}

const TABBABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "summary",
  "audio[controls]",
  "video[controls]",
  "[contenteditable='true']",
  "[tabindex]",
].join(",");

/** The controls of a container that Tab reaches, in order (focus guards, hidden and inert ones left out). */
export function tabbableIn(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.hasAttribute("data-focus-guard") &&
      !element.closest("[inert]") &&
      element.getClientRects().length > 0,
  );
}

/** The element to focus at an edge of a container (a form field first for "initial"). */
export function edgeOf(container: ParentNode, edge: FocusEdge): HTMLElement | null {
  const list = tabbableIn(container);
  if (edge === "initial") {
    const field = list.find((element) => /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName));
    return field ?? list[0] ?? null;
  }
  return (edge === "first" ? list[0] : list[list.length - 1]) ?? null;
}

/** Open dialogs, innermost last: Escape closes only the top one. */
const stack: RefObject<HTMLElement | null>[] = [];

/** Makes every child of <body> but the one holding `element` inert; returns the undo. */
function inertOutside(element: HTMLElement, keepActive?: string): () => void {
  let holder: HTMLElement = element;
  while (holder.parentElement && holder.parentElement !== document.body) holder = holder.parentElement;
  const changed: Element[] = [];
  for (const child of document.body.children) {
    if (child === holder || child.hasAttribute("inert") || child.tagName === "SCRIPT") continue;
    if (keepActive && child.matches(keepActive)) continue;
    child.setAttribute("inert", "");
    changed.push(child);
  }
  return () => {
    for (const child of changed) child.removeAttribute("inert");
  };
}

/**
 * Keyboard safety of a modal dialog (the one primitive every dialog uses): focus moves in when it
 * opens, Tab and Shift+Tab stay inside (also around an iframe, with FocusGuard at both ends), the
 * page behind is inert, Escape closes, and focus returns to the control that opened it.
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, options: DialogFocusOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { open } = options;

  useEffect(() => {
    const container = ref.current;
    if (!open || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undoInert =
      latest.current.inertOthers === false
        ? () => undefined
        : inertOutside(container, latest.current.keepActive);
    stack.push(ref);

    const focusAt = (edge: FocusEdge) => {
      const target =
        (edge === "initial" ? latest.current.initialFocus?.() : null) ?? edgeOf(container, edge) ?? container;
      if (target instanceof HTMLIFrameElement) {
        if (latest.current.enterFrame) latest.current.enterFrame(target, edge);
        else target.focus();
      } else target.focus();
    };
    if (!container.contains(document.activeElement)) focusAt("initial");

    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened inside this one (a chat started from a modal box) handled it already.
      if (event.key !== "Tab" || event.defaultPrevented) return;
      const list = tabbableIn(container);
      const first = list[0];
      const last = list[list.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (active === first || active === container)) {
        event.preventDefault();
        focusAt("last");
      } else if (!event.shiftKey && active === last && !(last instanceof HTMLIFrameElement)) {
        event.preventDefault();
        focusAt("first");
      }
    };
    // A guard at either end takes focus only when it left an iframe (keys there never reach us).
    const onFocusIn = (event: FocusEvent) => {
      const guard = (event.target as HTMLElement | null)?.getAttribute?.("data-focus-guard");
      if (guard === "start") focusAt("last");
      else if (guard === "end") focusAt("first");
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || stack[stack.length - 1] !== ref) return;
      const close = latest.current.onClose;
      if (!close) return;
      event.preventDefault();
      close();
    };
    container.addEventListener("keydown", onKeyDown);
    container.addEventListener("focusin", onFocusIn);
    window.addEventListener("keydown", onEscape);
    return () => {
      container.removeEventListener("keydown", onKeyDown);
      container.removeEventListener("focusin", onFocusIn);
      window.removeEventListener("keydown", onEscape);
      stack.splice(stack.lastIndexOf(ref), 1);
      undoInert();
      const active = document.activeElement;
      const focusLost =
        !active || active === document.body || container.contains(active) || !active.isConnected;
      if (opener?.isConnected && focusLost) opener.focus();
    };
  }, [open, ref]);
}

/**
 * An invisible stop at the start or end of a dialog around an iframe: Tab out of the frame lands
 * here and useDialogFocus sends focus round to the other end.
 */
export function FocusGuard({ edge }: { edge: "start" | "end" }) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a focus trap's guard is a tab stop by design; it hands focus on at once
  return <span tabIndex={0} data-focus-guard={edge} className="focus-guard" />;
}
