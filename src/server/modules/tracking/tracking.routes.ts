import type { FastifyInstance } from "fastify";
import { CONSENT_COOKIE } from "../../../common/consent.ts";
import { ZTrackEvent } from "../../../common/contracts/tracking.ts";
import { parseInput } from "../../lib/validate.ts";
import { trackEvent } from "./commands/trackEvent.ts";
import { authorizeTracking } from "./policy.ts";

/** POST /rest/v1/tracker/track {eventContext, eventAction, eventData} (spec core §7). */
export async function trackingRoutes(app: FastifyInstance): Promise<void> {
  app.post("/tracker/track", async (request, reply) => {
    const event = parseInput(ZTrackEvent, request.body);
    authorizeTracking(request.cookies[CONSENT_COOKIE]);
    await trackEvent({ tx: app.ctx.db, event, language: request.language });
    return reply.status(201).send({ success: true });
  });
}
