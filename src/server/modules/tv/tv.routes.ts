import type { FastifyInstance, FastifyRequest } from "fastify";
import { ZTvChannelParams, ZTvProgramQuery } from "../../../common/contracts/tv.ts";
import type { Auth } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { hasTv, isAgeChecked } from "../accounts/index.ts";
import { tvStreamTicket } from "./commands.ts";
import type { TvViewer } from "./policy.ts";
import { tvProgramView } from "./views.ts";

/** The viewer a request's login makes (null: an anonymous visitor). */
function viewerOf(auth: Auth | null, now: Date): TvViewer | null {
  return auth ? { hasTv: hasTv(auth.guest, now), avsAccepted: isAgeChecked(auth.guest) } : null;
}

const viewerRequest = async (request: FastifyRequest, now: Date) => {
  const auth = await request.auth();
  return { guestId: auth?.guest.id ?? null, viewer: viewerOf(auth, now) };
};

/**
 * TV (spec content §7, issue 29): the programme of a channel and its signed stream. The answers
 * depend on the guest (playable, the grant): never cached by anyone but the guest.
 */
export async function tvRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get("/tv/program/:type", async (request, reply) => {
    const { type } = parseInput(ZTvChannelParams, request.params);
    const { info } = parseInput(ZTvProgramQuery, request.query);
    const now = ctx.now();
    const { viewer } = await viewerRequest(request, now);
    reply.header("cache-control", "private, no-cache");
    return tvProgramView(ctx.db, { channel: type, language: request.language, info, viewer, now });
  });

  app.get("/tv/stream/:type", async (request, reply) => {
    const { type } = parseInput(ZTvChannelParams, request.params);
    const now = ctx.now();
    const { guestId, viewer } = await viewerRequest(request, now);
    reply.header("cache-control", "no-store");
    return tvStreamTicket({ streaming: ctx.streaming, channel: type, guestId, viewer, now });
  });
}
