import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireGuest } from "../../lib/http/auth.ts";
import { inIdempotentTransaction } from "../../lib/http/idempotent.ts";
import { purchase } from "./commands/purchase.ts";
import type { ItemType } from "./queries.ts";

/** POST video/{videoId}/buy and album/{albumId}/buy (Idempotency-Key supported): purchase(). */
export async function purchasesRoutes(app: FastifyInstance): Promise<void> {
  const buy = (itemType: ItemType, param: string) => (request: FastifyRequest) =>
    purchase(
      app.ctx,
      {
        itemType,
        rawId: (request.params as Record<string, string>)[param],
        authorization: request.headers.authorization,
        idempotencyKey: request.headers["idempotency-key"],
        authenticate: async () => (await requireGuest(request)).guest,
        inTransaction: (guestId, path, run) =>
          inIdempotentTransaction({ db: app.ctx.db, request, guestId, path, input: request.body, run }),
      },
      request.log,
    );
  app.post("/video/:videoId/buy", buy("video", "videoId"));
  app.post("/album/:albumId/buy", buy("album", "albumId"));
}
