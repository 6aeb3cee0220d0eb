import type { FastifyInstance } from "fastify";
import { ZTvChannelParams, ZTvProgramQuery } from "../../../common/contracts/tv.ts";
import { parseInput } from "../../lib/validate.ts";
import { tvStreamTicket } from "./commands.ts";
import { tvProgramView } from "./views.ts";

/**
 * TV (spec content §7, issue 29): the programme of a channel and its signed stream. The answers
 * depend on the guest (what keeps her from the channel, the grant): never shared.
 */
export async function tvRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get("/tv/program/:type", async (request, reply) => {
    const { type } = parseInput(ZTvChannelParams, request.params);
    const { info } = parseInput(ZTvProgramQuery, request.query);
    const viewer = (await request.auth())?.guest ?? null;
    reply.header("cache-control", "private, no-cache");
    return tvProgramView(ctx.db, { channel: type, language: request.language, info, viewer, now: ctx.now() });
  });

  app.get("/tv/stream/:type", async (request, reply) => {
    const { type } = parseInput(ZTvChannelParams, request.params);
    const guest = (await request.auth())?.guest ?? null;
    reply.header("cache-control", "no-store");
    return tvStreamTicket({ streaming: ctx.streaming, channel: type, guest, now: ctx.now() });
  });
}
