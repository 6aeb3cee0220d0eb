import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  ZBuyChatTicket,
  ZCamShowListQuery,
  ZChangeShow,
  ZCreatePromoCode,
  ZRemoveChatTicket,
  ZScheduleShow,
  ZTicketPriceQuery,
} from "../../../common/contracts/camshows.ts";
import { runCommand } from "../../lib/command.ts";
import { notFound } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { requestIdempotency } from "../../lib/http/idempotent.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { mailLinkOrigin } from "../../lib/siteAddresses.ts";
import { parseInput } from "../../lib/validate.ts";
import { assertMaySpend } from "../accounts/index.ts";
import { cancelShow, changeShow, scheduleShow } from "./commands/operatorShows.ts";
import {
  createPromoCode,
  endPromoCode,
  listPromoCodes,
  promoCodeById,
  ticketPrice,
} from "./commands/promoCodes.ts";
import { buyTicket, removeTicket } from "./commands/tickets.ts";
import { actorFeed, feedTokenOf, guestFeed, renewFeedToken, revokeFeedToken } from "./feeds.ts";
import { listShows } from "./queries.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
/** The operator's list of promo codes: one performer's, at most `limit` (default 100), newest first. */
const ZPromoCodeList = z.strictObject({
  actorId: ZId.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * Cam shows (docs/REST.md "Cam shows"): the calendar, buying a ticket (buyChatTicket; paid at once,
 * Idempotency-Key) and giving it back before the start, and the operator's scheduling.
 */
export async function camshowsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get("/camshows", async (request) => {
    const query = parseInput(ZCamShowListQuery, request.query);
    const auth = await request.auth();
    return listShows(ctx.db, {
      guestId: auth?.guest.id ?? null,
      actorId: query.actorId,
      days: query.days,
      language: request.language,
      now: ctx.now(),
    });
  });

  app.get("/camshows/:showId/price", async (request) => {
    const { guest } = await requireGuest(request);
    const showId = parseInput(z.object({ showId: ZId }), request.params).showId;
    const { promoCode } = parseInput(ZTicketPriceQuery, request.query);
    return ticketPrice(ctx.db, { guestId: guest.id, showId, promoCode, now: ctx.now() });
  });

  app.post("/camshows/tickets", async (request, reply) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZBuyChatTicket, request.body);
    assertMaySpend(guest);
    const once = requestIdempotency(request, "/camshows/tickets", input);
    const answer = await runCommand(
      ctx,
      buyTicket,
      { guestId: guest.id, input },
      once && { guestId: guest.id, ...once },
    );
    reply.status(201);
    return answer;
  });

  app.post("/camshows/tickets/remove", async (request) => {
    const { guest } = await requireGuest(request);
    const { id } = parseInput(ZRemoveChatTicket, request.body);
    return runCommand(ctx, removeTicket, { guestId: guest.id, showId: id });
  });

  operatorShowRoutes(app);
  calendarFeedRoutes(app);
}

/** The ICS feeds: the guest's private one (by its secret URL) and every performer's public one. */
function calendarFeedRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  // A feed and its events' links leave the browser (a calendar app reads them), as a mail's do: on
  // PUBLIC_URL in production, on the site address asked at in development (issue 27). Read at each
  // request: the public address may be settled after the routes (tests, e2e).
  const origin = (request: FastifyRequest) => mailLinkOrigin(ctx.config, request.overlayOrigins.siteAddress);
  // The feed speaks the language of the page that asked for its address.
  const guestFeedUrl = (request: FastifyRequest, token: string) =>
    `${origin(request)}/rest/v1/camshows/ics/guest/${token}?language=${request.language}`;

  app.get("/camshows/ics/feedUrl", async (request) => {
    const { guest } = await requireGuest(request);
    return { success: true, url: guestFeedUrl(request, await feedTokenOf(ctx.db, guest.id)) };
  });

  app.post("/camshows/ics/feedUrl/renew", async (request) => {
    const { guest } = await requireGuest(request);
    return { success: true, url: guestFeedUrl(request, await renewFeedToken(ctx.db, guest.id)) };
  });

  app.delete("/camshows/ics/feedUrl", async (request) => {
    const { guest } = await requireGuest(request);
    return { success: true, revoked: await revokeFeedToken(ctx.db, guest.id) };
  });

  app.get("/camshows/ics/guest/:token", async (request, reply) => {
    const { token } = parseInput(z.object({ token: z.string().regex(/^[\w-]{20,64}$/) }), request.params);
    const text = await guestFeed(ctx.db, {
      token,
      publicUrl: origin(request),
      language: request.language,
      now: ctx.now(),
    });
    if (text === null) throw notFound("Feed");
    reply.header("cache-control", "private, no-store").type("text/calendar; charset=utf-8");
    return text;
  });

  app.get("/camshows/ics/actor/:actorId", async (request, reply) => {
    const actorId = parseInput(z.object({ actorId: ZId }), request.params).actorId;
    const text = await actorFeed(ctx.db, {
      actorId,
      publicUrl: origin(request),
      language: request.language,
      now: ctx.now(),
    });
    if (text === null) throw notFound("Actor");
    reply.type("text/calendar; charset=utf-8");
    return text;
  });
}

/** The performer side (operator API; the studio in production): schedule, change, cancel. */
function operatorShowRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.post("/internal/actors/:actorId/camshows", async (request, reply) => {
    authorize(request);
    const actorId = parseInput(z.object({ actorId: ZId }), request.params).actorId;
    const input = parseInput(ZScheduleShow, request.body);
    const show = await runCommand(ctx, scheduleShow, { actorId, input });
    reply.status(201);
    return { success: true, id: show.id, start: show.startsAt.toISOString() };
  });

  app.patch("/internal/camshows/:showId", async (request) => {
    authorize(request);
    const showId = parseInput(z.object({ showId: ZId }), request.params).showId;
    const input = parseInput(ZChangeShow, request.body);
    const show = await runCommand(ctx, changeShow, { showId, input });
    return { success: true, id: show.id, start: show.startsAt.toISOString() };
  });

  app.post("/internal/camshows/:showId/cancel", async (request) => {
    authorize(request);
    const showId = parseInput(z.object({ showId: ZId }), request.params).showId;
    return { success: true, ...(await runCommand(ctx, cancelShow, { showId })) };
  });

  app.post("/internal/camshows/promoCodes", async (request, reply) => {
    authorize(request);
    const input = parseInput(ZCreatePromoCode, request.body);
    const promoCode = await runCommand(ctx, createPromoCode, { input });
    reply.status(201);
    return { success: true, promoCode };
  });

  app.get("/internal/camshows/promoCodes", async (request) => {
    authorize(request);
    const query = parseInput(ZPromoCodeList, request.query);
    return { success: true, promoCodes: await listPromoCodes(ctx.db, query) };
  });

  app.post("/internal/camshows/promoCodes/:id/end", async (request) => {
    authorize(request);
    const id = parseInput(z.object({ id: ZId }), request.params).id;
    return { success: true, promoCode: await runCommand(ctx, endPromoCode, { id }) };
  });

  app.get("/internal/camshows/promoCodes/:id", async (request) => {
    authorize(request);
    const id = parseInput(z.object({ id: ZId }), request.params).id;
    return { success: true, promoCode: await promoCodeById(ctx.db, id) };
  });
}
