import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { parseInput } from "../../lib/validate.ts";

/** Client-side timing added to every logging post (spec core §7). */
const timing = {
  jsDiff: z.number().finite().optional(),
  jsTime: z.number().finite().optional(),
};

const ZSocketError = z.strictObject({
  connectionAttempt: z.number().int().min(0).max(1_000_000),
  error: z.string().max(100),
  errorCode: z.number().int().min(0).max(65_535),
  errorReason: z.string().max(300),
  websocketType: z.string().max(40),
  ...timing,
});

const ZBrowserOnline = z.strictObject({ status: z.enum(["online", "offline"]), ...timing });

/**
 * logger/websocketConnectionError and logger/browserOnline (spec core §7): what browsers report
 * about their connection, written to the server log. Anonymous, at most 30 a minute per address.
 */
export async function loggerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { max: 30, timeWindow: 60_000 });
  app.post("/logger/websocketConnectionError", async (request, reply) => {
    const report = parseInput(ZSocketError, request.body);
    request.log.warn({ client: report }, "client socket error");
    return reply.status(204).send();
  });
  app.post("/logger/browserOnline", async (request, reply) => {
    const report = parseInput(ZBrowserOnline, request.body);
    request.log.info({ client: report }, "client connectivity");
    return reply.status(204).send();
  });
}
