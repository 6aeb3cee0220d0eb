import type { z } from "zod";
import { AppError, AppErrorCode } from "./errors.ts";

/** Parses input with a zod schema; a failure becomes a 400 VALIDATION_FAILED listing the issues. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
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
