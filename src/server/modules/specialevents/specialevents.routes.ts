import type { FastifyInstance } from "fastify";
import { ZSpecialDataParams, ZSpecialDataQuery } from "../../../common/contracts/specialEvents.ts";
import { parseInput } from "../../lib/validate.ts";
import { specialEventData, specialEventsView } from "./views.ts";

/**
 * The special events together (docs/REST.md "Special events"): the running ones of every kind, and
 * the data of the types without a call of their own (special/getData/easter and
 * special/getData/goldrush are the easter and activity modules' static routes, which win).
 */
export async function specialEventsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get("/special/get/events", async (request) => specialEventsView(ctx.db, ctx.now(), request.language));

  app.get("/special/getData/:eventType", async (request, reply) => {
    const { eventType } = parseInput(ZSpecialDataParams, request.params);
    parseInput(ZSpecialDataQuery, request.query);
    const guestId = (await request.auth())?.guest.id ?? null;
    reply.header("cache-control", "private, no-cache");
    return specialEventData(ctx.db, { eventType, guestId, now: ctx.now(), language: request.language });
  });
}
