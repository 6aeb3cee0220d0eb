import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TActivityEventData, TActivityVisit } from "../../../common/contracts/activity.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";

/** Query keys of the activity events: per guest (her points are in the data) and language. */
export const activityKeys = {
  all: ["activity"] as const,
  data: (eventType: string, guestId: number | null, language: string) =>
    ["activity", "data", eventType, guestId, language] as const,
};

/**
 * GET special/getData/goldrush: the event's rules and, for a guest, her gold. `visitorData` (the
 * server-rendered rules) shows at once; a guest's own answer replaces it.
 */
export function useGoldrush(
  guestId: number | null,
  language: string,
  visitorData: TActivityEventData | null,
) {
  return useQuery({
    queryKey: activityKeys.data("goldrush", guestId, language),
    queryFn: () => rest<TActivityEventData>("special/getData/goldrush"),
    placeholderData: visitorData ?? undefined,
    staleTime: STALE.NONE,
    retry: (count, error) => count < 2 && !(error instanceof Error && /not found/i.test(error.message)),
  });
}

/** POST special/goldrush/visit: the free daily visit; the answer carries the data after it. */
export function useVisit(guestId: number, language: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => rest<TActivityVisit>("special/goldrush/visit", { method: "POST", payload: {} }),
    onSuccess: (answer) => client.setQueryData(activityKeys.data("goldrush", guestId, language), answer.data),
  });
}
