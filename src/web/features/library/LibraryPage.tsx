import { useEffect, useState } from "react";
import { Link } from "react-router";
import type {
  TLibraryItem,
  TLibraryMediaType,
  TLibraryPage,
  TLibraryTab,
} from "../../../common/contracts/library.ts";
import { LIBRARY_TABS } from "../../../common/contracts/values/library.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, plural, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Img, TILE_SIZES } from "../../ui/Img.tsx";
import { PinToggle } from "../favorites/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useLibraryPage } from "./queries.ts";

/** Where a tab of a media type lives: the videos or photos page with `?tab=`. */
export function libraryPath(language: string, mediaType: TLibraryMediaType, tab: TLibraryTab): string {
  const path = buildPath(language, mediaType === "VIDEO" ? "accountMediathek" : "accountMediathekPhotos");
  return tab === "shop" ? path : `${path}?tab=${tab}`;
}

/**
 * The media library (spec content §2): media type VIDEO or PHOTO, tabs shop (bought), pinned and
 * archive; feed, messenger and clips are listed as coming with those areas. Bought items play on
 * their pages and move to the archive and back.
 */
export function LibraryPage({ mediaType, tab }: { mediaType: TLibraryMediaType; tab: TLibraryTab }) {
  const { t, language } = useI18n();
  const library = useLibraryPage(tab, mediaType, language);
  const { load, read } = library;
  const [more, setMore] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another tab or type starts without a notice
  useEffect(() => {
    setNotice(null);
  }, [tab, mediaType, language]);

  async function loadMore(page: TLibraryPage) {
    setMore(true);
    try {
      await library.loadMore(page);
    } catch {
      setNotice(t.library.actionError);
    } finally {
      setMore(false);
    }
  }

  async function move(item: TLibraryItem, archived: boolean) {
    if (load.status !== "ready" || item.objectType === "picture") return;
    setNotice(null);
    try {
      await library.move(item, archived);
    } catch {
      setNotice(t.library.actionError);
    }
  }

  const counts = load.status === "ready" ? load.page.counts : null;
  return (
    <>
      <header className="library-head">
        <h1>{t.library.title}</h1>
        <nav className="library-types" aria-label={t.library.mediaType}>
          {(["VIDEO", "PHOTO"] as const).map((type) => (
            <Link
              key={type}
              to={libraryPath(language, type, tab)}
              className="chip"
              aria-current={type === mediaType ? "page" : undefined}
              data-testid={`library-type-${type}`}
            >
              <Icon name={type === "VIDEO" ? "play" : "photo"} />
              {type === "VIDEO" ? t.library.videos : t.library.photos}
            </Link>
          ))}
        </nav>
      </header>
      <nav className="tabs library-tabs" aria-label={t.library.sections}>
        {LIBRARY_TABS.map((name) => (
          <Link
            key={name}
            to={libraryPath(language, mediaType, name)}
            aria-current={name === tab ? "page" : undefined}
            data-testid={`library-tab-${name}`}
          >
            {t.library.tabs[name]}
            {counts ? <span className="tab-count num">{counts[name]}</span> : null}
          </Link>
        ))}
      </nav>
      {notice ? (
        <p className="form-error library-notice" role="alert">
          {notice}
        </p>
      ) : null}
      {load.status === "loading" ? (
        <ul className="tile-grid library-grid" aria-busy="true" aria-label={t.library.loading}>
          {[0, 1, 2, 3, 4].map((n) => (
            <li key={n} className="library-skeleton" />
          ))}
        </ul>
      ) : load.status === "error" ? (
        <div className="empty" role="alert">
          <p>{t.library.error}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void read()}>
            {t.library.retry}
          </button>
        </div>
      ) : load.page.items.length === 0 ? (
        <Empty mediaType={mediaType} tab={tab} />
      ) : (
        <>
          <ul
            className={`tile-grid library-grid library-${mediaType.toLowerCase()}`}
            data-testid="library-grid"
          >
            {load.page.items.map((item) => (
              <LibraryTile
                key={`${item.objectType}:${item.id}`}
                item={item}
                onMove={(archived) => void move(item, archived)}
              />
            ))}
          </ul>
          {load.page.items.length < load.page.total ? (
            <div className="library-more">
              <button
                type="button"
                className="btn btn-secondary"
                disabled={more}
                onClick={() => void loadMore(load.page)}
              >
                {t.library.more}
              </button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}

function Empty({ mediaType, tab }: { mediaType: TLibraryMediaType; tab: TLibraryTab }) {
  const { t, language } = useI18n();
  const text =
    tab === "shop"
      ? t.library.emptyShop
      : tab === "archive"
        ? t.library.emptyArchive
        : mediaType === "VIDEO"
          ? t.library.emptyPinnedVideos
          : t.library.emptyPinned;
  const toPhotos = tab === "pinned" && mediaType === "VIDEO";
  return (
    <div className="empty" data-testid="library-empty">
      <p>{text}</p>
      <Link
        className="btn btn-primary"
        to={toPhotos ? libraryPath(language, "PHOTO", "pinned") : buildPath(language, "videos")}
      >
        {toPhotos ? t.library.showPhotos : t.library.browseVideos}
      </Link>
    </div>
  );
}

function LibraryTile({ item, onMove }: { item: TLibraryItem; onMove(archived: boolean): void }) {
  const { t, language } = useI18n();
  const isVideo = item.objectType === "video";
  const archivable = item.source !== "PINNED" && item.objectType !== "picture";
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(item.at));
  const minutes =
    item.durationSec === null
      ? null
      : `${Math.floor(item.durationSec / 60)}:${String(item.durationSec % 60).padStart(2, "0")}`;
  return (
    <li
      className="library-tile"
      data-testid="library-item"
      data-kind={item.objectType}
      data-id={item.id}
      data-source={item.source}
    >
      {/* Named by what it shows (kind, length, title): a label of its own would differ from the
          visible text, which speech input users say to follow it (WCAG 2.5.3). */}
      <Link to={item.url} className="library-link">
        <div className="library-media">
          <Img image={item.image} alt="" ratio={isVideo ? "16x9" : "3x4"} sizes={TILE_SIZES} />
          {item.locked ? (
            <span className="picture-lock">
              <Icon name="lock" label={t.library.locked} />
            </span>
          ) : isVideo ? (
            <span className="library-play" aria-hidden="true">
              <Icon name="play" />
            </span>
          ) : null}
          <span className="tile-badges">
            <Badge>{t.library.kinds[item.objectType]}</Badge>
          </span>
          {minutes ? <span className="library-duration num">{minutes}</span> : null}
        </div>
        <span className="library-title" lang={textLang(item.titleLanguage, language)}>
          {item.title}
        </span>
      </Link>
      {item.source === "PINNED" && item.objectType !== "video" ? (
        <PinToggle
          objectType={item.objectType}
          objectId={item.id}
          name={item.objectType === "album" ? fill(t.pins.album, { title: item.title }) : item.title}
          variant="tile"
        />
      ) : null}
      <p className="library-meta muted">
        <span>{item.actor.name}</span>
        {item.pictureCount !== null ? (
          <span className="num">{plural(t, item.pictureCount, t.library.pictures)}</span>
        ) : null}
      </p>
      <p className="library-meta muted">
        <time dateTime={item.at}>{date}</time>
        <span>{t.library.origin[item.origin]}</span>
      </p>
      {archivable ? (
        <button
          type="button"
          className="btn btn-secondary btn-small library-move"
          data-testid={item.source === "ARCHIVED" ? "library-restore" : "library-archive"}
          onClick={() => onMove(item.source !== "ARCHIVED")}
        >
          {item.source === "ARCHIVED" ? t.library.restore : t.library.archive}
          {/* Its name starts with the word it shows, then which item it moves. */}
          <span className="visually-hidden">: {item.title}</span>
        </button>
      ) : null}
    </li>
  );
}

/** What an anonymous guest sees: what the library is, and the login. */
export function LibraryTeaser() {
  const { t } = useI18n();
  return (
    <section className="library-teaser" data-testid="library-teaser" aria-labelledby="library-teaser-title">
      <div className="library-teaser-art" aria-hidden="true">
        <Icon name="photo" />
      </div>
      <div>
        <p className="library-kicker">{t.library.title}</p>
        <h1 id="library-teaser-title">{t.library.teaserTitle}</h1>
        <p className="muted">{t.library.teaserText}</p>
        <div className="hero-actions">
          <button type="button" className="btn btn-primary" onClick={() => openOverlay("login")}>
            {t.nav.login}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => openOverlay("signup")}>
            {t.nav.signup}
          </button>
        </div>
      </div>
    </section>
  );
}
