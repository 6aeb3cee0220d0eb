import type { z } from "zod";
import { AppError, AppErrorCode } from "./errors.ts";
import { findUnstorableText } from "./storableText.ts";

/**
 * The path of a number in parsed output whose input was neither a number nor a string, or null.
 * `z.coerce.number()` is meant for path and query strings, but it takes anything `Number()` takes:
 * `true` is 1, `[5]` and `[[5]]` are 5, `null` is 0. A JSON body with such a value is the wrong type,
 * not a number (issue 10). Walks the output (at most the size of the input) beside the input.
 */
function numberFromWrongType(input: unknown, output: unknown): string | null {
  interface Pair {
    input: unknown;
    output: unknown;
    parent: Pair | null;
    key: string;
  }
  const stack: Pair[] = [{ input, output, parent: null, key: "" }];
  while (stack.length) {
    const item = stack.pop() as Pair;
    if (typeof item.output === "number") {
      const type = typeof item.input;
      if (type === "number" || type === "string" || type === "undefined") continue;
      const path: string[] = [];
      for (let at: Pair | null = item; at?.parent; at = at.parent) path.push(at.key);
      return path.reverse().join(".");
    }
    if (item.output === null || typeof item.output !== "object") continue;
    if (item.input === null || typeof item.input !== "object") continue;
    const from = item.input as Record<string, unknown>;
    for (const [key, value] of Object.entries(item.output))
      stack.push({ input: from[key], output: value, parent: item, key });
  }
  return null;
}

/**
 * Parses input with a zod schema; a failure, a number coerced from a value of another type than a
 * string, or text the database cannot store (NUL) anywhere in the result, becomes a 400
 * VALIDATION_FAILED listing the issues. The request guard in http/conventions.ts
 * checks raw params, query and body; this also covers JSON a handler decoded itself.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    const coerced = numberFromWrongType(input, result.data);
    if (coerced)
      throw new AppError(AppErrorCode.VALIDATION_FAILED, `${coerced}: Expected a number`, {
        issues: [{ path: coerced, message: "Expected a number" }],
      });
    const unstorable = findUnstorableText(result.data);
    if (!unstorable) return result.data;
    const path = unstorable.path.join(".");
    throw new AppError(
      AppErrorCode.VALIDATION_FAILED,
      path ? `${path}: ${unstorable.message}` : unstorable.message,
      { issues: [{ path, message: unstorable.message }] },
    );
  }
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : "Invalid input";
  throw new AppError(AppErrorCode.VALIDATION_FAILED, message, { issues });
}

/**
 * The deepest nesting of arrays and objects accepted in JSON input (request bodies, JSON in path
 * segments and query values, GraphQL variables). No request of the API needs more than a few levels;
 * refusing deeper input before parsing keeps every later walk (validation, the text guard,
 * fingerprints) cheap and safe from stack overflows.
 */
export const MAX_JSON_DEPTH = 32;

/** The message of the 400 answered to JSON nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP_MESSAGE = `The JSON input is nested too deep (more than ${MAX_JSON_DEPTH} levels of arrays and objects)`;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

/**
 * True when a JSON text nests arrays and objects deeper than `limit`, found in one pass over the
 * characters without parsing (brackets inside strings do not count), stopping at the first level
 * too deep. Invalid JSON may be miscounted; JSON.parse refuses it afterwards anyway.
 */
export function jsonNestedDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Skip the string: to its closing quote, stepping over escaped characters.
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** A 400 VALIDATION_FAILED for JSON nested deeper than MAX_JSON_DEPTH. */
export function tooDeepError(where?: string): AppError {
  const message = where ? `${where}: ${TOO_DEEP_MESSAGE}` : TOO_DEEP_MESSAGE;
  return new AppError(AppErrorCode.VALIDATION_FAILED, message, {
    issues: [{ path: where ?? "", message: TOO_DEEP_MESSAGE }],
  });
}

/** Parses a JSON text from a path segment or query value; bad JSON is a 400, and so is JSON nested too deep. */
export function parseJsonParam(text: string): unknown {
  if (jsonNestedDeeperThan(text)) throw tooDeepError();
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(AppErrorCode.BAD_REQUEST, "The payload is not valid JSON");
  }
}
