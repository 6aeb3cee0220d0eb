import { Link } from "react-router";
import type { TTvEpisode, TTvSeriesTile } from "../../../common/contracts/mediathek.ts";
import { formatDuration } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Img } from "../../ui/Img.tsx";
import "./mediathek.css";

/** The free or premium badge of a series. */
export function KindBadge({ kind }: { kind: TTvSeriesTile["kind"] }) {
  const { t } = useI18n();
  return (
    <span className={`tv-kind tv-kind-${kind}`}>
      {kind === "premium" ? t.mediathek.premium : t.mediathek.free}
    </span>
  );
}

/** A series' card: its picture, kind, title, episode count; the whole card a link to the series. */
export function SeriesCard({ series, priority = false }: { series: TTvSeriesTile; priority?: boolean }) {
  const { t } = useI18n();
  return (
    <li className="tv-card" data-testid="tv-series-card">
      <Link to={series.url} className="tv-card-link">
        <Img
          image={series.image}
          alt=""
          ratio="16x9"
          sizes="(min-width: 768px) 33vw, 100vw"
          priority={priority}
        />
        <span className="tv-card-shade" aria-hidden="true" />
        <span className="tv-card-body">
          <KindBadge kind={series.kind} />
          <span className="tv-card-title">{series.title}</span>
          <span className="tv-card-meta">
            {fill(t.mediathek.seasons, { count: series.seasons })} ·{" "}
            {fill(t.mediathek.episodes, { count: series.episodes })}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** A grid of series, or the empty note. */
export function SeriesCards({ series, label }: { series: TTvSeriesTile[]; label?: string }) {
  const { t } = useI18n();
  if (series.length === 0) return <p className="tv-empty">{t.mediathek.empty}</p>;
  return (
    <ul className="tv-cards" aria-label={label}>
      {series.map((item, index) => (
        <SeriesCard key={item.key} series={item} priority={index === 0} />
      ))}
    </ul>
  );
}

/** An episode's card: the video's still with its length, the episode's code, title and series. */
export function EpisodeCard({ episode, current = false }: { episode: TTvEpisode; current?: boolean }) {
  const { t, language } = useI18n();
  return (
    <li className={`tv-episode${current ? " is-current" : ""}`} data-testid="tv-episode-card">
      <Link to={episode.url} className="tv-episode-link" aria-current={current ? "page" : undefined}>
        <span className="tv-episode-still">
          <Img
            image={episode.video.preview}
            alt=""
            altLang={textLang(episode.video.titleLanguage, language)}
            ratio="16x9"
            sizes="(min-width: 768px) 25vw, 50vw"
          />
          <span className="tv-episode-duration">{formatDuration(episode.video.duration)}</span>
        </span>
        <span className="tv-episode-body">
          <span className="tv-episode-code">
            {fill(t.mediathek.episodeCode, { season: episode.season, episode: episode.episode })}
            {current ? ` · ${t.mediathek.nowShowing}` : ""}
          </span>
          <span className="tv-episode-title">{episode.title}</span>
          <span className="tv-episode-series">
            {episode.seriesTitle} <KindBadge kind={episode.kind} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/** A grid of episodes. */
export function EpisodeCards({
  episodes,
  currentId,
  label,
}: {
  episodes: TTvEpisode[];
  currentId?: number;
  label?: string;
}) {
  const { t } = useI18n();
  if (episodes.length === 0) return <p className="tv-empty">{t.mediathek.empty}</p>;
  return (
    <ul className="tv-episodes" aria-label={label}>
      {episodes.map((episode) => (
        <EpisodeCard key={episode.hashId} episode={episode} current={episode.video.id === currentId} />
      ))}
    </ul>
  );
}
