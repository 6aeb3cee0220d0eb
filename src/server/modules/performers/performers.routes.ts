import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZActorSend } from "../../../common/contracts/messenger.ts";
import { runCommand } from "../../lib/command.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { actorSend, guestMessagesToActor, presentMessage } from "../messenger/index.ts";
import { setActorOnline, setFreeShow } from "./commands/actorState.ts";

const ZActorParams = z.object({ actorId: z.coerce.number().int().positive().max(2_147_483_647) });
const ZEmpty = z.strictObject({});
const ZActorFeedQuery = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/**
 * The performer integration (operator API): the performers' own software tells the platform
 * when an actor goes online or offline, starts or stops a free show and writes to guests in the
 * messenger. Each change records its event (performers/events.ts, messenger/events.ts); the
 * sockets, notifications, web pushes and mails follow after the commit.
 */
export async function performersRoutes(app: FastifyInstance): Promise<void> {
  const authorize = operatorGuard(app);
  const { ctx } = app;

  app.post("/internal/actors/:actorId/online", async (request) => {
    authorize(request);
    const { actorId } = parseInput(ZActorParams, request.params);
    const { mobileVideocall } = parseInput(
      z.strictObject({ mobileVideocall: z.boolean().default(false) }),
      request.body ?? {},
    );
    await runCommand(ctx, setActorOnline, { actorId, online: true, mobileVideocall });
    return { success: true };
  });

  app.post("/internal/actors/:actorId/offline", async (request) => {
    authorize(request);
    const { actorId } = parseInput(ZActorParams, request.params);
    parseInput(ZEmpty, request.body ?? {});
    await runCommand(ctx, setActorOnline, { actorId, online: false });
    return { success: true };
  });

  for (const [action, running] of [
    ["start", true],
    ["stop", false],
  ] as const) {
    app.post(`/internal/actors/:actorId/freeShow/${action}`, async (request) => {
      authorize(request);
      const { actorId } = parseInput(ZActorParams, request.params);
      parseInput(ZEmpty, request.body ?? {});
      await runCommand(ctx, setFreeShow, { actorId, running });
      return { success: true };
    });
  }

  // The performer software's feed of guest messages to an actor (texts, gifts, toy controls):
  // poll with the last id seen.
  app.get("/internal/actors/:actorId/messages", async (request) => {
    authorize(request);
    const { actorId } = parseInput(ZActorParams, request.params);
    const query = parseInput(ZActorFeedQuery, request.query);
    const messages = await guestMessagesToActor(ctx.db, { actorId, ...query, language: request.language });
    return { success: true, messages, lastId: messages.at(-1)?.id ?? query.after };
  });

  app.post("/internal/messenger/send", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZActorSend, request.body);
    // One statement, atomic on its own (see actorSend): no transaction around it.
    const { channel, message } = await actorSend({ tx: ctx.db, ...input, now: ctx.now() });
    reply.status(201);
    return { success: true, channelId: channel.id, message: presentMessage(message) };
  });
}
