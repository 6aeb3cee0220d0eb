import { createContext, type ReactNode, useContext } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { fill, useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";

/** The grid a tile was opened from: where the page's back link leads. */
export type GridOrigin = { href: string; label: string };

const GridOriginContext = createContext<GridOrigin | null>(null);

/** Marks the tiles inside as belonging to a grid, so the pages they open can link back to it. */
export function GridOriginProvider({ origin, children }: { origin: GridOrigin; children: ReactNode }) {
  return <GridOriginContext.Provider value={origin}>{children}</GridOriginContext.Provider>;
}

/** The history state a tile's link carries (undefined outside a grid). */
export function useTileLinkState(): { back: GridOrigin } | undefined {
  const origin = useContext(GridOriginContext);
  return origin ? { back: origin } : undefined;
}

/** The grid origin kept in a location's state, if it is one (the state survives reloads). */
export function gridOriginOf(state: unknown): GridOrigin | null {
  if (typeof state !== "object" || state === null || !("back" in state)) return null;
  const back = (state as { back: unknown }).back;
  if (typeof back !== "object" || back === null) return null;
  const { href, label } = back as Record<string, unknown>;
  return typeof href === "string" && href.startsWith("/") && typeof label === "string"
    ? { href, label }
    : null;
}

/**
 * "Back to {list}" on a page opened from a grid tile. It goes back in the history, so the grid
 * comes back with the tiles it had loaded and at its scroll position; the href serves a new tab.
 */
export function GridBackLink() {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const origin = gridOriginOf(location.state);
  if (!origin) return null;
  return (
    <Link
      to={origin.href}
      className="back-link"
      data-testid="grid-back-link"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <Icon name="chevronLeft" /> {fill(t.lists.backTo, { list: origin.label })}
    </Link>
  );
}
