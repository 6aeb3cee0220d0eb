import { useEffect, useState } from "react";
import type { Language } from "../../../common/languages.ts";
import { useContentClient } from "../catalog/useContentClient.ts";

export interface PopularTag {
  groupKey: string;
  name: string;
  videoCount: number;
  url: string;
}

const QUERY = "query ($first: Int) { popularTags(first: $first) { groupKey name videoCount url } }";
/** Tags offered in the empty search overlay. */
const POPULAR_TAGS = 8;

/** One answer per language for the page's life: the list changes slowly. */
const known = new Map<Language, Promise<PopularTag[]>>();

/**
 * The most popular tags (content service `popularTags`), offered before anything is typed; an
 * empty list while loading or when the service cannot answer.
 */
export function usePopularTags(language: Language): PopularTag[] {
  const client = useContentClient();
  const [tags, setTags] = useState<PopularTag[]>([]);
  useEffect(() => {
    let current = true;
    let request = known.get(language);
    if (!request) {
      request = client
        .query<{ popularTags: PopularTag[] }>(QUERY, { first: POPULAR_TAGS }, language)
        .then((data) => data.popularTags);
      // A failure is not kept: the next overlay asks again.
      request.catch(() => known.delete(language));
      known.set(language, request);
    }
    request.then((list) => current && setTags(list)).catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, language]);
  return tags;
}
