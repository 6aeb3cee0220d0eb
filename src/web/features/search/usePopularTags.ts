import { useQuery } from "@tanstack/react-query";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { useContentClient } from "../catalog/index.ts";
import { searchKeys } from "./searchApi.ts";

export interface PopularTag {
  groupKey: string;
  name: string;
  videoCount: number;
  url: string;
}

const QUERY = "query ($first: Int) { popularTags(first: $first) { groupKey name videoCount url } }";
/** Tags offered in the empty search overlay. */
const POPULAR_TAGS = 8;

/**
 * The most popular tags (content service `popularTags`), offered before anything is typed; read
 * once per language for the page's life (the list changes slowly); a failure is not kept, the next
 * overlay asks again. An empty list while loading or when the service cannot answer.
 */
export function usePopularTags(language: Language): PopularTag[] {
  const client = useContentClient();
  const { data } = useQuery({
    queryKey: searchKeys.popularTags(language),
    queryFn: async () =>
      (await client.query<{ popularTags: PopularTag[] }>(QUERY, { first: POPULAR_TAGS }, language))
        .popularTags,
    staleTime: STALE.INFINITY,
  });
  return data ?? NO_TAGS;
}

const NO_TAGS: PopularTag[] = [];
