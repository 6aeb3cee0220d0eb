import type { FastifyInstance } from "fastify";
import { ZGrantGifts } from "../../../common/contracts/messenger.ts";
import { runCommand } from "../../lib/command.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { grantGifts } from "./commands.ts";
import { ownedGifts } from "./queries.ts";

/**
 * The operator's `grantMessengerGifts`, which gives a guest gifts to send for free (the store, GET
 * messenger/gifts, is the messenger's: it adds what the guest's vouchers pay).
 */
export async function giftRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.post("/internal/grantMessengerGifts", async (request) => {
    authorize(request);
    const input = parseInput(ZGrantGifts, request.body);
    await runCommand(ctx, grantGifts, { guestId: input.guestId, gifts: input.gifts });
    request.log.info(
      { guestId: input.guestId, gifts: input.gifts, reason: input.reason },
      "messenger gifts granted",
    );
    return { success: true, boughtGifts: await ownedGifts(ctx.db, input.guestId) };
  });
}
