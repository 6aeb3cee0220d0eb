import { useCallback, useEffect, useState } from "react";
import type { TGiftStore } from "../../../common/contracts/messenger.ts";
import type { Language } from "../../../common/languages.ts";
import { useRealtime } from "../realtime/events.ts";
import { messengerApi } from "./api.ts";

type State = { status: "idle" | "loading" | "error" } | { status: "ready"; store: TGiftStore };

/**
 * The gift store, read the first time it is wanted (the picker opens) and again after a send, a
 * reconnect or a voucher change; the guest's own gifts follow `gifts.update` pushes live.
 */
export function useGiftStore(language: Language, wanted: boolean) {
  const [state, setState] = useState<State>({ status: "idle" });
  const load = useCallback(async () => {
    setState((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    try {
      const store = await messengerApi.gifts(language);
      setState({ status: "ready", store });
    } catch {
      setState((previous) => (previous.status === "ready" ? previous : { status: "error" }));
    }
  }, [language]);

  const loaded = state.status !== "idle";
  useEffect(() => {
    if (wanted && !loaded) void load();
  }, [wanted, loaded, load]);
  // The language changed: read the names again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on a language change
  useEffect(() => {
    if (loaded) void load();
  }, [language]);

  useRealtime(["gifts.update", "vouchers.update", "reconnected"], (message) => {
    if (message.type === "gifts.update")
      setState((previous) =>
        previous.status === "ready"
          ? { status: "ready", store: { ...previous.store, boughtGifts: message.boughtGifts } }
          : previous,
      );
    else if (loaded) void load();
  });

  return { ...state, reload: load };
}
