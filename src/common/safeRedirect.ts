/** A placeholder origin for checks without a known site origin (server-side validation). */
const PLACEHOLDER_ORIGIN = "https://velvet.invalid";

/**
 * The same-origin path a redirect from input may go to, or null. The value must be a path
 * (starting with one "/"), free of backslashes and control characters (browsers drop tabs and
 * newlines and read "\" as "/", so "/\evil.example" or "/\t/evil.example" become "//evil.example");
 * it is then parsed with `URL` against the site's origin and accepted only when the result stays on
 * that origin. Returns the normalised pathname + search + hash.
 */
export function safeRedirectPath(value: unknown, origin: string = PLACEHOLDER_ORIGIN): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return null;
  // Only a rooted path: not "//host", not "/\host", not a scheme ("javascript:"), not relative.
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // Backslashes, control characters (tabs, newlines, NUL, DEL) and Unicode line breaks.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f\u0080-\u009f\u2028\u2029]/.test(value)) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised path must itself stay a rooted path (e.g. "/%2F..." stays encoded; "/." resolves).
  return path.startsWith("/") && !path.startsWith("//") ? path : null;
}

/** Whether a redirect target from input is a same-origin path (see safeRedirectPath). */
export function isSafeRedirectPath(value: unknown, origin?: string): value is string {
  return safeRedirectPath(value, origin) !== null;
}
