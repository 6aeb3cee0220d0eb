import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TGameAttempt, TGameConfig, TGameList } from "../../../common/contracts/games.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";

/** Query keys of the games: per guest (her guestInfo is in the config) and language. */
export const gameKeys = {
  all: ["games"] as const,
  list: (language: string) => ["games", "list", language] as const,
  config: (configId: number, guestId: number | null, language: string) =>
    ["games", "config", configId, guestId, language] as const,
};

/** GET games: the games running now. */
export function useGames(language: string) {
  return useQuery({
    queryKey: gameKeys.list(language),
    queryFn: () => rest<TGameList>("games"),
    staleTime: STALE.SECONDS_30,
  });
}

/** GET games/{configId}: the config with its published odds and the guest's info. */
export function useGameConfig(configId: number | null, guestId: number | null, language: string) {
  return useQuery({
    queryKey: gameKeys.config(configId ?? 0, guestId, language),
    queryFn: () => rest<TGameConfig>(`games/${configId}`),
    enabled: configId !== null,
    staleTime: STALE.NONE,
  });
}

/**
 * POST games/{configId}/attempt: an attempt (a reward claim, not a charge: nothing is paid). The
 * config is read again afterwards (odds left, attempts left, prizes).
 */
export function useAttempt(configId: number, guestId: number, language: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => rest<TGameAttempt>(`games/${configId}/attempt`, { method: "POST", payload: {} }),
    onSuccess: (answer) =>
      client.setQueryData<TGameConfig>(gameKeys.config(configId, guestId, language), (config) =>
        config ? { ...config, guestInfo: answer.guestInfo } : config,
      ),
  });
}

/** Reads a game's config again (its odds after a draw). */
export function useRefreshGame() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: gameKeys.all });
}
