import type { FastifyInstance } from "fastify";
import { ZRedeemBonus } from "../../../common/contracts/benefits.ts";
import { formatCoins } from "../../../common/money.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { redeemBonus } from "./commands/redeemBonus.ts";
import { mayRedeemCode } from "./queries.ts";

/** guest/redeemBonus and the promo-code check (guest/benefits is the vipclub's). All need login. */
export async function benefitsRoutes(app: FastifyInstance): Promise<void> {
  app.post("/guest/redeemBonus", async (request) => {
    const { guest } = await requireGuest(request);
    const { code } = parseInput(ZRedeemBonus, request.body);
    const { balance, ...bonus } = await runCommand(app.ctx, redeemBonus, { guest, code });
    return { success: true, bonus, guestBalance: balance, guestBalanceFormatted: formatCoins(balance) };
  });

  // True while the code is valid and this guest has not redeemed it.
  app.get("/promo/hasGuestNotRedeemedOnTopCodeInstance/:promoCode", async (request) => {
    const { guest } = await requireGuest(request);
    const { promoCode } = request.params as { promoCode: string };
    return {
      success: true,
      result: await mayRedeemCode(app.ctx.db, guest.id, String(promoCode), app.ctx.now()),
    };
  });
}
