import { Link } from "react-router";
import type { TVideoTile } from "../../../common/contracts/catalog.ts";
import { formatNumber } from "../../../common/money.ts";
import { formatDuration } from "../../i18n/format.ts";
import { plural, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Img, TILE_SIZES } from "../../ui/Img.tsx";
import { Price } from "../../ui/Price.tsx";
import { useTileLinkState } from "./gridOrigin.tsx";
import { useTilePreview } from "./useTilePreview.ts";
import { spriteFrame } from "./videoPictures.ts";
import "./thumbs.css";

/** A 16:9 video tile: preview, duration, price pill (struck base price on sale), badges, model and likes. */
export function VideoTile({ video, priority }: { video: TVideoTile; priority?: boolean }) {
  const { t, language } = useI18n();
  const preview = useTilePreview(video.id, video.previewVideoUrl, video.previewThumbnails);
  const linkState = useTileLinkState();
  const frame = preview.sprite && preview.x !== null ? spriteFrame(preview.sprite, preview.x) : null;
  const titleLang = textLang(video.titleLanguage, language);
  return (
    <article className="video-tile">
      <Link
        to={video.url}
        state={linkState}
        className="video-tile-media"
        prefetch="intent"
        onPointerEnter={preview.onPointerEnter}
        onPointerMove={preview.onPointerMove}
        onPointerLeave={preview.onPointerLeave}
      >
        <Img
          image={video.preview}
          alt={video.title}
          altLang={titleLang}
          ratio="16x9"
          sizes={TILE_SIZES}
          priority={priority ?? false}
        />
        {frame && preview.x !== null ? (
          <span className="tile-scrub" aria-hidden="true">
            <span
              className="tile-scrub-frame"
              style={frame.style}
              data-position={frame.position}
              data-testid="tile-scrub"
            />
            <span className="tile-scrub-bar" style={{ width: `${preview.x * 100}%` }} />
          </span>
        ) : null}
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
            language={language}
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
          <Link to={video.url} state={linkState} lang={titleLang}>
            {video.title}
          </Link>
        </h3>
        <p className="tile-meta">
          <Link to={video.model.url} className="tile-model">
            {video.model.name}
          </Link>
          <span
            className="tile-likes num"
            title={plural(t, video.rating.likes, t.video.likes, {
              count: formatNumber(video.rating.likes, language),
            })}
          >
            <Icon name="heart" /> {formatNumber(video.rating.likes, language)}
          </span>
        </p>
      </div>
    </article>
  );
}
