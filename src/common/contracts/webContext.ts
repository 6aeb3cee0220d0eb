import type { TGuest } from "./accounts.ts";
import type { CatalogApi } from "./catalog.ts";
import type { MediathekApi } from "./mediathek.ts";
import type { SearchApi } from "./search.ts";

/** What the server hands to the web app's loaders for one request (the React Router load context). */
export type WebLoadContext = {
  catalog: CatalogApi & MediathekApi;
  /** The global search (shares nothing with the REST routes' cache but works the same). */
  search: SearchApi;
  /** Nonce of this response's Content-Security-Policy for inline scripts. */
  cspNonce: string;
  /** Absolute origin for canonical and hreflang links. */
  publicUrl: string;
  requestId: string;
  /** "pay" when the request came to the overlay's own origin. */
  role: "site" | "pay";
  /** Origin of the payment/login overlay a site page frames: derived from the address the guest used. */
  payOrigin: string;
  /** On the overlay's origin: the site origins that may frame it (its window messages go to one of them). */
  siteOrigins: string[];
  /** The logged-in guest (session cookie), or null. */
  guest: TGuest | null;
  /** A content-service (POST /graphql) bearer token: the guest's when logged in, else anonymous. */
  contentToken: string;
  /** Whether the logged-in guest bought an item (false without a guest). */
  owns(itemType: "video" | "album", itemId: number): Promise<boolean>;
};
