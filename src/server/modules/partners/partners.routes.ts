import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PARTNER_STATUSES, ZPartnerApplication } from "../../../common/contracts/partners.ts";
import { runCommand } from "../../lib/command.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { networkOf } from "../../lib/network.ts";
import { parseInput } from "../../lib/validate.ts";
import { setApplicationStatus, submitApplication } from "./commands.ts";
import { listApplications } from "./queries.ts";

const ZListQuery = z.object({
  kind: z.enum(["model", "affiliate"]).optional(),
  status: z.enum(PARTNER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * Applications from the model recruitment and affiliate pages, and the operator's list of them.
 * docs/REST.md "Partner applications".
 */
export async function partnersRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.post("/partners/apply", async (request, reply) => {
    const input = parseInput(ZPartnerApplication, request.body);
    const row = await runCommand(ctx, submitApplication, {
      input,
      network: networkOf(request.ip),
      language: request.language,
    });
    reply.status(201);
    return { success: true, kind: row.kind, received: row.createdAt.toISOString() };
  });

  app.get("/internal/partners/applications", async (request) => {
    authorize(request);
    const query = parseInput(ZListQuery, request.query);
    return listApplications(ctx.db, {
      kind: query.kind ?? null,
      status: query.status ?? null,
      limit: query.limit,
      offset: query.offset,
    });
  });

  app.put("/internal/partners/applications/:applicationId", async (request) => {
    authorize(request);
    const { applicationId } = parseInput(
      z.object({ applicationId: z.coerce.number().int().positive().max(2_147_483_647) }),
      request.params,
    );
    const { status } = parseInput(z.strictObject({ status: z.enum(PARTNER_STATUSES) }), request.body);
    return runCommand(ctx, setApplicationStatus, { applicationId, status });
  });
}
