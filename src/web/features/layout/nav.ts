import type { Language } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import type { Dictionary } from "../../i18n/index.ts";

export interface NavItem {
  key: string;
  to: string;
  label: string;
}

/** The main sections, shared by the desktop navbar and the mobile menu. */
export function mainNavigation(language: Language, t: Dictionary): NavItem[] {
  const home = buildPath(language, "home");
  return [
    { key: "videos", to: buildPath(language, "videos"), label: t.nav.videos },
    { key: "newGirls", to: buildPath(language, "newGirls"), label: t.nav.newGirls },
    { key: "cams", to: buildPath(language, "cams"), label: t.nav.cams },
    { key: "categories", to: `${home}?scrollTo=categories`, label: t.nav.categories },
    { key: "feed", to: buildPath(language, "feed"), label: t.nav.feed },
    { key: "vipClub", to: buildPath(language, "vipClub"), label: t.nav.vipClub },
  ];
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
