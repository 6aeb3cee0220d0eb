import type { FastifyInstance } from "fastify";
import { type TSpendLimits, ZSpendLimitsInput } from "../../../common/contracts/spendLimits.ts";
import { formatCoins } from "../../../common/money.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { balanceOf } from "./queries.ts";
import { setSpendLimits, spendLimitsOf } from "./spendLimits/spendLimits.ts";

/** guest/spendLimits: the guest's spend limits per day, week and month (docs/REST.md). Login. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  app.get("/guest/spendLimits", async (request): Promise<TSpendLimits> => {
    const { guest } = await requireGuest(request);
    return spendLimitsOf(app.ctx.db, guest.id);
  });

  // Lowering applies at once; raising or removing after the cooling-off (24 hours).
  app.put("/guest/spendLimits", async (request): Promise<TSpendLimits> => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZSpendLimitsInput, request.body);
    return runCommand(app.ctx, setSpendLimits, { guestId: guest.id, input });
  });
}

/** guest/getGuestBalance (spec core §7), on the site and the overlay: the balance the wallet holds. */
export async function balanceRoutes(app: FastifyInstance): Promise<void> {
  app.get("/guest/getGuestBalance", async (request) => {
    const { guest } = await requireGuest(request);
    const balance = await balanceOf(app.ctx.db, guest.id);
    return { balance, balanceFormatted: formatCoins(balance), isPayingCustomer: guest.isPayingCustomer };
  });
}
