import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { EXIT_CODES } from "../../../common/live.ts";
import { runCommand } from "../../lib/command.ts";
import { notFound } from "../../lib/errors.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { endAsPerformer } from "./commands/endAsPerformer.ts";
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
  exitCode: z.number().int().min(201).max(208).optional(),
});

/**
 * Live chats from the other side (operator API): an operator ends a chat (admin kick 301), and
 * the performer software ends one of the actor's chats with a host code (201-208) or hangs up a
 * voice call (always 911, whichever of the two calls it uses). Each ends a session once: a second
 * call answers `ended: false` (with the session as it ended). The guest, and an anonymous caller's
 * subscribed call page, hear chat.end / voicecall.stop after the commit.
 */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const authorize = operatorGuard(app);
  const { ctx } = app;

  app.post("/internal/livechat/:sessionId/end", async (request) => {
    authorize(request);
    const { sessionId } = parseInput(ZSessionParams, request.params);
    parseInput(ZEmpty, request.body ?? {});
    if (!(await sessionById(ctx.db, sessionId))) throw notFound("Session");
    const ended = await runCommand(ctx, endSession, { sessionId, exitCode: EXIT_CODES.adminKick });
    return { success: true, ended };
  });

  app.post("/internal/actors/:actorId/livechat/:sessionId/end", async (request) => {
    authorize(request);
    const { actorId, sessionId } = parseInput(ZActorSessionParams, request.params);
    const { exitCode } = parseInput(ZHostEnd, request.body ?? {});
    const result = await runCommand(ctx, endAsPerformer, { actorId, sessionId, exitCode });
    return { success: true, ...result };
  });

  // The performer hangs up (a voice call: 911; another chat: 201), for the performer software.
  app.post("/internal/actors/:actorId/sessions/:sessionId/hangUp", async (request) => {
    authorize(request);
    const { actorId, sessionId } = parseInput(ZActorSessionParams, request.params);
    parseInput(ZEmpty, request.body ?? {});
    const result = await runCommand(ctx, endAsPerformer, { actorId, sessionId });
    return { success: true, ...result };
  });
}
