import type { OverlayFlow } from "../messages.ts";
import type { PayApi } from "../payApi.ts";

/** What every overlay flow view gets from the overlay page. */
export interface FlowProps {
  flow: OverlayFlow;
  api: PayApi;
  /** Shows another flow in the same overlay. */
  switchTo(flow: OverlayFlow): void;
  /** Tells the site that something changed (balance, VIP, age check), so it refreshes. */
  succeeded(): void;
  /** Tells the site about a moment worth showing or counting (a `hook` message). */
  hook(name: string): void;
  close(): void;
}
