import { QueryClient } from "@tanstack/react-query";

/**
 * Shared stale times of the query caches (ms): how long a read answer counts as fresh before a new
 * observer reads it again. Pick the shortest that the socket does not already keep current.
 */
export const STALE = {
  /** Read again whenever a component asks. */
  NONE: 0,
  /** Lists that change now and then (catalogue pages, counts). */
  SECONDS_30: 30_000,
  /** Slow-changing reference data (gift store, settings). */
  MINUTES_5: 5 * 60_000,
  /** Kept current by the guest's own changes and socket pushes; a reconnect invalidates it. */
  INFINITY: Number.POSITIVE_INFINITY,
} as const;

/**
 * gcTime of caches that are read afresh each time they are shown (a conversation, a channel list,
 * an overlay flow's data): they go as soon as nothing shows them.
 */
export const DROP_WHEN_UNUSED = 0;

/**
 * A query client: one per request on the server, one per page in the browser (root.tsx keeps it
 * in state). One attempt per read, as the app's calls made before, and no refetch on focus: the
 * socket signals changes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE.SECONDS_30, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
