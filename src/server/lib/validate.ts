import type { z } from "zod";
import { AppError, AppErrorCode } from "./errors.ts";
import { findUnstorableText } from "./storableText.ts";

/**
 * Parses input with a zod schema; a failure, or text the database cannot store (NUL) anywhere in
 * the result, becomes a 400 VALIDATION_FAILED listing the issues. The request guard in http.ts
 * checks raw params, query and body; this also covers JSON a handler decoded itself.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) {
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

/** Parses a JSON text from a path segment or query value; bad JSON is a 400. */
export function parseJsonParam(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(AppErrorCode.BAD_REQUEST, "The payload is not valid JSON");
  }
}
