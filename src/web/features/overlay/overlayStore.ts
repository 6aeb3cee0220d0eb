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
