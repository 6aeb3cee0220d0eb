import { formatCoins } from "../../../common/money.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { balancesOf } from "../../modules/wallet/index.ts";

/**
 * balance.update to the guest's sockets with the balance as it is now: one read for the batch,
 * one push per guest however many changes the batch holds.
 */
export const pushBalance = onEvent("wallet.balanceChanged", "realtime.balance", async (events, ctx) => {
  const balances = await balancesOf(ctx.db, [...new Set(events.map((event) => event.payload.guestId))]);
  for (const [guestId, balance] of balances)
    await ctx.events.publish({
      target: { guestId },
      message: { type: "balance.update", balance, balanceFormatted: formatCoins(balance) },
    });
});
