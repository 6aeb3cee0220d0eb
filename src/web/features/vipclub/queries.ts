import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TBenefitsWithUses, TVipClub } from "../../../common/contracts/vipclub.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";
import { useRealtime } from "../realtime/index.ts";

/** Query keys of the VIP club and the benefits; `version` changes when the guest's VIP or vouchers do. */
export const vipClubKeys = {
  all: ["vipclub"] as const,
  club: (guestId: number | null, version: string) => ["vipclub", "club", guestId, version] as const,
  benefits: (guestId: number, version: string) => ["vipclub", "benefits", guestId, version] as const,
};

/** GET vipclub: plans, what the club opens, and the guest's membership. */
export function useVipClub(guestId: number | null, version: string) {
  return useQuery({
    queryKey: vipClubKeys.club(guestId, version),
    queryFn: () => rest<TVipClub>("vipclub"),
    staleTime: STALE.NONE,
  });
}

/** GET guest/benefits: vouchers and counts with where each is used. */
export function useBenefits(guestId: number, version: string) {
  return useQuery({
    queryKey: vipClubKeys.benefits(guestId, version),
    queryFn: () => rest<TBenefitsWithUses>("guest/benefits"),
    staleTime: STALE.NONE,
  });
}

/** Reads the club and the benefits again when the socket says VIP, vouchers or gifts changed. */
export function useClubPushes() {
  const client = useQueryClient();
  useRealtime(["vip.update", "vouchers.update", "gifts.update", "bonus.redeemed", "reconnected"], () => {
    void client.invalidateQueries({ queryKey: vipClubKeys.all });
  });
}

/** POST subscription/cancel for the VIP plan (it runs to the end of the paid period). */
export function useCancelVip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      rest<{ success: boolean; currentPeriodEnd: string }>("subscription/cancel", {
        method: "POST",
        payload: { plan: "vip" },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: vipClubKeys.all }),
  });
}
