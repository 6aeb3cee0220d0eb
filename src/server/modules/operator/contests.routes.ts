import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZAddContestEntry,
  ZContestId,
  ZCreateContest,
  ZUpdateContest,
} from "../../../common/contracts/contests.ts";
import { runCommand } from "../../lib/command.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { addContestEntry, createContest, updateContest } from "../contests/index.ts";

const ZContestParams = z.strictObject({ contestId: ZContestId });
const present = (row: { id: number; startsAt: Date; endsAt: Date; needAvs: boolean }) => ({
  success: true,
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  needAvs: row.needAvs,
});

/** The operator's contests (docs/REST.md "Contests"): create, change, add entries. */
export function operatorContestRoutes(app: FastifyInstance): void {
  const authorize = operatorGuard(app);

  app.post("/internal/contests", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZCreateContest, request.body);
    const row = await runCommand(app.ctx, createContest, { input });
    reply.status(201);
    return present(row);
  });

  app.patch("/internal/contests/:contestId", async (request) => {
    authorize(request);
    const { contestId } = parseInput(ZContestParams, request.params);
    const input = parseInput(ZUpdateContest, request.body);
    return present(await runCommand(app.ctx, updateContest, { contestId, input }));
  });

  app.post("/internal/contests/:contestId/entries", async (request, reply) => {
    authorize(request);
    const { contestId } = parseInput(ZContestParams, request.params);
    const input = parseInput(ZAddContestEntry, request.body);
    const row = await runCommand(app.ctx, addContestEntry, { contestId, input });
    reply.status(201);
    return { success: true, mediaId: row.id, contestId, kind: row.kind, actorId: row.actorId };
  });
}
