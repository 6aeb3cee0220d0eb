import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { berlinDate } from "../../../common/berlinTime.ts";
import type { TCollectEggResult, TEasterData, TEasterEggAnswer } from "../../../common/contracts/easter.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";

/** Query keys of the easter event: per guest and language (the egg: per page too). */
export const easterKeys = {
  all: ["easter"] as const,
  data: (guestId: number | null, language: string) => ["easter", "data", guestId, language] as const,
  egg: (guestId: number, page: string) => ["easter", "egg", guestId, page] as const,
};

/** GET special/getData/easter: the event, the guest's eggs and the ladder (the server's visitor view first). */
export function useEasterData(guestId: number | null, language: string, initial: TEasterData | null) {
  return useQuery({
    queryKey: easterKeys.data(guestId, language),
    queryFn: () => rest<TEasterData>("special/getData/easter", { query: { qmdate: berlinDate(new Date()) } }),
    // The server rendered the visitor's view; a guest's own eggs are read at once.
    ...(guestId === null && initial ? { initialData: initial } : {}),
    staleTime: STALE.NONE,
  });
}

/** GET special/easter/egg: the egg hiding on this page today for the guest, if any. */
export function useEggOfPage(guestId: number, page: string | null) {
  return useQuery({
    queryKey: easterKeys.egg(guestId, page ?? ""),
    queryFn: () => rest<TEasterEggAnswer>("special/easter/egg", { query: { page } }),
    enabled: page !== null,
    staleTime: STALE.SECONDS_30,
  });
}

/** POST special/easter/collectEgg: collects the egg; the page's egg and the event's data are read again. */
export function useCollectEgg(guestId: number, page: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (verificationToken: string) =>
      rest<TCollectEggResult>("special/easter/collectEgg", {
        method: "POST",
        payload: { verificationToken, qmdate: berlinDate(new Date()) },
      }),
    onSettled: () => {
      client.setQueryData<TEasterEggAnswer>(easterKeys.egg(guestId, page), { egg: null });
      void client.invalidateQueries({ queryKey: ["easter", "data"] });
    },
  });
}
