import type { FastifyInstance } from "fastify";
import { ZAgeCheck } from "../../../common/contracts/accounts.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { verifyAge } from "./commands/verifyAge.ts";
import { lastAgeCheckAt } from "./queries.ts";

/**
 * The age check (AVS) of the overlay's avs flow: verifyAge() asks the provider; support decides
 * pending checks through the operator API (decideAgeCheck()).
 */
export async function avsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get("/avs/status", async (request) => {
    const { guest } = await requireGuest(request);
    return {
      avsStatus: guest.avsStatus,
      avsRejectMessage: guest.avsRejectMessage,
      lastCheckAt: await lastAgeCheckAt(ctx.db, guest.id),
    };
  });

  app.post("/avs/verify", async (request) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZAgeCheck, request.body);
    return runCommand(ctx, verifyAge, { provider: ctx.ageCheck, guestId: guest.id, input });
  });
}
