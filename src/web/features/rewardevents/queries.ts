import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { berlinDate } from "../../../common/berlinTime.ts";
import type {
  TEventReward,
  TGameConfig,
  TRunningEvent,
  TRunningEvents,
} from "../../../common/contracts/games.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";

/** Query keys of the reward events: the running events per language, an event's game per guest. */
export const rewardEventKeys = {
  all: ["rewardEvents"] as const,
  list: (language: string) => ["rewardEvents", "list", language] as const,
  config: (configId: number, guestId: number | null, language: string) =>
    ["rewardEvents", "config", configId, guestId, language] as const,
  history: (eventId: number, guestId: number) => ["rewardEvents", "history", eventId, guestId] as const,
};

/** GET special/get/events: the reward events running now. */
export function useRunningEvents(language: string) {
  return useQuery({
    queryKey: rewardEventKeys.list(language),
    queryFn: () => rest<TRunningEvents>("special/get/events"),
    staleTime: STALE.SECONDS_30,
  });
}

/** GET games/{configId}: the event's game with its published odds (and the guest's info). */
export function useEventConfig(configId: number | null, guestId: number | null, language: string) {
  return useQuery({
    queryKey: rewardEventKeys.config(configId ?? 0, guestId, language),
    queryFn: () => rest<TGameConfig>(`games/${configId}`),
    enabled: configId !== null,
    staleTime: STALE.NONE,
  });
}

/**
 * GET special/{eventType}/getReward/{eventId}?qmdate=: a try (a reward claim, nothing is paid) for
 * the Berlin day of now. Its answer (reward history, credits) is kept for the page; the odds are
 * read again afterwards.
 */
export function useGetReward(event: TRunningEvent, guestId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      rest<TEventReward>(`special/${event.eventType}/getReward/${event.eventId}`, {
        query: { qmdate: berlinDate(new Date()) },
      }),
    onSuccess: (answer) =>
      client.setQueryData(rewardEventKeys.history(event.eventId, guestId), answer.guestData),
  });
}

/** The guest data of the last try at an event (null before the first try of this visit). */
export function useLastGuestData(eventId: number, guestId: number) {
  return useQuery<TEventReward["guestData"] | null>({
    queryKey: rewardEventKeys.history(eventId, guestId),
    queryFn: () => null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Reads the events' games again (odds and credits after a try). */
export function useRefreshEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["rewardEvents", "config"] });
}
