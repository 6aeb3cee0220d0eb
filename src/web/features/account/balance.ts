import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { STALE } from "../../api/query.ts";

/** Query keys of the guest's account. */
export const accountKeys = {
  all: ["account"] as const,
  /** The coin balance (VXC). */
  balance: ["account", "balance"] as const,
  /** The guest state of the account home (guest/profile/get). */
  profile: ["account", "profile"] as const,
  /** The payment state (deposit limit) of the account home. */
  paymentState: ["account", "paymentState"] as const,
  /** "Buy with one click" and its limit (guest/oneClickBuy). */
  oneClickBuy: ["account", "oneClickBuy"] as const,
};

/**
 * The logged-in guest's coin balance: the page data's value (server-rendered), then each
 * `balance.update` push (the socket bridge sets it) and each page data reload (after a charge the
 * page data is read again). Never read on its own: the page data is its source.
 */
export function useBalance(fromPage: number): number {
  const client = useQueryClient();
  useEffect(() => {
    client.setQueryData(accountKeys.balance, fromPage);
  }, [client, fromPage]);
  const { data } = useQuery({
    queryKey: accountKeys.balance,
    queryFn: skipToken,
    initialData: fromPage,
    staleTime: STALE.INFINITY,
  });
  return data ?? fromPage;
}

/**
 * The balance as the page knows it now (the navbar's useBalance keeps it: page data, pushes), for a
 * screen that shows it but must not set it; `fromPage` until the cache has one, null without.
 */
export function useKnownBalance(fromPage: number | null): number | null {
  const { data } = useQuery<number>({
    queryKey: accountKeys.balance,
    queryFn: skipToken,
    staleTime: STALE.INFINITY,
  });
  return data ?? fromPage;
}
