// First: the site-wide rules open the one stylesheet (ui/globalStyles.ts).
import "./globalStyles.ts";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATION_MARK } from "./hydrationMark.ts";
import { loadDictionary, pageLanguage } from "./i18n/index.ts";
import { loadShownViews } from "./ui/lazyView.tsx";

// The page's texts first (their own chunk, preloaded by the document), and the code of the lazy views
// the server rendered into it: hydration renders with them, and no click on a view waiting for its
// chunk is lost (ui/lazyView.tsx).
await Promise.all([
  loadDictionary(pageLanguage(window.location.pathname, window.location.search)),
  loadShownViews(document),
]);

// Everything the page needed before it can hydrate is in: what it asks for from here on, it asks
// for as a working page (scripts/lighthouse.mjs and the browser tests count the bytes before this
// mark against the "before interaction" budget, docs/decisions.md).
performance.mark(HYDRATION_MARK);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
