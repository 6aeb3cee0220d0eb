import { lazy, Suspense, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import "./search.css";

// The overlay is a chunk of its own, loaded at the first open: every page shows the button, few
// open it (the initial JavaScript budget, issue 13).
const SearchOverlay = lazy(() => import("./SearchOverlay.tsx").then((m) => ({ default: m.SearchOverlay })));

/** The navbar's search button and the search overlay it opens (content §2). */
export function SearchButton() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-btn search-open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="search-open"
      >
        <Icon name="search" label={t.search.open} />
      </button>
      {/* In a portal: the navbar's backdrop-filter would otherwise be the containing block of the
          overlay's fixed position and squash it to the navbar's height. */}
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <SearchOverlay
                onClose={() => {
                  setOpen(false);
                  button.current?.focus();
                }}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
