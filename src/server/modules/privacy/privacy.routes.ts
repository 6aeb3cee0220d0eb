import type { FastifyInstance } from "fastify";
import { ZDeleteAccount } from "../../../common/contracts/accounts.ts";
import { runCommand } from "../../lib/command.ts";
import { clearSessionCookie, requireGuest, requireSession } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { deleteGuest, exportGuestData } from "./privacy.ts";

/** The guest's own data (GDPR): the export and the deletion of the account, on the site and the overlay. */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  app.get("/guest/data/export", async (request, reply) => {
    const { guest } = await requireGuest(request);
    const data = await exportGuestData(app.ctx.db, guest);
    return reply
      .header("content-disposition", `attachment; filename="velvet-data-${guest.id}.json"`)
      .header("cache-control", "no-store")
      .send(data);
  });

  app.post("/guest/delete", async (request, reply) => {
    const auth = await requireSession(request);
    const { password } = parseInput(ZDeleteAccount, request.body);
    await runCommand(app.ctx, deleteGuest, { guest: auth.guest, password });
    clearSessionCookie(reply);
    return { success: true };
  });
}
