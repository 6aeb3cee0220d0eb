import { useMutation, useQuery } from "@tanstack/react-query";
import type { TNewsletterUnsubscribe } from "../../../common/contracts/accounts.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";

/** GET newsletter/unsubscribe?token=: what an unsubscribe link is about. */
export function useLinkState(token: string | null) {
  return useQuery({
    queryKey: ["newsletter", "link", token],
    queryFn: () => rest<TNewsletterUnsubscribe>("newsletter/unsubscribe", { query: { token: token ?? "" } }),
    enabled: token !== null,
    staleTime: STALE.NONE,
    retry: false,
  });
}

/** POST newsletter/unsubscribe {token}: unsubscribes the link's newsletters (no login). */
export function useUnsubscribeByLink() {
  return useMutation({
    mutationFn: (token: string) =>
      rest<TNewsletterUnsubscribe & { success: true }>("newsletter/unsubscribe", {
        method: "POST",
        payload: { token },
      }),
  });
}

/** POST guest/newsletter/subscribe or unsubscribe: the guest's own newsletter of one type. */
export function useSetNewsletter() {
  return useMutation({
    mutationFn: (input: { typeId: number; on: boolean; guestId: number; email: string }) =>
      input.on
        ? rest("guest/newsletter/subscribe", {
            method: "POST",
            payload: { typeId: input.typeId, userId: input.guestId, emailAddress: input.email },
          })
        : rest("guest/newsletter/unsubscribe", { method: "POST", payload: { typeId: input.typeId } }),
  });
}
