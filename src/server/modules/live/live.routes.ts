import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { EXIT_CODES } from "../../../common/live.ts";
import { notFound } from "../../lib/errors.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { endSession } from "./commands/endSession.ts";
import { sessionById } from "./queries.ts";

const ZSessionParams = z.object({
  sessionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
const ZActorSessionParams = ZSessionParams.extend({
  actorId: z.coerce.number().int().positive().max(2_147_483_647),
});
/** The host codes of spec core §8 (201-208); the performer software names why it ended a chat. */
const ZEmpty = z.strictObject({});
const ZHostEnd = z.strictObject({
  exitCode: z.number().int().min(201).max(208).default(EXIT_CODES.hostEnded),
});

/**
 * Live chats from the other side (operator API): an operator ends a chat (admin kick 301), and
 * the performer software ends one of the actor's chats with a host code (201-208). Both end a
 * session once: a second call answers `ended: false`. The guest hears chat.end after the commit.
 */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const authorize = operatorGuard(app);
  const { ctx } = app;

  app.post("/internal/livechat/:sessionId/end", async (request) => {
    authorize(request);
    const { sessionId } = parseInput(ZSessionParams, request.params);
    parseInput(ZEmpty, request.body ?? {});
    if (!(await sessionById(ctx.db, sessionId))) throw notFound("Session");
    const ended = await ctx.db.transaction((tx) =>
      endSession({ tx, sessionId, exitCode: EXIT_CODES.adminKick, now: ctx.now() }),
    );
    return { success: true, ended };
  });

  app.post("/internal/actors/:actorId/livechat/:sessionId/end", async (request) => {
    authorize(request);
    const { actorId, sessionId } = parseInput(ZActorSessionParams, request.params);
    const { exitCode } = parseInput(ZHostEnd, request.body ?? {});
    const session = await sessionById(ctx.db, sessionId);
    if (!session || session.actorId !== actorId) throw notFound("Session");
    const ended = await ctx.db.transaction((tx) => endSession({ tx, sessionId, exitCode, now: ctx.now() }));
    return { success: true, ended };
  });
}
