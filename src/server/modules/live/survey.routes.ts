import type { FastifyInstance } from "fastify";
import { ZChatExitSurvey } from "../../../common/contracts/survey.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { presentChatSurvey } from "../ratings/index.ts";
import { answerChatSurvey } from "./commands/answerChatSurvey.ts";

/**
 * The chat-exit survey (issue 14, docs/REST.md "Chat-exit survey"): the guest of an ended live
 * session rates it once, BAD or GREAT with an optional text; it counts in the actor's ratings.
 */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post("/survey/chatexit", async (request, reply) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZChatExitSurvey, request.body);
    const row = await runCommand(ctx, answerChatSurvey, { guestId: guest.id, ...input });
    reply.status(201);
    return presentChatSurvey(row);
  });
}
