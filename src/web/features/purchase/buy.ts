import type { TBuyResult } from "../../../common/contracts/accounts.ts";
import { clearStoredGrids } from "../catalog/gridStore.ts";

/**
 * Buys a video or an album for the logged-in guest. The Idempotency-Key is created once per
 * button press, so a retried request never charges twice. A purchase clears the grids' kept pages.
 */
export async function buyItem(
  itemType: "video" | "album",
  itemId: number,
): Promise<{ ok: true; result: TBuyResult } | { ok: false; status: number }> {
  try {
    const response = await fetch(`/rest/v1/${itemType}/${itemId}/buy`, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "content-type": "application/json",
        "idempotency-key": `buy-${itemType}-${itemId}-${crypto.randomUUID()}`,
      },
      body: "{}",
    });
    if (!response.ok) return { ok: false, status: response.status };
    const result = (await response.json()) as TBuyResult;
    clearStoredGrids();
    return { ok: true, result };
  } catch {
    return { ok: false, status: 0 };
  }
}
