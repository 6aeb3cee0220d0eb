import { useQuery } from "@tanstack/react-query";
import type { TVideoTile } from "../../../common/contracts/catalog.ts";
import type { TVideoPicture } from "../../../common/contracts/videoPictures.ts";
import { formatDuration } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { videoPicturesQuery } from "./videoPictures.ts";

/**
 * A scrollable strip of the video's preview thumbnails on its details page, read after hydration
 * (the page is shared by everyone) into a box of fixed height, so nothing shifts; images load lazily.
 */
export function VideoThumbStrip({ video }: { video: TVideoTile }) {
  const { t } = useI18n();
  const query = useQuery({ ...videoPicturesQuery(video.id), enabled: video.previewThumbnails > 0 });
  const pictures: TVideoPicture[] | null = query.data?.pictures ?? (query.isError ? [] : null);
  if (video.previewThumbnails === 0 || pictures?.length === 0) return null;
  return (
    <section className="thumb-strip-section" aria-labelledby={`thumbs-${video.id}`}>
      <h3 id={`thumbs-${video.id}`} className="thumb-strip-title">
        {t.videoThumbs.title}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <ol className="thumb-strip" tabIndex={0} aria-busy={pictures === null} data-testid="thumb-strip">
        {(pictures ?? []).map((picture) => {
          const time = formatDuration(picture.atSec);
          return (
            <li key={picture.position}>
              <img
                src={picture.url}
                alt={fill(t.videoThumbs.frameAt, { time })}
                width={320}
                height={180}
                loading="lazy"
                decoding="async"
              />
              <span className="thumb-strip-time num" aria-hidden="true">
                {time}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
