import type { FastifyInstance } from "fastify";
import { requireGuest } from "../../lib/http/auth.ts";
import { freeAllowanceOf, presentAllowance } from "./limits.ts";

/**
 * The /free-chat/ page's own data (issue 14, docs/REST.md "Free chat"): the logged-in guest's free
 * minutes and previews left today. Performers in free chat come from `GET cams` (freeChat).
 */
export async function freeChatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get("/free-chat/allowance", async (request, reply) => {
    const { guest } = await requireGuest(request);
    reply.header("cache-control", "private, no-store");
    return presentAllowance(await freeAllowanceOf(ctx.db, guest.id, ctx.now()));
  });
}
