import type {
  SearchApi,
  SearchSort,
  TSearchActor,
  TSearchCategoryResult,
} from "../../../common/contracts/search.ts";
import { AppErrorCode } from "../../../common/errors.ts";
import type { Language } from "../../../common/languages.ts";
import type { DistanceState } from "./DistanceSort.tsx";

/** The order asked for in a results URL (?sort=distance, else rank). */
export function askedSort(url: URL): SearchSort {
  return url.searchParams.get("sort") === "distance" ? "distance" : "rank";
}

const isValidationError = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  (error as { code?: unknown }).code === AppErrorCode.VALIDATION_FAILED;

/**
 * One page of the actors tab in the order of the URL: by distance from the postal code (?zip=) or,
 * without one, from the edge's location headers of the request; a malformed or unknown postal code
 * is reported (`zipError`) and the page falls back to the headers or rank. `private` when the
 * answer depends on the request's headers (no postal code), so no shared cache may keep it.
 */
export async function actorPage(
  search: SearchApi,
  options: {
    language: Language;
    pattern: string;
    page: number;
    url: URL;
    request: Request;
    /** The rank-ordered page already at hand (the whole result's first page), if any. */
    ranked?: TSearchCategoryResult<TSearchActor> | undefined;
  },
): Promise<{ list: TSearchCategoryResult<TSearchActor>; state: DistanceState; private: boolean }> {
  const { language, pattern, page, url, request, ranked } = options;
  const asked = askedSort(url);
  if (asked === "rank" && ranked)
    return { list: ranked, state: { asked, applied: "rank", zip: "", zipError: false }, private: false };
  const zip = (url.searchParams.get("zip") ?? "").trim().slice(0, 10);
  const header = (name: string) => request.headers.get(name);
  let zipError = zip !== "" && !/^\d{5}$/.test(zip);
  const ask = (withZip: boolean) =>
    search.list(language, "actors", pattern, page, {
      sort: asked,
      zip: withZip ? zip : undefined,
      header,
    });
  let answer: Awaited<ReturnType<SearchApi["list"]>>;
  try {
    answer = await ask(asked === "distance" && zip !== "" && !zipError);
  } catch (error) {
    if (!isValidationError(error)) throw error;
    zipError = true;
    answer = await ask(false);
  }
  const list = answer.result as TSearchCategoryResult<TSearchActor>;
  const usedZip = asked === "distance" && zip !== "" && !zipError;
  return {
    list,
    state: { asked, applied: list.sort, zip: usedZip || zipError ? zip : "", zipError },
    private: asked === "distance" && !usedZip,
  };
}
