import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { TGiftStore } from "../../../common/contracts/messenger.ts";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { messengerApi } from "./api.ts";
import { messengerKeys } from "./queries.ts";

type State = { status: "idle" | "loading" | "error" } | { status: "ready"; store: TGiftStore };

/**
 * The gift store, read the first time it is wanted (the picker opens) and again after a send, a
 * reconnect or a voucher change (the socket bridge); the guest's own gifts follow `gifts.update`
 * pushes live.
 */
export function useGiftStore(language: Language, wanted: boolean) {
  const [asked, setAsked] = useState(wanted);
  if (wanted && !asked) setAsked(true);
  const query = useQuery({
    queryKey: messengerKeys.gifts(language),
    queryFn: () => messengerApi.gifts(language),
    enabled: asked,
    staleTime: STALE.INFINITY,
  });
  const state: State = query.data
    ? { status: "ready", store: query.data }
    : !asked
      ? { status: "idle" }
      : query.isError && !query.isFetching
        ? { status: "error" }
        : { status: "loading" };
  return { ...state, reload: () => query.refetch() };
}
