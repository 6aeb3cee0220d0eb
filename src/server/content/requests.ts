import type { FastifyRequest } from "fastify";
import { type DocumentNode, GraphQLError, getOperationAST, Kind, parse } from "graphql";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import { MAX_TOKENS } from "./limits.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A JSON text of a GET parameter that is an object, or why not. */
function jsonObjectProblem(name: string, text: unknown): string | null {
  if (text === undefined) return null;
  if (typeof text !== "string") return `${name} must be given once, as a JSON object`;
  try {
    return isObject(JSON.parse(text)) ? null : `${name} must be a JSON object`;
  } catch {
    return `${name} must be a JSON object (it is not JSON)`;
  }
}

/**
 * Why an HTTP request cannot be a GraphQL request, or null: a POST body is a JSON object with a
 * non-empty `query` string, `variables` and `extensions` objects (or absent), `operationName` a
 * string (or absent); a GET has the same as query parameters, `variables` and `extensions` as JSON
 * text. Checked before the token and before anything parses the document.
 */
export function requestShapeProblem(request: FastifyRequest): string | null {
  const get = request.method === "GET";
  const input: unknown = get ? request.query : request.body;
  if (!isObject(input))
    return "The body must be one JSON object {query, variables, operationName} (no batches)";
  const { query, variables, operationName, extensions } = input;
  if (typeof query !== "string" || query.trim() === "")
    return "A query is required: a GraphQL document in `query`";
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string")
    return "operationName must be a string";
  if (get)
    return (
      jsonObjectProblem("variables", variables) ??
      jsonObjectProblem("extensions", extensions) ??
      getOperationProblem(query, operationName ?? undefined)
    );
  if (variables !== undefined && variables !== null && !isObject(variables))
    return "variables must be a JSON object";
  if (extensions !== undefined && extensions !== null && !isObject(extensions))
    return "extensions must be a JSON object";
  return null;
}

/**
 * Why a GET cannot run its document, or null: it names no operation mercurius can pick (several
 * operations and no operationName, or an unknown name: mercurius would fail with a 500 looking
 * for it), or the operation is a mutation (a GET must not change anything). A document that does
 * not parse is left to mercurius, which reports its syntax error.
 */
function getOperationProblem(query: string, operationName: string | undefined): string | null {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch {
    return null;
  }
  const operation = getOperationAST(document, operationName);
  if (operation) return operation.operation === "query" ? null : "A mutation is sent with POST, not GET";
  if (operationName !== undefined) return `Unknown operation named "${operationName}"`;
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.length > 1
    ? "Must provide operationName: the query contains several operations"
    : "The query contains no operation";
}

/**
 * Statuses of errors before execution that are the client's, answered as 400 with every other
 * request the service cannot run: a mutation by GET (HTTP's 405) and a body that is not JSON (415).
 */
const REFUSED_AS_INVALID = new Set([405, 415]);

/**
 * The status of an answer without data: an error before execution (graphql's request errors:
 * syntax, validation, no or an unknown operation, variables that do not fit) is the client's, 400;
 * a platform refusal keeps its own status (401 token, 413 body); anything else is ours, 500.
 */
export function requestErrorStatus(errors: readonly GraphQLError[]): number {
  let status = 400;
  for (const error of errors) {
    const original = error.originalError;
    let here = 400;
    if (original instanceof AppError) here = original.status;
    else if (original && !(original instanceof GraphQLError)) {
      const given = Number((original as { statusCode?: unknown }).statusCode);
      if (REFUSED_AS_INVALID.has(given)) here = 400;
      else if (given >= 400 && given < 500) here = given;
      else here = 500;
    }
    if (here >= 500) return here;
    if (here !== 400) status = here;
  }
  return status;
}

/** The platform's code for a request error of this status that carries none of its own. */
export function requestErrorCode(status: number): AppErrorCode {
  if (status === 413) return AppErrorCode.PAYLOAD_TOO_LARGE;
  if (status >= 500) return AppErrorCode.INTERNAL;
  return AppErrorCode.VALIDATION_FAILED;
}
