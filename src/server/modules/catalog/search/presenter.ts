import type { TBlogTeaser } from "../../../../common/contracts/blog.ts";
import type { TVideo } from "../../../../common/contracts/catalog.ts";
import type { TTvEpisode, TTvSeriesTile } from "../../../../common/contracts/mediathek.ts";
import {
  SEARCH_PAGE_SIZES,
  type SearchCategory,
  type SearchSort,
  type TSearchActor,
  type TSearchCategoryResult,
} from "../../../../common/contracts/search.ts";
import type { Language } from "../../../../common/languages.ts";
import { buildPath } from "../../../../common/routes/index.ts";
import { presentActorTile } from "../presenter.ts";
import type { ActorRow } from "../rows.ts";

/** The results page of a pattern, on a category's tab (videos is the page's default tab). */
export function searchLink(language: Language, pattern: string, category: SearchCategory = "videos"): string {
  const path = buildPath(language, "searchVideos", { searchPattern: pattern });
  return category === "videos" ? path : `${path}?category=${category}`;
}

/**
 * An actor row as a search hit (content §3: name, avatar, link, online, mobileVideoCall); in an
 * answer sorted by distance also `distanceKm`, rounded to whole km (null without coordinates).
 */
export function presentSearchActor(
  row: ActorRow & { distanceKm?: number | null },
  language: Language,
  now: Date,
  withDistance = false,
): TSearchActor {
  const actor: TSearchActor = {
    ...presentActorTile(row, language, now),
    mobileVideoCall: row.isOnlineMobileVideocall,
  };
  if (withDistance) actor.distanceKm = row.distanceKm == null ? null : Math.round(row.distanceKm);
  return actor;
}

/** One category of a result. */
export function presentCategory<T extends TSearchActor | TVideo | TBlogTeaser | TTvSeriesTile | TTvEpisode>(
  type: SearchCategory,
  options: { language: Language; pattern: string; items: T[]; count: number; page: number; sort: SearchSort },
): TSearchCategoryResult<T> {
  return {
    type,
    count: options.count,
    link: searchLink(options.language, options.pattern, type),
    items: options.items,
    page: options.page,
    pageSize: SEARCH_PAGE_SIZES[type],
    sort: options.sort,
  };
}
