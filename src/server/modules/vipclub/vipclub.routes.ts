import type { FastifyInstance } from "fastify";
import { requireGuest } from "../../lib/http/auth.ts";
import { benefitsWithUses } from "./benefitUses.ts";
import { vipClubOf } from "./club.ts";

/**
 * GET vipclub (anyone; the membership part for a logged-in guest) and GET guest/benefits (login):
 * the VIP club's page data and the guest's benefits with where each is used. Subscribing and
 * cancelling are the payments' subscription/start and subscription/cancel.
 */
export async function vipClubRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get("/vipclub", async (request) => {
    const guest = (await request.auth())?.guest ?? null;
    return vipClubOf(ctx.db, guest, ctx.now());
  });

  app.get("/guest/benefits", async (request) => {
    const { guest } = await requireGuest(request);
    return benefitsWithUses(ctx.db, guest.id, request.language, ctx.now());
  });
}
