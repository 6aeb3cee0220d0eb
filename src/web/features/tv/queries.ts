import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TTvProgram, TTvStream, TvChannel } from "../../../common/contracts/values/tv.ts";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";
import { useRealtime } from "../realtime/index.ts";

/**
 * Query keys of TV; `access` is the guest's TV access as the page knows it (login, subscription,
 * age check): when it changes (a socket push re-reads the page's guest), both are read again.
 */
export const tvKeys = {
  all: ["tv"] as const,
  program: (channel: TvChannel, language: Language, access: string) =>
    ["tv", "program", channel, language, access] as const,
  stream: (channel: TvChannel, access: string) => ["tv", "stream", channel, access] as const,
  onAir: (channel: TvChannel, language: Language) => ["tv", "onAir", channel, language] as const,
};

/** Programme entries the page shows (spec: program info default 10). */
const PROGRAM_INFO = 10;

/** GET tv/program/{type}: read again when the airing on now ends, starting from the server's answer. */
export function useTvProgram(channel: TvChannel, language: Language, access: string, initial: TTvProgram) {
  return useQuery({
    queryKey: tvKeys.program(channel, language, access),
    queryFn: () => rest<TTvProgram>(`tv/program/${channel}`, { query: { info: PROGRAM_INFO }, language }),
    initialData: initial,
    initialDataUpdatedAt: 0,
    staleTime: STALE.NONE,
    refetchInterval: (query) => {
      const ends = query.state.data?.now?.endsAt;
      return ends ? Math.max(1000, new Date(ends).getTime() - Date.now() + 500) : 60_000;
    },
  });
}

/** GET tv/stream/{type}: the signed URL, asked again at half its life (the player follows it). */
export function useTvStream(channel: TvChannel, access: string, enabled: boolean) {
  return useQuery({
    queryKey: tvKeys.stream(channel, access),
    queryFn: () => rest<TTvStream>(`tv/stream/${channel}`),
    enabled,
    staleTime: STALE.NONE,
    refetchInterval: (query) => (query.state.data ? (query.state.data.lifetimeSeconds * 1000) / 2 : false),
    refetchIntervalInBackground: true,
  });
}

/** Reads TV again when the socket says the guest's TV, VIP or age check changed. */
export function useTvPushes() {
  const client = useQueryClient();
  useRealtime(["tv.update", "vip.update", "avs.set", "reconnected"], () => {
    void client.invalidateQueries({ queryKey: tvKeys.all });
  });
}
