/**
 * Text PostgreSQL cannot store. A UTF-8 database refuses NUL in any text value (SQLSTATE 22021) and
 * in jsonb (`\u0000`: 22P05). A lone UTF-16 surrogate (JSON `"\ud800"` parses into one) is silently
 * turned into U+FFFD in text columns but refused in jsonb (22P02). Both are rejected as bad input
 * before any query runs; these helpers find them.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL cannot store this string, or null when it can. */
export function unstorableText(text: string): string | null {
  if (text.includes("\u0000")) return "Contains a NUL character";
  if (LONE_SURROGATE.test(text)) return "Contains an unpaired UTF-16 surrogate";
  return null;
}

export interface UnstorableText {
  /** Keys and indexes from the root to the string (or to the object whose key it is). */
  path: (string | number)[];
  message: string;
}

/** A value still to look at, with the step that led to it from its parent (null at the root). */
interface Pending {
  value: unknown;
  parent: Pending | null;
  key: string | number | null;
}

/** The keys and indexes from the root to an item, built only once something was found. */
function pathOf(item: Pending | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = item; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first string, or object key, in a JSON-like value (objects' own enumerable entries, arrays,
 * strings; binary data is skipped) that PostgreSQL cannot store; null when there is none. Parsed
 * query strings and route params are objects with a prototype of their own, so any object counts.
 * Iterative (a deeply nested value cannot overflow the stack) and linear in the size of the value:
 * each item points to its parent, and the path is built only for the one found (issue 10: copying
 * the path at every level made a deep value cost the square of its depth).
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  const stack: Pending[] = [{ value, parent: null, key: null }];
  while (stack.length) {
    const item = stack.pop() as Pending;
    const current = item.value;
    if (typeof current === "string") {
      const message = unstorableText(current);
      if (message) return { path: pathOf(item), message };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], parent: item, key: i });
    } else if (current !== null && typeof current === "object" && !ArrayBuffer.isView(current)) {
      const keys = Object.keys(current);
      for (const key of keys) {
        const message = unstorableText(key);
        if (message) return { path: pathOf(item), message: `${message} in a key` };
      }
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        stack.push({ value: (current as Record<string, unknown>)[key], parent: item, key });
      }
    }
  }
  return null;
}

/** SQLSTATEs of text the database cannot hold: character_not_in_repertoire, untranslatable_character. */
const UNSTORABLE_SQLSTATES = new Set(["22021", "22P05"]);

/**
 * True when a database error (node-postgres' DatabaseError, PGlite's, or Drizzle's DrizzleQueryError
 * wrapping either as `cause`) says a value held text the database cannot store: a NUL (22021, 22P05)
 * or an unpaired surrogate in jsonb (22P02 "invalid input syntax for type json").
 */
export function isUnstorableTextError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && UNSTORABLE_SQLSTATES.has(code)) return true;
    if (code === "22P02" && typeof message === "string" && message.includes("type json")) return true;
    current = cause;
  }
  return false;
}
