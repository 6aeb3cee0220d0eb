import { type QueryKey, useQuery } from "@tanstack/react-query";
import { type ReactNode, useRef } from "react";
import type { TVideo, TVideoGridPayload, TVideoTile } from "../../../common/contracts/catalog.ts";
import { toVideoTile } from "../../../common/videoTile.ts";
import { rest } from "../../api/rest.ts";
import { useI18n } from "../../i18n/index.ts";
import { catalogKeys, fetchVideoGrid, useNearViewport, VideoGrid, VideoTile } from "../catalog/index.ts";
import { actorKeys } from "./queries.ts";
import { ShowcaseRow } from "./Showcase.tsx";

/** How many of the actor's newest videos the overview shows. */
export const LATEST_VIDEOS = 10;

/**
 * Video tiles read when the guest scrolls towards them (issue 13: a page's HTML and loader data
 * carry only what its first screen shows). Until then `count` placeholders hold the space, so
 * nothing below jumps; a failed read says so.
 */
function LazyVideos({
  count,
  queryKey,
  load,
  children,
}: {
  count: number;
  queryKey: QueryKey;
  load: (signal: AbortSignal) => Promise<TVideo[]>;
  children: (videos: TVideoTile[]) => ReactNode;
}) {
  const { t } = useI18n();
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), enabled: near });
  if (query.data) return children(query.data.map(toVideoTile));
  return (
    <div ref={anchor} aria-busy="true">
      {query.isError ? (
        <p className="grid-more-error" role="alert">
          {t.home.moreError}
        </p>
      ) : (
        <ul className="tile-grid" aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="tile-placeholder" />
          ))}
        </ul>
      )}
      <span className="visually-hidden" role="status">
        {t.home.loadingMore}
      </span>
    </div>
  );
}

/** The overview's newest videos (at most LATEST_VIDEOS of the actor's `count`). */
export function LatestVideos({ actorId, count }: { actorId: number; count: number }) {
  const { language } = useI18n();
  const payload: TVideoGridPayload = {
    filter: { modelIds: [actorId] },
    order: "newest",
    limit: LATEST_VIDEOS,
    offset: 0,
  };
  return (
    <LazyVideos
      count={Math.min(count, LATEST_VIDEOS)}
      queryKey={catalogKeys.videoGrid(payload, language)}
      load={async (signal) => (await fetchVideoGrid(payload, language, signal)).items}
    >
      {(videos) => <VideoGrid videos={videos} eager={false} />}
    </LazyVideos>
  );
}

/** The overview's top videos (gallery/getTopVideos), `count` of them, in a scrolling row. */
export function TopVideos({ actorId, count, label }: { actorId: number; count: number; label: string }) {
  const { language } = useI18n();
  return (
    <LazyVideos
      count={count}
      queryKey={actorKeys.topVideos(actorId, language)}
      load={async (signal) =>
        (await rest<{ videos: TVideo[] }>(`gallery/getTopVideos/${actorId}`, { language, signal })).videos
      }
    >
      {(videos) => (
        <ShowcaseRow label={label} testId="top-videos">
          {videos.map((video) => (
            <li key={video.id}>
              <VideoTile video={video} />
            </li>
          ))}
        </ShowcaseRow>
      )}
    </LazyVideos>
  );
}
