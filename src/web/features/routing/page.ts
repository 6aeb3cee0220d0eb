import { data } from "react-router";
import type { Language } from "../../../common/languages.ts";
import { languageOfPath, matchPath, type RouteMatch } from "../../../common/routes/index.ts";

/** Where a loader is: the URL, its language and the matched route of the table. */
export function pageOf(request: Request): { url: URL; language: Language; match: RouteMatch } {
  const url = new URL(request.url);
  const match = matchPath(url.pathname);
  if (!match) throw data(null, { status: 404 });
  return { url, language: languageOfPath(url.pathname), match };
}

/** The 1-based `page` query parameter; anything else than a positive integer is a 404. */
export function pageNumber(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

/** Throws the 404 page when a loader finds nothing. */
export function notFoundUnless<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 });
  return value;
}
