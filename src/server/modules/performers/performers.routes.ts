import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZActorSend } from "../../../common/contracts/messenger.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { deliverActorMessage, pushActorChannels } from "../messenger/delivery.ts";
import { guestMessagesToActor } from "../messenger/queries/channels.ts";
import { notifyFavoriteActorOnline } from "../notifications/commands/notify.ts";
import { setActorOnline, setFreeShow } from "./commands/actorState.ts";

const ZActorParams = z.object({ actorId: z.coerce.number().int().positive().max(2_147_483_647) });
const ZEmpty = z.strictObject({});
const ZActorFeedQuery = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/**
 * The performer integration (operator API): the performers' own software tells the platform
 * when an actor goes online or offline (every socket hears actor.online / actor.offline), starts
 * or stops a free show (the guests with a channel to the actor get channel.updated) and writes
 * to guests in the messenger.
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
    const { wentOnline } = await setActorOnline({
      tx: ctx.db,
      actorId,
      online: true,
      mobileVideocall,
      now: ctx.now(),
    });
    await ctx.events.publish({ target: { all: true }, message: { type: "actor.online", actorId } });
    if (wentOnline) await notifyFavoriteActorOnline(ctx, actorId, request.log);
    return { success: true };
  });

  app.post("/internal/actors/:actorId/offline", async (request) => {
    authorize(request);
    const { actorId } = parseInput(ZActorParams, request.params);
    parseInput(ZEmpty, request.body ?? {});
    await setActorOnline({ tx: ctx.db, actorId, online: false, now: ctx.now() });
    await ctx.events.publish({ target: { all: true }, message: { type: "actor.offline", actorId } });
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
      await setFreeShow({ tx: ctx.db, actorId, running });
      await pushActorChannels(ctx, actorId, request.log);
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
    const sent = await deliverActorMessage(ctx, input, request.log);
    reply.status(201);
    return { success: true, ...sent };
  });
}
