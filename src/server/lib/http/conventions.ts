import { STATUS_CODES as HTTP_STATUS_TEXT } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppErrorCode, ERROR_STATUS } from "../../../common/errors.ts";
import { type Language, normalizeLanguage } from "../../../common/languages.ts";
import { AppError } from "../errors.ts";
import { findUnstorableText, isUnstorableTextError } from "../storableText.ts";
import { jsonNestedDeeperThan, tooDeepError } from "../validate.ts";

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
  408: AppErrorCode.REQUEST_TIMEOUT,
  409: AppErrorCode.CONFLICT,
  413: AppErrorCode.PAYLOAD_TOO_LARGE,
  414: AppErrorCode.URI_TOO_LONG,
  415: AppErrorCode.UNSUPPORTED_MEDIA_TYPE,
  416: AppErrorCode.RANGE_NOT_SATISFIABLE,
  431: AppErrorCode.HEADERS_TOO_LARGE,
  429: AppErrorCode.RATE_LIMITED,
  503: AppErrorCode.SERVICE_UNAVAILABLE,
};

/** The answer to text the database cannot store that got past the input checks (see rejectUnstorableText). */
export const UNSTORABLE_TEXT_MESSAGE =
  "The input contains text that cannot be stored (a NUL character or an unpaired surrogate)";

/** The answer to an update that names no field and got past the route's own check. */
export const EMPTY_UPDATE_MESSAGE = "Nothing to update: the request names no field to change";

/** True for Drizzle's refusal of an UPDATE without any column to set (`.set({})`). */
function isEmptyUpdateError(error: unknown): boolean {
  return error instanceof Error && error.message === "No values to set";
}

/**
 * Maps any thrown error to an AppError: our own as they are, Fastify's 4xx by status, the database's
 * refusal of unstorable text (NUL) as the bad input it is, the rest to INTERNAL.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isUnstorableTextError(error))
    return new AppError(AppErrorCode.VALIDATION_FAILED, UNSTORABLE_TEXT_MESSAGE);
  if (isEmptyUpdateError(error)) return new AppError(AppErrorCode.VALIDATION_FAILED, EMPTY_UPDATE_MESSAGE);
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
  if (error.code === "FST_ERR_BAD_URL") return "The URL is not validly percent-encoded";
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return "A path segment of the URL is too long";
  if (code === AppErrorCode.RANGE_NOT_SATISFIABLE) return "The requested range is not satisfiable";
  return error.message || code;
}

/**
 * True for the paths whose answers are the API's: the REST API under /rest/ and the content service
 * at /graphql (duplicate leading slashes are ignored by the router, so here too).
 */
export function isApiPath(url: string): boolean {
  // Runs several times on every request: reads the string in place instead of copying it.
  let slash = -1;
  while (url.charCodeAt(slash + 1) === SLASH) slash++;
  if (slash < 0) return false;
  return underPrefix(url, slash, "/rest") || underPrefix(url, slash, "/graphql");
}

const SLASH = 47;
const QUESTION_MARK = 63;

/** True when `url` from `at` is `prefix`, alone or followed by `/` or the query. */
function underPrefix(url: string, at: number, prefix: string): boolean {
  if (!url.startsWith(prefix, at)) return false;
  const next = url.charCodeAt(at + prefix.length);
  return Number.isNaN(next) || next === SLASH || next === QUESTION_MARK;
}

/**
 * Answers the errors Fastify meets before any route (a URL that is not validly percent-encoded, a
 * path segment over maxParamLength) in the platform's error shape (Fastify option frameworkErrors).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  return reply.status(appError.status).header("cache-control", "no-store").send(appError.toBody());
}

/**
 * Answers requests Node's HTTP parser refuses (headers or URL beyond its size limit, a timeout,
 * malformed HTTP) in the platform's error shape, then closes the connection (Fastify option
 * clientErrorHandler; the default answers Fastify's own shape).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const appError =
    error.code === "HPE_HEADER_OVERFLOW"
      ? new AppError(AppErrorCode.HEADERS_TOO_LARGE, "The request line or headers are too large")
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? new AppError(AppErrorCode.REQUEST_TIMEOUT, "The request took too long to arrive")
        : new AppError(AppErrorCode.BAD_REQUEST, "Malformed HTTP request");
  const body = JSON.stringify(appError.toBody());
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${appError.status} ${HTTP_STATUS_TEXT[appError.status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/**
 * Largest JSON request body: the API's biggest legitimate bodies (a message, a filter with a few
 * hundred ids, a GraphQL query of at most 20 KB) are a few kilobytes. Parsing and checking a body
 * costs time in proportion to its size, so this bound keeps the worst body (hundreds of thousands
 * of empty objects) to a few milliseconds of the event loop. Other bodies keep the app's limit.
 */
