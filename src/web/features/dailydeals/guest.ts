import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";

/** The page's guest (root loader): her id keys the answers that carry her claims. */
export function useDealsGuest() {
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  return { guest, key: guest ? String(guest.id) : "anonymous" };
}
