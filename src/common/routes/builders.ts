import { type Language, normalizeLanguage, slugLanguage } from "../languages.ts";
import { ROUTES, type RouteName } from "./table.ts";

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a route needs, derived from its en pattern. */
export type RouteParams<N extends RouteName> = {
  [K in ParamNames<(typeof ROUTES)[N]["en"]>]: string | number;
};

type ParamArgs<N extends RouteName> = [ParamNames<(typeof ROUTES)[N]["en"]>] extends [never]
  ? [params?: Record<string, never>]
  : [params: RouteParams<N>];

/** URL prefix of a language: German lives under /de/ except its home, which is /. */
export function languagePrefix(language: Language): string {
  return `/${language}/`;
}

/** The pattern of a route in a language, relative to the language prefix. */
export function routePattern(name: RouteName, language: Language): string {
  return ROUTES[name][slugLanguage(language)];
}

/** The full path pattern (React Router syntax) of a route in a language. */
export function fullPattern(name: RouteName, language: Language): string {
  if (name === "home") return language === "de" ? "/" : languagePrefix(language);
  return languagePrefix(language) + routePattern(name, language);
}

function encodeParam(name: string, value: string | number): string {
  const text = String(value);
  if (text.length === 0) throw new RangeError(`Route parameter ${name} is empty`);
  // Actor names appear lower-cased in URLs (spec core §2).
  return encodeURIComponent(name === "actorName" ? text.toLowerCase() : text);
}

/**
 * Builds the path of a route. An unknown language falls back to en.
 * Example: buildPath("de", "actorAbout", { actorName: "LenaLove" }) -> "/de/amateur/lenalove/ueber-mich/".
 */
export function buildPath<N extends RouteName>(
  languageInput: Language | string,
  name: N,
  ...args: ParamArgs<N>
): string {
  const language = normalizeLanguage(languageInput);
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return fullPattern(name, language).replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new RangeError(`Route ${name} needs the parameter ${key}`);
    return encodeParam(key, value);
  });
}

/** A builder bound to one language: `const to = routesFor("es"); to("videosNew")`. */
export function routesFor(language: Language | string) {
  return <N extends RouteName>(name: N, ...args: ParamArgs<N>): string => buildPath(language, name, ...args);
}

/** The page parameter that opens a modal box on load (spec content §2 "Modal boxes"): `?modal=vxcoin-info`. */
export const MODAL_PARAM = "modal";

/** The search part of an address that opens the modal box `id` over the page. */
export function modalSearch(id: string): string {
  return `?${MODAL_PARAM}=${encodeURIComponent(id)}`;
}
