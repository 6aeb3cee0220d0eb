import type { Language } from "../../../common/languages.ts";
import { buildPath, ROUTES, type RouteName } from "../../../common/routes/index.ts";
import type { ShellDictionary } from "../../i18n/index.ts";

export interface NavItem {
  key: string;
  to: string;
  label: string;
}

/**
 * The main sections by priority (the navbar hides the last first when space is short). A section
 * whose page is not built yet is left out, so no link leads to a "coming soon" page; it appears
 * when its route is marked built (issue 27).
 */
const SECTIONS: ReadonlyArray<{
  key: string;
  route: RouteName;
  query?: string;
  /** Only in the footer (the navbar has room for the sections above it). */
  footerOnly?: boolean;
  label: (t: ShellDictionary) => string;
}> = [
  { key: "videos", route: "videos", label: (t) => t.nav.videos },
  { key: "cams", route: "cams", label: (t) => t.nav.cams },
  { key: "freeChat", route: "freeChat", label: (t) => t.nav.freeChat },
  { key: "camShows", route: "camShows", label: (t) => t.nav.camShows },
  { key: "newGirls", route: "newGirls", label: (t) => t.nav.newGirls },
  { key: "categories", route: "home", query: "?scrollTo=categories", label: (t) => t.nav.categories },
  { key: "feed", route: "feed", label: (t) => t.nav.feed },
  { key: "vipClub", route: "vipClub", label: (t) => t.nav.vipClub },
  { key: "contests", route: "contests", footerOnly: true, label: (t) => t.nav.contests },
  { key: "blog", route: "blog", footerOnly: true, label: (t) => t.nav.blog },
];

/** Whether a page of the route table exists (a link to it leads somewhere). */
export function isNavigable(name: RouteName): boolean {
  return ROUTES[name].status === "built";
}

/** The main sections, shared by the desktop navbar, the mobile menu and (with the footer's own) the footer. */
export function mainNavigation(
  language: Language,
  t: ShellDictionary,
  where: "navbar" | "footer" = "navbar",
): NavItem[] {
  const shown = SECTIONS.filter((section) => where === "footer" || !section.footerOnly);
  return shown
    .filter((section) => isNavigable(section.route))
    .map((section) => ({
      key: section.key,
      to: `${buildPath(language, section.route as "home")}${section.query ?? ""}`,
      label: section.label(t),
    }));
}

/**
 * Whether a main section is the current one: the page's path is the section's path or below it
 * (trailing slash ignored: pages may render without it). A link with a query (the home page's
 * categories anchor) is never current, or it would be current on every page.
 */
export function isNavActive(pathname: string, to: string): boolean {
  if (to.includes("?")) return false;
  const normalize = (path: string) => (path.endsWith("/") ? path : `${path}/`);
  return normalize(pathname).startsWith(normalize(to));
}
