import { createStore, useStore } from "../../state/store.ts";
import type { OverlayFlow } from "./messages.ts";

/** Lifecycle of the overlay frame (spec content §4). */
export type OverlayPhase = "closed" | "created" | "ready" | "loaded" | "visible";

interface OverlayState {
  flow: OverlayFlow | null;
  phase: OverlayPhase;
  /** Extra parameters for the overlay page (the reset token of a mailed link). */
  params: Record<string, string>;
}

const store = createStore<OverlayState>({ flow: null, phase: "closed", params: {} });

export function openOverlay(flow: OverlayFlow, params: Record<string, string> = {}): void {
  store.set({ flow, phase: "created", params });
}

export function setOverlayPhase(phase: OverlayPhase): void {
  const current = store.get();
  if (current.flow && current.phase !== phase) store.set({ ...current, phase });
}

export function closeOverlay(): void {
  store.set({ flow: null, phase: "closed", params: {} });
}

export function useOverlay(): OverlayState {
  return useStore(store);
}

/** The overlay's state outside React (e.g. for the real-time socket's reload rule). */
export function getOverlayState(): OverlayState {
  return store.get();
}

/** The guest took a cancellation offer in the overlay: the site's status bar thanks her. */
const offerAccepted = createStore(false);

/**
 * Sets whether the thanks for a cancellation offer is due: the overlay took one (its cookie lands on
 * the overlay's origin, not here), a page load found the cookie, or the guest dismissed the thanks.
 */
export function setOfferAccepted(accepted: boolean): void {
  offerAccepted.set(accepted);
}

/** React hook: true while the thanks for a taken cancellation offer is due. */
export function useOfferAccepted(): boolean {
  return useStore(offerAccepted);
}