export const MAX_JSON_BODY_BYTES = 128 * 1024;

/**
 * Replaces the JSON body parser with one that first measures the nesting of the raw text in one
 * linear pass and refuses more than MAX_JSON_DEPTH levels with 400 VALIDATION_FAILED, so nothing
 * later (validation, the text guard, fingerprints, GraphQL variables) ever walks a deeply nested
 * value. Parsing itself is Fastify's (prototype poisoning refused as configured); bodies over
 * MAX_JSON_BODY_BYTES are refused with 413 while they arrive.
 */
function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? "error",
    app.initialConfig.onConstructorPoisoning ?? "error",
  );
  const options = { parseAs: "string" as const, bodyLimit: MAX_JSON_BODY_BYTES };
  app.addContentTypeParser("application/json", options, (request, body, done) => {
    const text = body.toString();
    if (jsonNestedDeeperThan(text)) {
      done(tooDeepError("body"), undefined);
      return;
    }
    parse(request, text, done);
  });
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
 * Registers the one error shape, the JSON body parser with its depth limit, the `language` query
 * parameter, the guard against unstorable text on every route, JSON 404s for every path under /rest/
 * (also where the web app's catch-all route would take them) and `Cache-Control: no-store` on the
 * API's answers unless a route chose public caching for an answer that is the same for everyone (a
 * route's own error handler shapes its answer: the content service answers GraphQL errors).
 */
export function registerHttpConventions(app: FastifyInstance): void {
  // Read from the query when a handler asks (most never do), not in a hook of every request.
  app.decorateRequest("language", {
    getter(this: FastifyRequest): Language {
      const query = this.query as Record<string, unknown> | undefined;
      return normalizeLanguage(query?.language);
    },
  });
  registerJsonParser(app);
  // The hooks of every request take callbacks: an async hook costs a promise and a turn of the queue.
  app.addHook("preValidation", (request, _reply, done) => {
    try {
      rejectUnstorableText(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
  // A path under /rest/ that no REST route took (the web app's catch-all took it) is a REST 404.
  const apiRoutes = new Map<string, boolean>();
  app.addHook("preHandler", (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route === undefined) return done();
    let apiRoute = apiRoutes.get(route);
    if (apiRoute === undefined) {
      apiRoute = isApiPath(route);
      apiRoutes.set(route, apiRoute);
    }
    if (!apiRoute && isApiPath(request.url)) {
      restNotFound(request, reply);
      return;
    }
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    // API answers are per caller (sessions, tokens) unless a route set public caching on success.
    if (isApiPath(request.url) && (reply.statusCode >= 400 || !reply.hasHeader("cache-control")))
      reply.header("cache-control", "no-store");
    done(null, payload);
  });

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (ERROR_STATUS[appError.code] >= 500) request.log.error({ err: error }, "request failed");
    else if (!(error instanceof AppError) && (isUnstorableTextError(error) || isEmptyUpdateError(error)))
      // The database (or Drizzle) refused the input: an input check let it through.
      request.log.warn({ err: error }, "bad input reached the database");
    else request.log.info({ code: appError.code }, appError.message);
    // A file's unsatisfiable range: tell the size (`bytes */size`), as RFC 9110 asks.
    const range = (error as { headers?: Record<string, unknown> }).headers?.["Content-Range"];
    if (appError.code === AppErrorCode.RANGE_NOT_SATISFIABLE && typeof range === "string")
      reply.header("content-range", range);
    // An error is never cached, whatever a route had set for its success (a file's public caching).
    return reply.status(appError.status).header("cache-control", "no-store").send(appError.toBody());
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
