import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, AppErrorCode } from "../errors.ts";

const NDJSON = "application/x-ndjson";

/**
 * Answers a long operation that reports progress. With `Accept: application/x-ndjson` the answer
 * turns into a stream of progress lines at the first progress report (the input was valid by then)
 * and ends with the summary line, or with an error line: headers are gone by then, so a failure is
 * the last line. Without it, the answer is the summary (or the error) when all is done.
 */
export async function answerWithProgress<P extends object, S extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (onProgress: (progress: P) => void) => Promise<S>,
): Promise<FastifyReply> {
  const streaming = String(request.headers.accept ?? "").includes(NDJSON);
  let streamed = false;
  const write = (line: object) => reply.raw.write(`${JSON.stringify(line)}\n`);
  const onProgress = (progress: P) => {
    if (!streaming) return;
    if (!streamed) {
      reply.hijack();
      reply.raw.writeHead(200, { "content-type": NDJSON, "cache-control": "no-store" });
      streamed = true;
    }
    write(progress);
  };
  try {
    const summary = await run(onProgress);
    if (!streamed) return reply.status(200).send(summary);
    write(summary);
  } catch (error) {
    if (!streamed) throw error;
    const failure =
      error instanceof AppError
        ? error
        : new AppError(AppErrorCode.INTERNAL, "The operation failed; nothing was written");
    if (!(error instanceof AppError)) request.log.error({ err: error }, "streamed operation failed");
    write({ type: "error", ...failure.toBody() });
  }
  reply.raw.end();
  return reply;
}
