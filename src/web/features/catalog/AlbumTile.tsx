import { Link } from "react-router";
import type { TAlbumTile } from "../../../common/contracts/catalog.ts";
import { plural, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Img, TILE_SIZES } from "../../ui/Img.tsx";
import { Price } from "../../ui/Price.tsx";

/** A photo album tile: cover, picture count, price and badges. */
export function AlbumTile({ album }: { album: TAlbumTile }) {
  const { t, language } = useI18n();
  const titleLang = textLang(album.titleLanguage, language);
  return (
    <article className="video-tile">
      <Link to={album.url} className="video-tile-media" prefetch="intent">
        <Img image={album.cover} alt={album.title} altLang={titleLang} ratio="4x3" sizes={TILE_SIZES} />
        <span className="tile-badges">
          {album.free ? <Badge tone="free">{t.video.free}</Badge> : null}
          {album.isVipContent ? <Badge tone="vip">{t.video.vip}</Badge> : null}
          {album.isPrivateShop ? <Badge>{t.album.privateShop}</Badge> : null}
        </span>
        <span className="tile-duration num">
          <Icon name="photo" /> {album.pictureCount}
        </span>
        <span className="tile-price">
          <Price
            language={language}
            price={album.price}
            basePrice={album.basePrice}
            free={album.free}
            freeLabel={t.video.free}
            pill
          />
        </span>
      </Link>
      <div className="tile-body">
        <h3 className="tile-title">
          <Link to={album.url} lang={titleLang}>
            {album.title}
          </Link>
        </h3>
        <p className="tile-meta muted">{plural(t, album.pictureCount, t.album.pictures)}</p>
      </div>
    </article>
  );
}
