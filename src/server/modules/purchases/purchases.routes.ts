import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { idempotencyKeyOf, onceForKey, requestFingerprint } from "../../lib/idempotency.ts";
import { parseInput } from "../../lib/validate.ts";
import { requireGuest } from "../accounts/auth.ts";
import { buyItem, type ItemType } from "./commands/buyItem.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** POST video/{videoId}/buy and album/{albumId}/buy (Idempotency-Key supported). */
export async function purchasesRoutes(app: FastifyInstance): Promise<void> {
  const buy = (itemType: ItemType, param: string) => async (request: FastifyRequest) => {
    const { guest } = await requireGuest(request);
    const { id } = parseInput(z.object({ id: ZId }), {
      id: (request.params as Record<string, string>)[param],
    });
    const key = idempotencyKeyOf(request.headers["idempotency-key"]);
    const path = `/${itemType}/${id}/buy`;
    return app.ctx.db.transaction((tx) =>
      onceForKey({
        tx,
        guestId: guest.id,
        key,
        fingerprint: requestFingerprint("POST", path, request.body),
        run: () => buyItem({ tx, guestId: guest.id, itemType, itemId: id, now: app.ctx.now() }),
      }),
    );
  };
  app.post("/video/:videoId/buy", buy("video", "videoId"));
  app.post("/album/:albumId/buy", buy("album", "albumId"));
}
