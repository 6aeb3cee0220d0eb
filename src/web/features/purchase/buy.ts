import type { TBuyResult } from "../../../common/contracts/accounts.ts";
import type { Language } from "../../../common/languages.ts";
import { formatCoins } from "../../../common/money.ts";
import { type ApiErrorCode, rest } from "../../api/rest.ts";
import { clearStoredGrids } from "../catalog/index.ts";
import { usePurchase } from "./usePurchase.tsx";

/** True when a failed purchase lacks coins (402: not enough, or the automatic top-up was declined). */
export function lacksCoins(code: ApiErrorCode): boolean {
  return code === "INSUFFICIENT_FUNDS" || code === "PAYMENT_DECLINED";
}

/**
 * Why a purchase was refused by a spend limit (SPEND_LIMIT's details), in the guest's words. The
 * texts load with the refusal: the paying pages' first JavaScript does not carry them.
 */
export async function spendLimitText(details: unknown, language: Language): Promise<string> {
  const { spendLimitRefusal } = await import("../../i18n/spendLimitRefusal.ts");
  return spendLimitRefusal(details, language, (value) => formatCoins(value, language));
}

/** What a purchase buys. */
export interface BuyInput {
  itemType: "video" | "album";
  itemId: number;
}

/**
 * The purchase of a video or an album for the logged-in guest, after its confirmation (usePurchase)
 * and through the one charge hook: a retry of the same purchase (a lost answer, the purchase
 * confirmed again) sends the same Idempotency-Key, so it never charges twice. A purchase clears the
 * grids' kept pages.
 */
export function useBuyItem() {
  return usePurchase<BuyInput, TBuyResult>({
    name: ({ itemType, itemId }) => `buy-${itemType}-${itemId}`,
    call: ({ itemType, itemId }, request) =>
      rest<TBuyResult>(`${itemType}/${itemId}/buy`, { method: "POST", ...request }),
    onSuccess: () => clearStoredGrids(),
  });
}
