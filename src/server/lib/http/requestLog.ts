import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** An answer that took this long (ms) is logged at info, whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/** Pino's logger (Fastify types it as the base logger; without logging it has no level check). */
type Logger = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

const debugEnabled = (log: FastifyBaseLogger) => (log as Logger).isLevelEnabled?.("debug") === true;

/**
 * Fastify's request log lines, at the levels a busy server can afford. Fastify writes two lines at
 * info for every request (`incoming request`, `request completed`), which cost the hot reads 15-20 %
 * of their rate at the default level. Here server errors (5xx) and slow answers are logged at info,
 * an answer that failed while being sent at error (as Fastify does), every other line at debug
 * (LOG_LEVEL=debug logs every request again). Errors are logged by the error handler as well
 * (conventions.ts). Pass an instance as Fastify's `logController` option.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (debugEnabled(request.log)) request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const responseTime = reply.elapsedTime;
    if (reply.statusCode >= 500 || responseTime >= SLOW_REQUEST_MS)
      reply.log.info({ req: request, res: reply, responseTime }, "request completed");
    else if (debugEnabled(reply.log)) reply.log.debug({ res: reply, responseTime }, "request completed");
  }
}
