import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TGuest, TGuestState } from "../../../common/contracts/accounts.ts";
import { NEWSLETTER_BITS } from "../../../common/contracts/values/accounts.ts";
import type { Language } from "../../../common/languages.ts";
import { DEFAULT_QUIET_HOURS } from "../../../common/quietHours.ts";
import { STALE } from "../../api/query.ts";
import { accountApi } from "./api.ts";
import { accountKeys } from "./balance.ts";

/** The guest state of the account home, read whenever the page is shown. */
export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: accountApi.profile, staleTime: STALE.NONE });
}

/** The payment state (deposit limit), read whenever the page is shown. */
export function usePaymentState() {
  return useQuery({
    queryKey: accountKeys.paymentState,
    queryFn: accountApi.paymentState,
    staleTime: STALE.NONE,
  });
}

/** Puts an updated guest into the profile cache, keeping the vouchers and quiet hours it had. */
function useSetProfile() {
  const client = useQueryClient();
  return (guest: TGuest) =>
    client.setQueryData<TGuestState>(accountKeys.profile, (old) => ({
      vouchers: old?.vouchers ?? [],
      quietHours: old?.quietHours ?? DEFAULT_QUIET_HOURS,
      ...guest,
    }));
}

/** Saves name and language. */
export function useSaveProfile() {
  const setProfile = useSetProfile();
  return useMutation({
    mutationFn: (input: { name: string; language: Language }) => accountApi.updateProfile(input),
    onSuccess: setProfile,
  });
}

/** Saves the notification switches and the newsletters (one call per newsletter that changed). */
export function useSaveSettings() {
  const setProfile = useSetProfile();
  return useMutation({
    mutationFn: async (input: {
      guest: TGuest;
      notifications: Record<string, boolean>;
      newsletters: number[];
    }) => {
      const updated = await accountApi.updateProfile({ notificationsSettings: input.notifications });
      let bits = input.guest.newsletterBits;
      for (const bit of NEWSLETTER_BITS) {
        const wanted = input.newsletters.includes(bit);
        if (wanted === ((bits & bit) !== 0)) continue;
        if (wanted) await accountApi.subscribeNewsletter(bit, input.guest);
        else await accountApi.unsubscribeNewsletter(bit);
        bits = wanted ? bits | bit : bits & ~bit;
      }
      return { ...updated, newsletterBits: bits };
    },
    onSuccess: setProfile,
  });
}

/** Saves the quiet hours; the profile's copy follows. */
export function useSaveQuietHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: accountApi.setQuietHours,
    onSuccess: ({ enabled, from, to, timeZone }) =>
      client.setQueryData<TGuestState>(accountKeys.profile, (old) =>
        old ? { ...old, quietHours: { enabled, from, to, timeZone } } : old,
      ),
  });
}

/** Sends the confirmation link again. */
export function useResendVerification() {
  return useMutation({ mutationFn: accountApi.resendVerification });
}

/** Redeems a bonus code; the navbar balance and the profile (VIP, vouchers) follow. */
export function useRedeemBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: accountApi.redeemBonus,
    onSuccess: (redeemed) => {
      client.setQueryData(accountKeys.balance, redeemed.guestBalance);
      void client.invalidateQueries({ queryKey: accountKeys.profile });
    },
  });
}

/** Sets the monthly deposit limit (euros, or null for none). */
export function useSetLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: accountApi.setLimit,
    onSuccess: (state) => client.setQueryData(accountKeys.paymentState, state),
  });
}

const SPEND_LIMITS_KEY = ["account", "spendLimits"] as const;

/** The spend limits with what was spent per period, read whenever the page is shown. */
export function useSpendLimits() {
  return useQuery({ queryKey: SPEND_LIMITS_KEY, queryFn: accountApi.spendLimits, staleTime: STALE.NONE });
}

/** Changes spend limits (lower at once, higher after the cooling-off); the answer is the new state. */
export function useSetSpendLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: accountApi.setSpendLimits,
    onSuccess: (state) => client.setQueryData(SPEND_LIMITS_KEY, state),
  });
}

/** Downloads everything stored about the guest as a JSON file. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await accountApi.exportData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `velvet-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}

/** Deletes the account (the password confirms it); the caller leaves the page. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: accountApi.deleteAccount });
}

/**
 * Saves "buy with one click" and its limit; every paying screen of the page follows at once, and
 * the account home's guest state too.
 */
export function useSaveOneClickBuy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: accountApi.setOneClickBuy,
    onSuccess: (setting) => {
      client.setQueryData(accountKeys.oneClickBuy, setting);
      client.setQueryData<TGuestState>(accountKeys.profile, (old) =>
        old ? { ...old, oneClickBuy: setting } : old,
      );
    },
  });
}
