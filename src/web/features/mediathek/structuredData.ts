import type { TTvEpisode, TTvFormat } from "../../../common/contracts/mediathek.ts";
import type { Language } from "../../../common/languages.ts";
import type { JsonLd } from "../seo/index.ts";

const absolute = (publicUrl: string, path: string) =>
  path.startsWith("http") ? path : `${publicUrl}${path}`;

function episodeLd(publicUrl: string, episode: TTvEpisode): JsonLd {
  return {
    "@type": "TVEpisode",
    name: episode.title,
    episodeNumber: episode.episode,
    url: absolute(publicUrl, episode.url),
    ...(episode.video.preview ? { image: absolute(publicUrl, episode.video.preview.src) } : {}),
    timeRequired: `PT${Math.max(1, Math.round(episode.video.duration / 60))}M`,
    actor: {
      "@type": "Person",
      name: episode.video.model.name,
      url: absolute(publicUrl, episode.video.model.url),
    },
    isAccessibleForFree: episode.video.free,
  };
}

/** A series page's schema.org TVSeries with its seasons and episodes. */
export function seriesStructuredData(options: {
  publicUrl: string;
  language: Language;
  format: TTvFormat;
  pageUrl: string;
}): JsonLd {
  const { format, publicUrl } = options;
  return {
    "@context": "https://schema.org",
    "@type": "TVSeries",
    name: format.series.title,
    ...(format.series.description ? { description: format.series.description } : {}),
    url: options.pageUrl,
    inLanguage: options.language,
    ...(format.series.image ? { image: absolute(publicUrl, format.series.image.src) } : {}),
    numberOfSeasons: format.series.seasons,
    numberOfEpisodes: format.series.episodes,
    containsSeason: format.seasons.map((season) => ({
      "@type": "TVSeason",
      seasonNumber: season.season,
      numberOfEpisodes: season.episodes.length,
      episode: season.episodes.map((episode) => episodeLd(publicUrl, episode)),
    })),
  };
}

/** An episode page's schema.org TVEpisode, part of its series and season. */
export function episodeStructuredData(options: {
  publicUrl: string;
  language: Language;
  format: TTvFormat;
  episode: TTvEpisode;
}): JsonLd {
  const { format, publicUrl, episode } = options;
  return {
    "@context": "https://schema.org",
    ...episodeLd(publicUrl, episode),
    inLanguage: options.language,
    partOfSeason: { "@type": "TVSeason", seasonNumber: episode.season },
    partOfSeries: {
      "@type": "TVSeries",
      name: format.series.title,
      url: absolute(publicUrl, format.series.url),
    },
  };
}
