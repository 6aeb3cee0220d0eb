import type { TBuyResult } from "../../../common/contracts/accounts.ts";
import type { Language } from "../../../common/languages.ts";
import { formatCoins } from "../../../common/money.ts";
import { ApiError, type ApiErrorCode, newIdempotencyKey, rest } from "../../api/rest.ts";
import { clearStoredGrids } from "../catalog/gridStore.ts";

/** True when a failed purchase lacks coins (402: not enough, or the automatic top-up was declined). */
export function lacksCoins(code: ApiErrorCode): boolean {
  return code === "INSUFFICIENT_FUNDS" || code === "PAYMENT_DECLINED";
}

/**
 * Why a purchase was refused by a spend limit (SPEND_LIMIT's details), in the guest's words. The
 * texts load with the refusal: the paying pages' first JavaScript does not carry them.
 */
export async function spendLimitText(details: unknown, language: Language): Promise<string> {
  const { spendLimitRefusal } = await import("../account/spendLimitRefusal.ts");
  return spendLimitRefusal(details, language, (value) => formatCoins(value, language));
}

/**
 * Buys a video or an album for the logged-in guest. The Idempotency-Key is created once per
 * button press, so a retried request never charges twice. A purchase clears the grids' kept pages.
 */
export async function buyItem(
  itemType: "video" | "album",
  itemId: number,
): Promise<
  { ok: true; result: TBuyResult } | { ok: false; status: number; code: ApiErrorCode; details?: unknown }
> {
  try {
    const result = await rest<TBuyResult>(`${itemType}/${itemId}/buy`, {
      method: "POST",
      idempotencyKey: newIdempotencyKey(`buy-${itemType}-${itemId}`),
    });
    clearStoredGrids();
    return { ok: true, result };
  } catch (error) {
    if (error instanceof ApiError)
      return { ok: false, status: error.status, code: error.code, details: error.details };
    return { ok: false, status: 0, code: "NETWORK" };
  }
}
