import type { CatalogApi } from "./catalog.ts";

/** What the server hands to the web app's loaders for one request (the React Router load context). */
export type WebLoadContext = {
  catalog: CatalogApi;
  /** Nonce of this response's Content-Security-Policy for inline scripts. */
  cspNonce: string;
  /** Absolute origin for canonical and hreflang links. */
  publicUrl: string;
  requestId: string;
};
