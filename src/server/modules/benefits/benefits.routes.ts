import { and, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ZRedeemBonus } from "../../../common/contracts/benefits.ts";
import { formatCoins } from "../../../common/money.ts";
import { bonusCodes, bonusRedemptions, guests } from "../../db/schema/index.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { pushGuestChanges, pushToGuest } from "../../realtime/publish.ts";
import { redeemBonus } from "./commands/redeemBonus.ts";
import { benefitsOf } from "./vouchers.ts";

/** guest/redeemBonus, guest/benefits and the promo-code check. All need login. */
export async function benefitsRoutes(app: FastifyInstance): Promise<void> {
  app.post("/guest/redeemBonus", async (request) => {
    const { guest } = await requireGuest(request);
    const { code } = parseInput(ZRedeemBonus, request.body);
    const now = app.ctx.now();
    const bonus = await app.ctx.db.transaction((tx) => redeemBonus({ tx, guest, code, now }));
    const [row] = await app.ctx.db
      .select({ balance: guests.balance })
      .from(guests)
      .where(eq(guests.id, guest.id));
    const balance = row?.balance ?? 0;
    await pushGuestChanges(app.ctx, guest.id, ["balance", "vouchers", "vip", "gifts"], request.log);
    await pushToGuest(
      app.ctx,
      guest.id,
      { type: "bonus.redeemed", code: code.trim().toUpperCase() },
      request.log,
    );
    return { success: true, bonus, guestBalance: balance, guestBalanceFormatted: formatCoins(balance) };
  });

  app.get("/guest/benefits", async (request) => {
    const { guest } = await requireGuest(request);
    return benefitsOf(app.ctx.db, guest.id, app.ctx.now());
  });

  // True while the code is valid and this guest has not redeemed it.
  app.get("/promo/hasGuestNotRedeemedOnTopCodeInstance/:promoCode", async (request) => {
    const { guest } = await requireGuest(request);
    const code = String((request.params as { promoCode: string }).promoCode)
      .trim()
      .toUpperCase();
    const [valid] = await app.ctx.db
      .select({ code: bonusCodes.code })
      .from(bonusCodes)
      .where(and(eq(bonusCodes.code, code), gt(bonusCodes.validTo, app.ctx.now())))
      .limit(1);
    if (!valid) return { success: true, result: false };
    const [redeemed] = await app.ctx.db
      .select({ code: bonusRedemptions.code })
      .from(bonusRedemptions)
      .where(and(eq(bonusRedemptions.code, code), eq(bonusRedemptions.guestId, guest.id)))
      .limit(1);
    return { success: true, result: !redeemed };
  });
}
