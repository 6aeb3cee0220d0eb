import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useRealtime } from "../realtime/index.ts";
import { camsKeys } from "./api.ts";

/** How long the server shares the list of online performers at most (storefront/cachedCatalog.ts, CAMS_TTL_MS). */
export const CAMS_LIST_SHARED_MS = 2_000;

/**
 * Keeps a page's list of online performers (/cams/, /free-chat/) following the socket: performers
 * coming and going, free shows starting and stopping, and every (re)subscription read the list
 * again, once per burst (after 500 ms). The server shares the list for up to CAMS_LIST_SHARED_MS,
 * so a read soon after the change may still give the list from before it: it is read once more
 * when that has surely expired.
 */
export function useCamsFollowSocket(): void {
  const client = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  const again = useRef<number | undefined>(undefined);
  useRealtime(["actor.online", "actor.offline", "freeshow.start", "freeshow.stop", "reconnected"], () => {
    const read = () => void client.invalidateQueries({ queryKey: camsKeys.all });
    window.clearTimeout(timer.current);
    window.clearTimeout(again.current);
    timer.current = window.setTimeout(read, 500);
    again.current = window.setTimeout(read, CAMS_LIST_SHARED_MS + 500);
  });
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(again.current);
    },
    [],
  );
}
