import { skipToken, useQuery } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import type { TGuest, TOneClickBuy } from "../../../common/contracts/accounts.ts";
import { STALE } from "../../api/query.ts";
import { accountKeys } from "./balance.ts";

const OFF: TOneClickBuy = { enabled: false, limit: 1 };

/**
 * The guest's "buy with one click" setting (issue 27): the page data's (the guest state carries
 * it), then what the account area saved (useSaveOneClickBuy sets this cache). Off for a visitor.
 * Never read on its own: the page data is its source, like the balance's. (No API here: a paying
 * page's first JavaScript does not carry the account's calls.)
 */
export function useOneClickBuy(): TOneClickBuy {
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const fromPage = root?.guest?.oneClickBuy ?? null;
  const { data } = useQuery<TOneClickBuy | null>({
    queryKey: accountKeys.oneClickBuy,
    queryFn: skipToken,
    initialData: fromPage,
    staleTime: STALE.INFINITY,
  });
  return root?.guest ? (data ?? fromPage ?? OFF) : OFF;
}
