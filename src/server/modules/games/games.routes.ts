import type { FastifyInstance } from "fastify";
import {
  ZEventRewardParams,
  ZEventRewardQuery,
  ZGameChange,
  ZGameCreate,
  ZGameParams,
} from "../../../common/contracts/games.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { requestIdempotency } from "../../lib/http/idempotent.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { useAttempt } from "./commands/attempt.ts";
import { useEventReward } from "./commands/eventReward.ts";
import { changeGame, createGame } from "./commands/operatorGames.ts";
import { gameConfigView, gamesListView } from "./views.ts";

/**
 * The games (docs/REST.md "Games", spec content §3 game service): the running games, a game's
 * config with its published odds (load config), and an attempt (use attempt); the operator creates
 * games under internal/. The reward events (docs/REST.md "Special events") are games with an event
 * id and type: special/{eventType}/getReward/{eventId}
 * is a guest's attempt.
 */
export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.get("/games", async (request) => gamesListView(ctx.db, request.language, ctx.now()));

  app.get("/games/:configId", async (request) => {
    const { configId } = parseInput(ZGameParams, request.params);
    const auth = await request.auth();
    const guestId = auth?.guest.id ?? null;
    return gameConfigView(ctx.db, { configId, language: request.language, now: ctx.now(), guestId });
  });

  app.post("/games/:configId/attempt", async (request) => {
    const { guest } = await requireGuest(request);
    const { configId } = parseInput(ZGameParams, request.params);
    // A retry with the same Idempotency-Key answers the attempt it made, and uses no other.
    const once = requestIdempotency(request, `/games/${configId}/attempt`, { configId });
    const input = { guestId: guest.id, configId, language: request.language };
    return runCommand(ctx, useAttempt, input, once && { guestId: guest.id, ...once });
  });

  app.get("/special/:eventType/getReward/:eventId", async (request) => {
    const { guest } = await requireGuest(request);
    const { eventType, eventId } = parseInput(ZEventRewardParams, request.params);
    const { qmdate } = parseInput(ZEventRewardQuery, request.query);
    // A retry with the same Idempotency-Key answers the draw it made, and uses no other credit.
    const once = requestIdempotency(request, `/special/${eventType}/getReward/${eventId}`, { eventId });
    const input = { guestId: guest.id, eventId, eventType, qmdate, language: request.language };
    return runCommand(ctx, useEventReward, input, once && { guestId: guest.id, ...once });
  });

  app.patch("/internal/games/:configId", async (request) => {
    authorize(request);
    const { configId } = parseInput(ZGameParams, request.params);
    const input = parseInput(ZGameChange, request.body);
    await runCommand(ctx, changeGame, { configId, input });
    return gameConfigView(ctx.db, { configId, language: request.language, now: ctx.now(), guestId: null });
  });

  app.post("/internal/games", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZGameCreate, request.body);
    const game = await runCommand(ctx, createGame, { input });
    reply.status(201);
    return gameConfigView(ctx.db, {
      configId: game.id,
      language: request.language,
      now: ctx.now(),
      guestId: null,
    });
  });
}
