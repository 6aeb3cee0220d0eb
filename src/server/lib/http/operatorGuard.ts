import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, AppErrorCode } from "../errors.ts";

/**
 * The guard of the operator API (support tools, performer software, tests): the X-Operator-Key
 * header must equal OPERATOR_KEY (compared in constant time). Without OPERATOR_KEY the operator
 * API does not exist (404).
 */
export function operatorGuard(app: FastifyInstance): (request: FastifyRequest) => void {
  const configured = app.ctx.config.operatorKey;
  return (request) => {
    if (!configured) throw new AppError(AppErrorCode.NOT_FOUND, "Not found");
    const given = Buffer.from(String(request.headers["x-operator-key"] ?? ""));
    const expected = Buffer.from(configured);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new AppError(AppErrorCode.FORBIDDEN, "Operator key missing or wrong");
  };
}
