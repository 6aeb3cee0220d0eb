import type { FastifyInstance } from "fastify";
import { berlinDate } from "../../../common/berlinTime.ts";
import {
  ZActivityDataQuery,
  ZActivityEventChange,
  ZActivityEventCreate,
} from "../../../common/contracts/activity.ts";
import { ZOperatorEventParams } from "../../../common/contracts/texts.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { changeActivityEvent } from "./commands/changeEvent.ts";
import { createActivityEvent } from "./commands/createEvent.ts";
import { recordVisit } from "./commands/visit.ts";
import { activityDataView, eventDataView } from "./views.ts";

/**
 * The activity-points event, the Goldrush (docs/REST.md "Special events", spec content §3 "Special
 * event (activity points)"): its data (special/getData/goldrush, public: a visitor sees the rules),
 * the free daily visit, and the operator's internal/activity/events.
 */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.get("/special/getData/goldrush", async (request) => {
    const { qmdate } = parseInput(ZActivityDataQuery, request.query);
    const auth = await request.auth();
    const guestId = auth?.guest.id ?? null;
    return activityDataView(ctx.db, {
      eventType: "goldrush",
      language: request.language,
      now: ctx.now(),
      qmdate,
      guestId,
    });
  });

  app.post("/special/goldrush/visit", async (request) => {
    const { guest } = await requireGuest(request);
    const counted = await runCommand(ctx, recordVisit, { guestId: guest.id });
    const data = await activityDataView(ctx.db, {
      eventType: "goldrush",
      language: request.language,
      now: ctx.now(),
      guestId: guest.id,
    });
    return { counted, data };
  });

  app.patch("/internal/activity/events/:eventId", async (request) => {
    authorize(request);
    const { eventId } = parseInput(ZOperatorEventParams, request.params);
    const input = parseInput(ZActivityEventChange, request.body);
    const event = await runCommand(ctx, changeActivityEvent, { eventId, input });
    return eventDataView(ctx.db, event, {
      language: request.language,
      day: berlinDate(ctx.now()),
      guestId: null,
    });
  });

  app.post("/internal/activity/events", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZActivityEventCreate, request.body);
    const event = await runCommand(ctx, createActivityEvent, { input });
    reply.status(201);
    return eventDataView(ctx.db, event, {
      language: request.language,
      day: berlinDate(event.startsAt),
      guestId: null,
    });
  });
}
