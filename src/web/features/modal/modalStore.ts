import { MODAL_PARAM } from "../../../common/routes/index.ts";
import { createStore, useStore } from "../../state/store.ts";

/** How a modal box shows (spec content §2 "Modal boxes"). */
export interface ModalOptions {
  /** Above the cookie banner (default: below it, and the banner stays usable). */
  overCookie?: boolean;
  /** The page behind does not scroll while it is open. */
  preventScrolling?: boolean;
}

export interface OpenModalBox {
  id: string;
  options: ModalOptions;
}

/** What a modal box's content gets: the id its title carries (the box is labelled by it) and the close. */
export interface ModalContentProps {
  titleId: string;
  close: () => void;
}

/** Sent on every opening: the root's ModalTrigger then loads the container (it listens for this name). */
export const MODAL_EVENT = "velvet:modal";

/** The URL parameter that opens a modal box on load: `?modal=conversion-chat` (common/routes). */
export { MODAL_PARAM };

/** What a modal id may look like (the spec's ids: lowercase words with dashes, e.g. "vxcoin-info"). */
const MODAL_ID = /^[a-z][a-zA-Z0-9-]{0,63}$/;

/** The one modal box shown, or null: a single container, so opening another one replaces it. */
const store = createStore<OpenModalBox | null>(null);

/** The modal id a page address asks for (`?modal=…`), or null when there is none or it is malformed. */
export function modalOfSearch(search: string): string | null {
  const id = new URLSearchParams(search).get(MODAL_PARAM)?.trim() ?? "";
  return MODAL_ID.test(id) ? id : null;
}

/**
 * Opens the modal box `id` (the single container shows it instead of any other). Skipped, and
 * false, when an element with that id exists already (the box is open, or the page shows it).
 */
export function openModal(id: string, options: ModalOptions = {}): boolean {
  if (!MODAL_ID.test(id)) return false;
  if (typeof document !== "undefined" && document.getElementById(id)) return false;
  store.set({ id, options });
  if (typeof window !== "undefined") window.dispatchEvent(new Event(MODAL_EVENT));
  return true;
}

/** Closes the modal box (only `id` when given: a box closes itself, not one that replaced it). */
export function closeModal(id?: string): void {
  const current = store.get();
  if (current && (id === undefined || current.id === id)) store.set(null);
}

export function useModalBox(): OpenModalBox | null {
  return useStore(store);
}

/** The open modal box outside React. */
export function getModalBox(): OpenModalBox | null {
  return store.get();
}
