// First: the site-wide rules open the one stylesheet (ui/globalStyles.ts).
import "./ui/globalStyles.ts";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDictionary, pageLanguage } from "./i18n/index.ts";

// The page's texts first (their own chunk, preloaded by the document): hydration renders with them.
await loadDictionary(pageLanguage(window.location.pathname, window.location.search));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
