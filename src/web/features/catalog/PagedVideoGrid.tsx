import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { VIDEO_GRID_PAGE_SIZE } from "../../../common/constants.ts";
import type { TVideoFilter, TVideoTile, VideoOrder } from "../../../common/contracts/catalog.ts";
import { formatNumber } from "../../../common/money.ts";
import { fill, plural, useI18n } from "../../i18n/index.ts";
import { Pagination } from "../../ui/Pagination.tsx";
import { fetchVideoGrid, REST_ERROR } from "./api.ts";
import { type GridOrigin, GridOriginProvider } from "./gridOrigin.tsx";
import { type Loaded, readLoaded, writeLoaded } from "./gridStore.ts";
import { VideoGrid } from "./grids.tsx";
import { catalogKeys } from "./queries.ts";

/** True once the page has hydrated: a client-side render may read storage, hydration may not. */
const hydrated = () =>
  typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";

export interface PagedVideoGridProps {
  /** The page the server rendered, its number and the list's total. */
  items: TVideoTile[];
  page: number;
  total: number;
  /** What tileGrid/get needs for the next pages. */
  filter: TVideoFilter;
  order: VideoOrder;
  /** Where tiles opened from here link back to (the list's path and query, and its title). */
  origin: GridOrigin;
  /** The list's path and query for the page links (they work without JavaScript). */
  pathname: string;
  search: string;
}

/**
 * A video grid of 16 tiles a page with "show more": the next pages come from tileGrid/get and are
 * added below; they are kept for this history entry, so going back to the grid shows them again
 * at the same scroll position. The page links below stay for crawlers and for guests without
 * JavaScript. A failed read shows 'rest-error' with a retry.
 */
export function PagedVideoGrid(props: PagedVideoGridProps) {
  const { key } = useLocation();
  return <Grid key={`${key}:${props.page}:${props.order}`} locationKey={key} {...props} />;
}

function Grid(props: PagedVideoGridProps & { locationKey: string }) {
  const { items, page, total, filter, order, origin, locationKey } = props;
  const { t, language } = useI18n();
  const client = useQueryClient();
  const pages = Math.max(1, Math.ceil(total / VIDEO_GRID_PAGE_SIZE));
  const [loaded, setLoaded] = useState<Loaded>(
    () =>
      (hydrated() ? readLoaded(locationKey, page) : null) ?? { firstPage: page, lastPage: page, items: [] },
  );
  const [status, setStatus] = useState<"idle" | "loading" | typeof REST_ERROR>("idle");
  const list = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);

  // After a reload the server rendered the first page only; the added pages come back after hydration.
  useEffect(() => {
    if (loaded.items.length > 0) return;
    const stored = readLoaded(locationKey, page);
    if (stored && stored.items.length > 0) setLoaded(stored);
  }, [locationKey, page, loaded.items.length]);

  useEffect(() => {
    if (focusIndex.current === null) return;
    const link =
      list.current?.querySelectorAll<HTMLAnchorElement>("li .video-tile-media")[focusIndex.current];
    focusIndex.current = null;
    link?.focus();
  });

  const shown = items.concat(loaded.items);
  const more = loaded.lastPage < pages;

  async function showMore() {
    setStatus("loading");
    try {
      const payload = {
        filter,
        order,
        limit: VIDEO_GRID_PAGE_SIZE,
        offset: loaded.lastPage * VIDEO_GRID_PAGE_SIZE,
      };
      const next = await client.fetchQuery({
        queryKey: catalogKeys.videoGrid(payload, language),
        queryFn: () => fetchVideoGrid(payload, language),
      });
      // A video already shown (the list changed between the reads) is not shown twice.
      const seen = new Set(shown.map((video) => video.id));
      const update = {
        firstPage: loaded.firstPage,
        lastPage: loaded.lastPage + 1,
        items: loaded.items.concat(next.items.filter((video) => !seen.has(video.id))),
      };
      focusIndex.current = shown.length;
      writeLoaded(locationKey, update);
      setLoaded(update);
      setStatus("idle");
    } catch {
      setStatus(REST_ERROR);
    }
  }

  return (
    <GridOriginProvider origin={origin}>
      <div ref={list}>
        <VideoGrid videos={shown} />
      </div>
      <div className="grid-more">
        <p className="grid-more-count num" aria-live="polite">
          {plural(t, total, t.lists.shown, {
            shown: formatNumber(shown.length, language),
            total: formatNumber(total, language),
          })}
        </p>
        {status === REST_ERROR ? (
          <p className="grid-more-error" role="alert" data-error={REST_ERROR}>
            {t.lists.restError}
          </p>
        ) : null}
        {more ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void showMore()}
            disabled={status === "loading"}
            aria-busy={status === "loading"}
            data-testid="grid-show-more"
          >
            {status === REST_ERROR
              ? t.lists.retry
              : status === "loading"
                ? t.lists.loading
                : t.lists.showMore}
          </button>
        ) : null}
      </div>
      <Pagination
        page={loaded.lastPage}
        pages={pages}
        search={props.search}
        pathname={props.pathname}
        labels={{
          previous: t.lists.previous,
          next: t.lists.next,
          nav: t.lists.pagination,
          page: fill(t.lists.page, { page: loaded.lastPage, pages }),
        }}
      />
    </GridOriginProvider>
  );
}
