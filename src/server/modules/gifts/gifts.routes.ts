import type { FastifyInstance } from "fastify";
import { ZGrantGifts } from "../../../common/contracts/messenger.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { grantGifts } from "./commands.ts";
import { giftStore, ownedGifts } from "./queries.ts";

/**
 * The messenger gift store (spec core §3 Messenger gift) for logged-in guests, and the operator's
 * `grantMessengerGifts`, which gives a guest gifts to send for free.
 */
export async function giftRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.get("/messenger/gifts", async (request) => {
    const { guest } = await requireGuest(request);
    return giftStore(ctx.db, { guestId: guest.id, language: request.language, now: ctx.now() });
  });

  app.post("/internal/grantMessengerGifts", async (request) => {
    authorize(request);
    const input = parseInput(ZGrantGifts, request.body);
    await ctx.db.transaction((tx) => grantGifts(tx, input));
    request.log.info(
      { guestId: input.guestId, gifts: input.gifts, reason: input.reason },
      "messenger gifts granted",
    );
    return { success: true, boughtGifts: await ownedGifts(ctx.db, input.guestId) };
  });
}
