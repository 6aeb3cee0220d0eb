import { MIN_CHAT_BALANCE } from "../../../common/constants.ts";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { coinsForEuroCents } from "../../../common/money.ts";

/**
 * Whether a guest gets the conversion chat's modal box (docs/decisions.md "Conversion chat"): logged
 * in, the countdown still running, and a balance below a chat's minimum (a guest who can pay pays
 * as always, so the free welcome chat is not theirs to start).
 */
export function conversionChatEligible(
  guest: Pick<TGuest, "conversionChatCountdownEnd" | "balance"> | null | undefined,
  now: number,
): boolean {
  const end = guest?.conversionChatCountdownEnd;
  if (!guest || !end) return false;
  const endsAt = Date.parse(end);
  return (
    Number.isFinite(endsAt) && endsAt > now && guest.balance.value < coinsForEuroCents(MIN_CHAT_BALANCE * 100)
  );
}
