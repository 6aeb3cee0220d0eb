import type { TBuyResult } from "../../../common/contracts/accounts.ts";
import { formatCoins } from "../../../common/money.ts";

/** The answer of a buy; the same object shape (and key order) as buyItem() answers. */
export function buyAnswer(balance: number, charged: boolean, voucherUsed = false): TBuyResult {
  return {
    success: true,
    guestBalance: balance,
    guestBalanceFormatted: formatCoins(balance),
    charged,
    voucherUsed,
  };
}
