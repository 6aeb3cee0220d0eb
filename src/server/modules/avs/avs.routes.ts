import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ZAgeCheck } from "../../../common/contracts/accounts.ts";
import { avsChecks, guests } from "../../db/schema/index.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { pushGuestChanges } from "../../realtime/publish.ts";
import { lockGuest } from "../payments/commands/cardPayment.ts";

/**
 * The age check (AVS) of the overlay's avs flow: the provider decides accepted, rejected (with a
 * message shown to the guest) or pending (manual review; support decides through the operator
 * API). Only the outcome is stored. An accepted check is final until support revokes it.
 */
export async function avsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get("/avs/status", async (request) => {
    const { guest } = await requireGuest(request);
    const [latest] = await ctx.db
      .select({ status: avsChecks.status, createdAt: avsChecks.createdAt })
      .from(avsChecks)
      .where(eq(avsChecks.guestId, guest.id))
      .orderBy(desc(avsChecks.id))
      .limit(1);
    return {
      avsStatus: guest.avsStatus,
      avsRejectMessage: guest.avsRejectMessage,
      lastCheckAt: latest?.createdAt.toISOString() ?? null,
    };
  });

  app.post("/avs/verify", async (request) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZAgeCheck, request.body);
    const now = ctx.now();
    const answer = await ctx.db.transaction(async (tx) => {
      const current = await lockGuest(tx, guest.id);
      if (current.avsStatus === "accepted") return { avsStatus: "accepted", avsRejectMessage: null };
      const outcome = ctx.ageCheck.verify(input, now);
      const message = outcome.status === "rejected" ? outcome.message : null;
      await tx.insert(avsChecks).values({
        guestId: guest.id,
        method: "document",
        status: outcome.status,
        message,
        providerReference: outcome.reference,
        createdAt: now,
        decidedAt: outcome.status === "pending" ? null : now,
      });
      await tx
        .update(guests)
        .set({ avsStatus: outcome.status, avsRejectMessage: message })
        .where(eq(guests.id, guest.id));
      return { avsStatus: outcome.status, avsRejectMessage: message };
    });
    await pushGuestChanges(ctx, guest.id, ["avs"], request.log);
    return answer;
  });
}
