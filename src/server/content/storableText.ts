import { type DocumentNode, visit } from "graphql";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import { findUnstorableText, unstorableText } from "../lib/storableText.ts";

/** The verdict per parsed document: mercurius reuses the parsed document of a repeated query. */
const literalVerdicts = new WeakMap<DocumentNode, string | null>();

function literalProblem(document: DocumentNode): string | null {
  let problem: string | null = null;
  visit(document, {
    StringValue(node) {
      const message = problem ? null : unstorableText(node.value);
      if (!message) return;
      const at = node.loc ? ` at line ${node.loc.startToken.line}, column ${node.loc.startToken.column}` : "";
      problem = `A string literal${at}: ${message}`;
    },
  });
  return problem;
}

/**
 * Refuses, before execution, string literals (`"\u0000"` is a NUL once parsed) and variables
 * holding text the database cannot store: an AppError VALIDATION_FAILED, answered as a GraphQL
 * error with that code. Raw NULs in the request body or query string are refused earlier, by the
 * request guard of lib/http/conventions.ts; variables sent as a JSON string (GET) are only decoded here.
 */
export function rejectUnstorableGraphqlText(document: DocumentNode, variables: unknown): void {
  let problem = literalVerdicts.get(document);
  if (problem === undefined) {
    problem = literalProblem(document);
    literalVerdicts.set(document, problem);
  }
  if (problem) throw new AppError(AppErrorCode.VALIDATION_FAILED, problem);
  const found = findUnstorableText(variables);
  if (found) {
    const path = ["variables", ...found.path].join(".");
    throw new AppError(AppErrorCode.VALIDATION_FAILED, `${path}: ${found.message}`);
  }
}
