import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireGuest } from "../../lib/http/auth.ts";
import { requestIdempotency } from "../../lib/http/idempotent.ts";
import { parseInput } from "../../lib/validate.ts";
import { assertMaySpend } from "../accounts/index.ts";
import { purchase } from "./commands/purchase.ts";
import type { ItemType } from "./queries.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
// Built once: zod compiles an object schema on its first parse, which per request costs more
// than the parse.
const ZParams = z.object({ id: ZId });

/** POST video/{videoId}/buy and album/{albumId}/buy (Idempotency-Key supported): purchase(). */
export async function purchasesRoutes(app: FastifyInstance): Promise<void> {
  const buy = (itemType: ItemType, param: string) => async (request: FastifyRequest) => {
    const rawId = (request.params as Record<string, string>)[param];
    const quick = ZId.safeParse(rawId);
    const bearer = request.headers.authorization;
    // A Bearer token is the credential the route's authentication would use (it wins over
    // access_token and the cookie, and needs no CSRF check): without a key the purchase resolves
    // it in the same statement as the buy (one round trip).
    if (quick.success && bearer?.startsWith("Bearer ") && request.headers["idempotency-key"] === undefined) {
      const buyer = { kind: "sessionToken" as const, token: bearer.slice(7).trim() };
      return purchase(app.ctx, { buyer, itemType, itemId: quick.data, idempotency: null }, request.log);
    }
    // The login before the id (a 401 comes before a 400), the restriction before the key.
    const { guest } = await requireGuest(request);
    const { id } = parseInput(ZParams, { id: rawId });
    assertMaySpend(guest);
    const idempotency = requestIdempotency(request, `/${itemType}/${id}/buy`, request.body);
    return purchase(
      app.ctx,
      { buyer: { kind: "guest", guest }, itemType, itemId: id, idempotency },
      request.log,
    );
  };
  app.post("/video/:videoId/buy", buy("video", "videoId"));
  app.post("/album/:albumId/buy", buy("album", "albumId"));
}
