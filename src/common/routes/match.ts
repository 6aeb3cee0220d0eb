import { LANGUAGES, type Language } from "../languages.ts";
import { fullPattern } from "./builders.ts";
import { ROUTE_NAMES, type RouteName } from "./table.ts";

export interface RouteMatch {
  name: RouteName;
  language: Language;
  params: Record<string, string>;
  /** The canonical form of the matched path (trailing slash as the pattern has it). */
  canonicalPath: string;
}

interface Compiled {
  name: RouteName;
  language: Language;
  regex: RegExp;
  keys: string[];
  pattern: string;
}

function compile(name: RouteName, language: Language): Compiled {
  const pattern = fullPattern(name, language);
  const keys: string[] = [];
  const body = pattern
    .replace(/\/$/, "")
    .split("/")
    .map((segment) => {
      if (segment.startsWith(":")) {
        keys.push(segment.slice(1));
        return "([^/]+)";
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return { name, language, keys, pattern, regex: new RegExp(`^${body}/?$`) };
}

// Static segments before parameters so that e.g. videos/classic/ never reads as a parameter.
const COMPILED: Compiled[] = LANGUAGES.flatMap((language) =>
  ROUTE_NAMES.map((name) => compile(name, language)),
).sort((a, b) => a.keys.length - b.keys.length);

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Finds the route and language of a pathname, or null when no route matches. */
export function matchPath(pathname: string): RouteMatch | null {
  for (const route of COMPILED) {
    const found = route.regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    let ok = true;
    route.keys.forEach((key, index) => {
      const decoded = safeDecode(found[index + 1] ?? "");
      if (decoded === null) ok = false;
      else params[key] = decoded;
    });
    if (!ok) return null;
    const wantsSlash = route.pattern.endsWith("/");
    const bare = pathname.replace(/\/$/, "");
    const canonicalPath = route.pattern === "/" ? "/" : wantsSlash ? `${bare}/` : bare;
    return { name: route.name, language: route.language, params, canonicalPath };
  }
  return null;
}

/**
 * The language a pathname is in, from its prefix: German for "/" and unprefixed paths, en for an
 * unknown two-letter language prefix (the fallback language).
 */
export function languageOfPath(pathname: string): Language {
  const first = (pathname.split("/")[1] ?? "").toLowerCase();
  if ((LANGUAGES as readonly string[]).includes(first)) return first as Language;
  return /^[a-z]{2}$/.test(first) ? "en" : "de";
}
