/**
 * Text PostgreSQL cannot store. A UTF-8 database refuses NUL in any text value (SQLSTATE 22021) and
 * in jsonb (`\u0000`: 22P05). A lone UTF-16 surrogate (JSON `"\ud800"` parses into one) is silently
 * turned into U+FFFD in text columns but refused in jsonb (22P02). Both are rejected as bad input
 * before any query runs; these helpers find them.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Any surrogate at all: a quick test before the exact one (most text has none). */
const SURROGATE = /[\uD800-\uDFFF]/;

/** Why PostgreSQL cannot store this string, or null when it can. */
export function unstorableText(text: string): string | null {
  if (text.includes("\u0000")) return "Contains a NUL character";
  if (SURROGATE.test(text) && LONE_SURROGATE.test(text)) return "Contains an unpaired UTF-16 surrogate";
  return null;
}

export interface UnstorableText {
  /** Keys and indexes from the root to the string (or to the object whose key it is). */
  path: (string | number)[];
  message: string;
}

/** An array or object still to look at, with the step that led to it from its parent (null at the root). */
interface Pending {
  value: object;
  parent: Pending | null;
  key: string | number | null;
}

/** The keys and indexes from the root to an item, built only once something was found. */
function pathOf(item: Pending | null, last?: string | number): (string | number)[] {
  const path: (string | number)[] = last === undefined ? [] : [last];
  for (let at = item; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/** True for the values the walk descends into: arrays and objects other than binary data. */
function isContainer(value: unknown): value is object {
  return value !== null && typeof value === "object" && !ArrayBuffer.isView(value);
}

/**
 * The first string, or object key, in a JSON-like value (objects' own enumerable entries, arrays,
 * strings; binary data is skipped) that PostgreSQL cannot store; null when there is none. Parsed
 * query strings and route params are objects with a prototype of their own, so any object counts.
 * Iterative (a deeply nested value cannot overflow the stack) and linear in the size of the value:
 * strings are checked where they sit, only arrays and objects wait on the stack, each pointing to
 * its parent, and the path is built only for the one found (issue 10: copying the path at every
 * level made a deep value cost the square of its depth).
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  if (typeof value === "string") {
    const message = unstorableText(value);
    return message ? { path: [], message } : null;
  }
  if (!isContainer(value)) return null;
  const stack: Pending[] = [{ value, parent: null, key: null }];
  while (stack.length) {
    const item = stack.pop() as Pending;
    const current = item.value;
    // Strings are checked in order where they sit; arrays and objects are pushed last to first, so
    // that the first is looked at next (depth first, in order).
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) {
        const child: unknown = current[i];
        const message = typeof child === "string" ? unstorableText(child) : null;
        if (message) return { path: pathOf(item, i), message };
      }
      for (let i = current.length - 1; i >= 0; i--) {
        const child: unknown = current[i];
        if (isContainer(child)) stack.push({ value: child, parent: item, key: i });
      }
    } else {
      const keys = Object.keys(current);
      const values = current as Record<string, unknown>;
      for (const key of keys) {
        const inKey = unstorableText(key);
        if (inKey) return { path: pathOf(item), message: `${inKey} in a key` };
        const child = values[key];
        const message = typeof child === "string" ? unstorableText(child) : null;
        if (message) return { path: pathOf(item, key), message };
      }
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        const child = values[key];
        if (isContainer(child)) stack.push({ value: child, parent: item, key });
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
