import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { TVideo } from "../../../common/contracts/catalog.ts";
import { formatNumber } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Img, TILE_SIZES } from "../../ui/Img.tsx";
import { Price } from "../../ui/Price.tsx";
import { formatDuration } from "./format.ts";

/** A 16:9 video tile: preview, duration, price pill (struck base price on sale), badges, model and likes. */
export function VideoTile({ video, priority }: { video: TVideo; priority?: boolean }) {
  const { t } = useI18n();
  const preview = useHoverPreview(video.previewVideoUrl);
  return (
    <article className="video-tile">
      <Link
        to={video.url}
        className="video-tile-media"
        prefetch="intent"
        onPointerEnter={preview.start}
        onPointerLeave={preview.stop}
      >
        <Img
          image={video.preview}
          alt={video.title}
          ratio="16x9"
          sizes={TILE_SIZES}
          priority={priority ?? false}
        />
        {preview.playing && video.previewVideoUrl ? (
          <video
            className="tile-preview"
            src={video.previewVideoUrl}
            muted
            loop
            autoPlay
            playsInline
            aria-hidden="true"
            tabIndex={-1}
            data-testid="tile-preview"
          />
        ) : null}
        <span className="tile-badges">
          {video.free ? <Badge tone="free">{t.video.free}</Badge> : null}
          {video.new ? <Badge tone="new">{t.video.new}</Badge> : null}
          {video.vip ? <Badge tone="vip">{t.video.vip}</Badge> : null}
          {video.onSale ? <Badge tone="sale">{t.video.onSale}</Badge> : null}
          {video.classic ? <Badge tone="classic">{t.video.classic}</Badge> : null}
        </span>
        <span className="tile-duration num">
          <span className="visually-hidden">{t.video.duration} </span>
          {formatDuration(video.duration)}
        </span>
        <span className="tile-price">
          <Price
            price={video.price}
            basePrice={video.basePrice}
            free={video.free}
            freeLabel={t.video.free}
            pill
          />
        </span>
        <span className="tile-play" aria-hidden="true">
          <Icon name="play" />
        </span>
      </Link>
      <div className="tile-body">
        <h3 className="tile-title">
          <Link to={video.url}>{video.title}</Link>
        </h3>
        <p className="tile-meta">
          <Link to={video.model.url} className="tile-model">
            {video.model.name}
          </Link>
          <span
            className="tile-likes num"
            title={fill(t.video.likes, { count: formatNumber(video.rating.likes) })}
          >
            <Icon name="heart" /> {formatNumber(video.rating.likes)}
          </span>
        </p>
      </div>
    </article>
  );
}

/** Hovering with a mouse for a moment plays the free preview clip, muted (not with reduced motion). */
const HOVER_DELAY_MS = 350;

function useHoverPreview(url: string | null) {
  const [playing, setPlaying] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    playing,
    start(event: { pointerType: string }) {
      if (!url || event.pointerType !== "mouse") return;
      if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setPlaying(true), HOVER_DELAY_MS);
    },
    stop() {
      window.clearTimeout(timer.current);
      setPlaying(false);
    },
  };
}
