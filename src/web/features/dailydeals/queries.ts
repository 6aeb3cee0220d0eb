import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DailyBonusDay,
  TConsumedOffer,
  TDailyBonusDay,
  TDailyClaimResult,
  TFiveDaysBonus,
} from "../../../common/contracts/values/dailybonus.ts";
import { CONSUMED_OFFERS_DEFAULT } from "../../../common/contracts/values/dailybonus.ts";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";

/** Query keys of the daily deals; `guest` is the page's guest id (or "anonymous"): her claims differ. */
export const dailyDealsKeys = {
  all: ["dailyDeals"] as const,
  day: (day: DailyBonusDay, language: Language, guest: string) =>
    ["dailyDeals", "day", day, language, guest] as const,
  consumed: (language: Language, guest: string) => ["dailyDeals", "consumed", language, guest] as const,
  fiveDays: (guest: string) => ["dailyDeals", "fiveDays", guest] as const,
};

/** GET dailyBonus?day=: starting from the server's (anonymous) answer, read again for the guest. */
export function useDailyDay(day: DailyBonusDay, language: Language, guest: string, initial?: TDailyBonusDay) {
  return useQuery({
    queryKey: dailyDealsKeys.day(day, language, guest),
    queryFn: () => rest<TDailyBonusDay>("dailyBonus", { query: { day }, language }),
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
    staleTime: STALE.NONE,
  });
}

/** GET dailyBonus/consumed: the guest's claimed offers (spec: consumed offers, default 31). */
export function useConsumedOffers(language: Language, guest: string, enabled: boolean) {
  return useQuery({
    queryKey: dailyDealsKeys.consumed(language, guest),
    queryFn: async () =>
      (
        await rest<{ offers: TConsumedOffer[] }>("dailyBonus/consumed", {
          query: { limit: CONSUMED_OFFERS_DEFAULT },
          language,
        })
      ).offers,
    enabled,
    staleTime: STALE.NONE,
  });
}

/** POST dailyBonus/claim: a free offer, nothing charged; afterwards the days and the list are read again. */
export function useClaimOffer(language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) =>
      rest<TDailyClaimResult>("dailyBonus/claim", { method: "POST", payload: { offerId }, language }),
    onSettled: () => client.invalidateQueries({ queryKey: dailyDealsKeys.all }),
  });
}

/** GET dailyBonus/fiveDays: the guest's last five days on the way to the five-days bonus. */
export function useFiveDays(language: Language, guest: string, enabled: boolean) {
  return useQuery({
    queryKey: dailyDealsKeys.fiveDays(guest),
    queryFn: () => rest<TFiveDaysBonus>("dailyBonus/fiveDays", { language }),
    enabled,
    staleTime: STALE.NONE,
  });
}
