import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { REPORT_STATUSES, ZContentReportInput, ZReportDecision } from "../../../common/contracts/reports.ts";
import { runCommand } from "../../lib/command.ts";
import { AppError, AppErrorCode, notFound } from "../../lib/errors.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { networkOf } from "../../lib/network.ts";
import { parseInput } from "../../lib/validate.ts";
import { decideContentReport, submitContentReport } from "./commands.ts";
import { normalizeReference, reportedPath } from "./policy.ts";
import { listContentReports, presentReceipt, receiptOf } from "./queries.ts";

const ZListQuery = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * Content reports (the footer's "report content"; notice and action, docs/decisions.md "Content
 * reports"): anyone reports a page of the site and gets a receipt number, which shows the report's
 * state; the operator lists and decides them. docs/REST.md "Content reports".
 */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.post("/reports/content", async (request, reply) => {
    const input = parseInput(ZContentReportInput, request.body);
    const path = reportedPath(input.url, ctx.config.publicUrl);
    const auth = await request.auth();
    const row = await runCommand(ctx, submitContentReport, {
      input,
      path,
      guestId: auth?.guest.id ?? null,
      network: networkOf(request.ip),
      language: request.language,
    });
    reply.status(201);
    return presentReceipt(row);
  });

  app.get("/reports/content/:reference", async (request, reply) => {
    const { reference } = parseInput(z.object({ reference: z.string().max(40) }), request.params);
    const canonical = normalizeReference(reference);
    if (!canonical)
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "reference: such as VR-7KQ2-M9XD-4HTP");
    const receipt = await receiptOf(ctx.db, canonical);
    if (!receipt) throw notFound("Content report");
    reply.header("cache-control", "private, no-store");
    return receipt;
  });

  app.get("/internal/reports/content", async (request) => {
    authorize(request);
    const query = parseInput(ZListQuery, request.query);
    return listContentReports(ctx.db, {
      status: query.status ?? null,
      limit: query.limit,
      offset: query.offset,
    });
  });

  app.put("/internal/reports/content/:reportId", async (request) => {
    authorize(request);
    const { reportId } = parseInput(
      z.object({ reportId: z.coerce.number().int().positive().max(2_147_483_647) }),
      request.params,
    );
    const input = parseInput(ZReportDecision, request.body);
    return presentReceipt(await runCommand(ctx, decideContentReport, { reportId, input }));
  });
}
