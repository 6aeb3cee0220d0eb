import type { FastifyInstance } from "fastify";
import {
  ZCollectEgg,
  ZEasterDataQuery,
  ZEasterEggQuery,
  ZEasterEventChange,
  ZEasterEventCreate,
} from "../../../common/contracts/easter.ts";
import { ZOperatorEventParams } from "../../../common/contracts/texts.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { changeEasterEvent } from "./commands/changeEasterEvent.ts";
import { collectEgg } from "./commands/collectEgg.ts";
import { createEasterEvent } from "./commands/createEasterEvent.ts";
import { eventById } from "./queries.ts";
import { easterData, eggForPage, eventData } from "./views.ts";

/**
 * The easter event (issue 30; docs/REST.md "Easter"): the event's data (getData/easter), the egg
 * hiding on a page today, the collection of an egg, and the operator's events under internal/.
 */
export async function easterRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.get("/special/getData/easter", async (request, reply) => {
    parseInput(ZEasterDataQuery, request.query);
    const guestId = (await request.auth())?.guest.id ?? null;
    reply.header("cache-control", "private, no-cache");
    return easterData(ctx.db, { guestId, language: request.language, now: ctx.now() });
  });

  app.get("/special/easter/egg", async (request, reply) => {
    const { page } = parseInput(ZEasterEggQuery, request.query);
    const guestId = (await request.auth())?.guest.id ?? null;
    reply.header("cache-control", "private, no-store");
    return eggForPage(ctx.db, { secret: ctx.config.mediaSigningKey, guestId, page, now: ctx.now() });
  });

  app.post("/special/easter/collectEgg", async (request) => {
    const { guest } = await requireGuest(request);
    const { verificationToken, qmdate } = parseInput(ZCollectEgg, request.body);
    const input = { guestId: guest.id, secret: ctx.config.mediaSigningKey, verificationToken, qmdate };
    return runCommand(ctx, collectEgg, { ...input, language: request.language });
  });

  app.patch("/internal/easter/events/:eventId", async (request) => {
    authorize(request);
    const { eventId } = parseInput(ZOperatorEventParams, request.params);
    const input = parseInput(ZEasterEventChange, request.body);
    await runCommand(ctx, changeEasterEvent, { eventId, input });
    const event = await eventById(ctx.db, eventId);
    return eventData(ctx.db, event, { guestId: null, language: request.language, now: ctx.now() });
  });

  app.post("/internal/easter/events", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZEasterEventCreate, request.body);
    const { id } = await runCommand(ctx, createEasterEvent, { input });
    reply.status(201);
    return eventData(ctx.db, await eventById(ctx.db, id), {
      guestId: null,
      language: request.language,
      now: ctx.now(),
    });
  });
}
