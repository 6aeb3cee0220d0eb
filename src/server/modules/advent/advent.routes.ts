import type { FastifyInstance } from "fastify";
import {
  ZAdventCalendarChange,
  ZAdventCalendarCreate,
  ZAdventClaim,
} from "../../../common/contracts/advent.ts";
import { ZOperatorEventParams } from "../../../common/contracts/texts.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { changeCalendar } from "./commands/changeCalendar.ts";
import { claimDoor } from "./commands/claimDoor.ts";
import { createCalendar } from "./commands/createCalendar.ts";
import { calendarById } from "./queries.ts";
import { adventCalendarView, presentCalendar } from "./views.ts";

/**
 * The door calendars (docs/REST.md "Advent calendar"; spec content §3 calendar, special/adventcalendar):
 * the running calendar with the guest's doors, the claim of today's door, and the operator's
 * calendars under internal/.
 */
export async function adventRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.get("/special/adventcalendar", async (request, reply) => {
    const guestId = (await request.auth())?.guest.id ?? null;
    reply.header("cache-control", "private, no-cache");
    return adventCalendarView(ctx.db, { guestId, now: ctx.now(), language: request.language });
  });

  app.post("/special/adventcalendar/claim", async (request) => {
    const { guest } = await requireGuest(request);
    const { actorId, qmday } = parseInput(ZAdventClaim, request.body);
    return runCommand(ctx, claimDoor, { guestId: guest.id, actorId, qmday, language: request.language });
  });

  app.patch("/internal/advent/calendars/:eventId", async (request) => {
    authorize(request);
    const { eventId } = parseInput(ZOperatorEventParams, request.params);
    const input = parseInput(ZAdventCalendarChange, request.body);
    await runCommand(ctx, changeCalendar, { calendarId: eventId, input });
    const calendar = await calendarById(ctx.db, eventId);
    return presentCalendar(ctx.db, calendar, { guestId: null, now: ctx.now(), language: request.language });
  });

  app.post("/internal/advent/calendars", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZAdventCalendarCreate, request.body);
    const { id } = await runCommand(ctx, createCalendar, { input });
    const calendar = await calendarById(ctx.db, id);
    reply.status(201);
    return presentCalendar(ctx.db, calendar, { guestId: null, now: ctx.now(), language: request.language });
  });
}
