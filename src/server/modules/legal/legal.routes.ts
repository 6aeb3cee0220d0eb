import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZLegalTextInput } from "../../../common/contracts/legal.ts";
import { runCommand } from "../../lib/command.ts";
import { notFound } from "../../lib/errors.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { publishLegalText } from "./commands.ts";
import { allLegalTexts, legalTextFile } from "./queries.ts";

const ZId = z.object({ legalTextId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Legal texts as versions (spec content §3 "Legal text"; issue 29): a version as a file to keep,
 * and the operator's list and new versions. The pages and GraphQL's legalTexts show the version in
 * force. docs/REST.md "Legal texts".
 */
export async function legalRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.get("/asset/legal-text/download/:legalTextId", async (request, reply) => {
    const { legalTextId } = parseInput(ZId, request.params);
    const file = await legalTextFile(ctx.db, legalTextId, ctx.now());
    if (!file) throw notFound("Legal text");
    // A published version never changes: it may be kept for a day anywhere.
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .header("cache-control", "public, max-age=86400")
      .send(file.body);
  });

  app.get("/internal/legal-texts", async (request) => {
    authorize(request);
    return { items: await allLegalTexts(ctx.db) };
  });

  app.post("/internal/legal-texts", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZLegalTextInput, request.body);
    const row = await runCommand(ctx, publishLegalText, { input });
    reply.status(201);
    return { success: true, legalTextId: row.id, published: row.publishedAt.toISOString() };
  });
}
