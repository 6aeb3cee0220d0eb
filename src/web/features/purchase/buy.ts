import type { TBuyResult } from "../../../common/contracts/accounts.ts";

/**
 * Buys a video or an album for the logged-in guest. The Idempotency-Key is created once per
 * button press, so a retried request never charges twice.
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
    return { ok: true, result: (await response.json()) as TBuyResult };
  } catch {
    return { ok: false, status: 0 };
  }
}
