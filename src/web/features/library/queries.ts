import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TLibraryItem,
  TLibraryMediaType,
  TLibraryPage,
  TLibraryTab,
} from "../../../common/contracts/library.ts";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { libraryApi } from "./api.ts";

/** Query keys of the media library. */
export const libraryKeys = {
  all: ["library"] as const,
  /** One tab of one media type, as far as it was paged in. */
  page: (tab: TLibraryTab, mediaType: TLibraryMediaType, language: Language) =>
    ["library", tab, mediaType, language] as const,
};

export type LibraryLoad =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; page: TLibraryPage };

/** The page after an item moved to the archive or back: out of this tab, the tab counts moved. */
export function withMoved(
  page: TLibraryPage,
  item: TLibraryItem,
  tab: TLibraryTab,
  archived: boolean,
): TLibraryPage {
  const moved = (n: number, tabName: TLibraryTab) =>
    tabName === (archived ? "archive" : "shop") ? n + 1 : tabName === tab ? n - 1 : n;
  return {
    ...page,
    items: page.items.filter((i) => !(i.objectType === item.objectType && i.id === item.id)),
    total: page.total - 1,
    counts: {
      shop: moved(page.counts.shop, "shop"),
      pinned: page.counts.pinned,
      archive: moved(page.counts.archive, "archive"),
    },
  };
}

/**
 * One library tab in the query cache, read whenever it is shown; more items paged in on demand,
 * moves to the archive and back applied when the server took them. The calls throw ApiError.
 */
export function useLibraryPage(tab: TLibraryTab, mediaType: TLibraryMediaType, language: Language) {
  const client = useQueryClient();
  const key = libraryKeys.page(tab, mediaType, language);
  const query = useQuery({
    queryKey: key,
    queryFn: () => libraryApi.items(tab, mediaType, 0, language),
    staleTime: STALE.NONE,
  });
  const load: LibraryLoad = query.data
    ? { status: "ready", page: query.data }
    : query.isError && !query.isFetching
      ? { status: "error" }
      : { status: "loading" };
  return {
    load,
    read: () => query.refetch(),
    async loadMore(page: TLibraryPage): Promise<void> {
      const next = await libraryApi.items(tab, mediaType, page.items.length, language);
      client.setQueryData<TLibraryPage>(key, { ...next, items: [...page.items, ...next.items] });
    },
    async move(item: TLibraryItem, archived: boolean): Promise<void> {
      if (item.objectType === "picture") return;
      await libraryApi.setArchived({ objectType: item.objectType, objectId: item.id }, archived);
      client.setQueryData<TLibraryPage>(key, (page) => (page ? withMoved(page, item, tab, archived) : page));
    },
  };
}
