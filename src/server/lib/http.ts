import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppErrorCode, ERROR_STATUS } from "../../common/errors.ts";
import { type Language, normalizeLanguage } from "../../common/languages.ts";
import { AppError } from "./errors.ts";
import { findUnstorableText, isUnstorableTextError } from "./storableText.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The request language from the `language` query parameter (spec core §7), falling back to en. */
    language: Language;
  }
}

const STATUS_CODES: Partial<Record<number, AppErrorCode>> = {
  400: AppErrorCode.BAD_REQUEST,
  401: AppErrorCode.UNAUTHENTICATED,
  403: AppErrorCode.FORBIDDEN,
  404: AppErrorCode.NOT_FOUND,
  405: AppErrorCode.METHOD_NOT_ALLOWED,
  409: AppErrorCode.CONFLICT,
  413: AppErrorCode.PAYLOAD_TOO_LARGE,
  415: AppErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: AppErrorCode.RATE_LIMITED,
  503: AppErrorCode.SERVICE_UNAVAILABLE,
};

/** The answer to text the database cannot store that got past the input checks (see rejectUnstorableText). */
export const UNSTORABLE_TEXT_MESSAGE =
  "The input contains text that cannot be stored (a NUL character or an unpaired surrogate)";

/**
 * Maps any thrown error to an AppError: our own as they are, Fastify's 4xx by status, the database's
 * refusal of unstorable text (NUL) as the bad input it is, the rest to INTERNAL.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isUnstorableTextError(error))
    return new AppError(AppErrorCode.VALIDATION_FAILED, UNSTORABLE_TEXT_MESSAGE);
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (fastifyError.validation)
    return new AppError(AppErrorCode.VALIDATION_FAILED, fastifyError.message ?? "Invalid input");
  const code = status >= 400 && status < 500 ? STATUS_CODES[status] : undefined;
  if (code) return new AppError(code, publicMessage(fastifyError, code));
  if (status === 503) return new AppError(AppErrorCode.SERVICE_UNAVAILABLE, "Service unavailable");
  return new AppError(AppErrorCode.INTERNAL, "Internal error");
}

function publicMessage(error: Partial<FastifyError>, code: AppErrorCode): string {
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return "The request body is not valid JSON";
  }
  return error.message || code;
}

/** The NUL character percent-encoded, in any case. */
const ENCODED_NUL = /%00/i;

/**
 * Refuses a request whose path parameters, query or parsed body hold text PostgreSQL cannot store
 * (NUL, unpaired surrogates): a 400 VALIDATION_FAILED naming the field, before any handler runs.
 * The raw URL is checked for `%00` as well, wherever it sits.
 */
export function rejectUnstorableText(request: FastifyRequest): void {
  const parts: [string, unknown][] = [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body],
  ];
  for (const [part, value] of parts) {
    const found = findUnstorableText(value);
    if (!found) continue;
    const path = [part, ...found.path].join(".");
    throw new AppError(AppErrorCode.VALIDATION_FAILED, `${path}: ${found.message}`, {
      issues: [{ path, message: found.message }],
    });
  }
  if (ENCODED_NUL.test(request.url))
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "url: Contains a NUL character", {
      issues: [{ path: "url", message: "Contains a NUL character" }],
    });
}

/**
 * Registers the one error shape, the JSON 404 for /rest, the `language` query parameter and the
 * guard against unstorable text on every route (a route's own error handler shapes its answer:
 * the content service answers GraphQL errors).
 */
export function registerHttpConventions(app: FastifyInstance): void {
  app.decorateRequest("language", "en");
  app.addHook("onRequest", async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.language = normalizeLanguage(query?.language);
  });
  app.addHook("preValidation", async (request) => rejectUnstorableText(request));

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (ERROR_STATUS[appError.code] >= 500) request.log.error({ err: error }, "request failed");
    else if (!(error instanceof AppError) && isUnstorableTextError(error))
      // The database refused the text: an input check let it through.
      request.log.warn({ err: error }, "unstorable text reached the database");
    else request.log.info({ code: appError.code }, appError.message);
    return reply.status(appError.status).send(appError.toBody());
  });
}

/** The JSON 404 answer for REST paths. */
export function restNotFound(request: FastifyRequest, reply: FastifyReply) {
  const error = new AppError(
    AppErrorCode.NOT_FOUND,
    `No route ${request.method} ${request.url.split("?")[0]}`,
  );
  return reply.status(404).send(error.toBody());
}
