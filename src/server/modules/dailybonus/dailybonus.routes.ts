import type { FastifyInstance } from "fastify";
import {
  ZConsumedQuery,
  ZDailyBonusQuery,
  ZDailyClaim,
  ZDailyOfferInput,
  ZOfferIdParams,
  ZOffersRange,
} from "../../../common/contracts/dailybonus.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { claimOffer } from "./commands/claimOffer.ts";
import { fiveDaysBonusOf } from "./commands/fiveDaysBonus.ts";
import { saveOffer } from "./commands/saveOffer.ts";
import { dailyBonusDate } from "./days.ts";
import { consumedOffers, offersBetween, offersOfDate } from "./views.ts";

/**
 * The daily bonus (issue 30; docs/REST.md "Daily bonus"): a Berlin day's offers, the claim of
 * today's, the guest's consumed offers, and the operator's offers under internal/.
 */
export async function dailyBonusRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.get("/dailyBonus", async (request, reply) => {
    const { day } = parseInput(ZDailyBonusQuery, request.query);
    const guest = (await request.auth())?.guest ?? null;
    const now = ctx.now();
    const { date, endsAt } = dailyBonusDate(day, now);
    reply.header("cache-control", "private, no-cache");
    const offers = await offersOfDate(ctx.db, {
      date,
      guestId: guest?.id ?? null,
      language: request.language,
      now,
    });
    return { day, date, endsAt: endsAt.toISOString(), offers };
  });

  app.post("/dailyBonus/claim", async (request) => {
    const { guest } = await requireGuest(request);
    const { offerId } = parseInput(ZDailyClaim, request.body);
    return runCommand(ctx, claimOffer, { guestId: guest.id, offerId, language: request.language });
  });

  app.get("/dailyBonus/consumed", async (request, reply) => {
    const { guest } = await requireGuest(request);
    const { limit } = parseInput(ZConsumedQuery, request.query);
    reply.header("cache-control", "private, no-store");
    const offers = await consumedOffers(ctx.db, {
      guestId: guest.id,
      limit,
      language: request.language,
      now: ctx.now(),
    });
    return { offers };
  });

  app.get("/dailyBonus/fiveDays", async (request, reply) => {
    const { guest } = await requireGuest(request);
    reply.header("cache-control", "private, no-store");
    return fiveDaysBonusOf(ctx.db, guest.id, ctx.now());
  });

  app.get("/internal/dailyBonus/offers", async (request) => {
    authorize(request);
    const { from, to } = parseInput(ZOffersRange, request.query);
    return { offers: await offersBetween(ctx.db, { from, to, now: ctx.now() }) };
  });

  app.post("/internal/dailyBonus/offers", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZDailyOfferInput, request.body);
    reply.code(201);
    return runCommand(ctx, saveOffer, { offerId: null, input });
  });

  app.put("/internal/dailyBonus/offers/:offerId", async (request) => {
    authorize(request);
    const { offerId } = parseInput(ZOfferIdParams, request.params);
    const input = parseInput(ZDailyOfferInput, request.body);
    return runCommand(ctx, saveOffer, { offerId, input });
  });
}
