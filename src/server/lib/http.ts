import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppErrorCode, ERROR_STATUS } from "../../common/errors.ts";
import { type Language, normalizeLanguage } from "../../common/languages.ts";
import { AppError } from "./errors.ts";

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

/** Maps any thrown error to an AppError: our own as they are, Fastify's 4xx by status, the rest to INTERNAL. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
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

/** Registers the one error shape, the JSON 404 for /rest and the `language` query parameter. */
export function registerHttpConventions(app: FastifyInstance): void {
  app.decorateRequest("language", "en");
  app.addHook("onRequest", async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.language = normalizeLanguage(query?.language);
  });

  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (ERROR_STATUS[appError.code] >= 500) request.log.error({ err: error }, "request failed");
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
