import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { parseInput } from "../../lib/validate.ts";

/** GET utility/getGeoLocationByZip/{zipCode} (spec core §7): a German postal code's position. */
export async function geoRoutes(app: FastifyInstance): Promise<void> {
  app.get("/utility/getGeoLocationByZip/:zipCode", async (request, reply) => {
    const { zipCode } = parseInput(
      z.object({ zipCode: z.string().regex(/^\d{5}$/, { error: "A German postal code has five digits" }) }),
      request.params,
    );
    const geoLocation = await app.ctx.geo.locate(zipCode);
    if (!geoLocation) throw new AppError(AppErrorCode.NOT_FOUND, "Unknown postal code");
    // Postal codes rarely move: let browsers and caches keep the answer for a day.
    reply.header("cache-control", "public, max-age=86400");
    return { success: true, geoLocation };
  });
}
