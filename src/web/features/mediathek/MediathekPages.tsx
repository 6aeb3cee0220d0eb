import { Link, useLocation } from "react-router";
import type { TTvEpisode, TTvFormat, TTvPage, TTvSeriesTile } from "../../../common/contracts/mediathek.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Img } from "../../ui/Img.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { EpisodePlayer } from "./EpisodePlayer.tsx";
import { EpisodeCards, KindBadge, SeriesCards } from "./MediathekCards.tsx";

/** /tv/media/series/: every series, free and premium. */
export function MediaSeriesPage({ list }: { list: TTvPage<TTvSeriesTile> }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <main className="tv-page" data-testid="tv-media-series">
      <header className="tv-header">
        <h1>{t.mediathek.title}</h1>
        <p>{t.mediathek.intro}</p>
      </header>
      <SeriesCards series={list.items} label={t.mediathek.title} />
      <Pagination
        page={list.page}
        pages={pages}
        pathname={pathname}
        search={search}
        labels={{
          previous: t.lists.previous,
          next: t.lists.next,
          nav: t.mediathek.pages,
          page: fill(t.lists.page, { page: list.page, pages }),
        }}
      />
    </main>
  );
}

function SeriesHero({ series, heading = series.title }: { series: TTvSeriesTile; heading?: string }) {
  return (
    <header className="tv-hero">
      <Img image={series.image} alt="" ratio="16x9" sizes="100vw" priority />
      <span className="tv-hero-shade" aria-hidden="true" />
      <div className="tv-hero-body">
        <KindBadge kind={series.kind} />
        <h1>{heading}</h1>
        {series.description ? <p>{series.description}</p> : null}
      </div>
    </header>
  );
}

/** /tv/mediathek/{series}/: the series, its seasons of episodes and its articles. */
export function SeriesPage({ format }: { format: TTvFormat }) {
  const { t, language } = useI18n();
  const { series } = format;
  return (
    <main className="tv-page" data-testid="tv-series">
      <SeriesHero series={series} />
      <p className="tv-actions">
        <Link className="btn btn-primary" to={series.videosUrl}>
          {t.mediathek.allEpisodes}
        </Link>
        <span className="tv-card-meta">
          {fill(t.mediathek.seasons, { count: series.seasons })} ·{" "}
          {fill(t.mediathek.episodes, { count: series.episodes })}
        </span>
      </p>
      {format.seasons.map((season) => (
        <section key={season.season} className="tv-section" aria-labelledby={`season-${season.season}`}>
          <h2 id={`season-${season.season}`}>{fill(t.mediathek.season, { season: season.season })}</h2>
          <EpisodeCards episodes={season.episodes} />
        </section>
      ))}
      {format.articles.length ? (
        <section className="tv-section" aria-labelledby="tv-about">
          <h2 id="tv-about">{t.mediathek.about}</h2>
          {format.articles.map((article) => (
            <article key={article.slug} className="tv-article" data-testid="tv-article">
              <h3>{article.title}</h3>
              <time dateTime={article.published}>{formatDate(article.published, language)}</time>
              {article.teaser ? <p className="tv-article-teaser">{article.teaser}</p> : null}
              {article.html ? (
                <div
                  className="tv-article-text"
                  // Rendered and sanitized by the server when written (the blog's Markdown renderer).
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server HTML
                  dangerouslySetInnerHTML={{ __html: article.html }}
                />
              ) : null}
            </article>
          ))}
        </section>
      ) : null}
    </main>
  );
}

/** /tv/mediathek/{key}/videos/: the chosen episode on the stage, every episode below. */
export function SeriesVideosPage({ format, current }: { format: TTvFormat; current: TTvEpisode }) {
  const { t } = useI18n();
  const episodes = format.seasons.flatMap((season) => season.episodes);
  const at = episodes.findIndex((episode) => episode.hashId === current.hashId);
  const next = episodes[at + 1];
  return (
    <main className="tv-page" data-testid="tv-videos">
      <header className="tv-header">
        <p className="tv-crumbs">
          <Link to={format.series.url}>{format.series.title}</Link> · {t.mediathek.allEpisodes}
        </p>
        <h1>{current.title}</h1>
      </header>
      <div className="tv-watch">
        <EpisodePlayer key={current.video.id} episode={current} />
        {next ? (
          <aside className="tv-next" aria-label={t.mediathek.next}>
            <h2>{t.mediathek.next}</h2>
            <EpisodeCards episodes={[next]} />
          </aside>
        ) : null}
      </div>
      <section className="tv-section" aria-labelledby="tv-all">
        <h2 id="tv-all">{fill(t.mediathek.videosTitle, { series: format.series.title })}</h2>
        <EpisodeCards episodes={episodes} currentId={current.video.id} />
      </section>
    </main>
  );
}
