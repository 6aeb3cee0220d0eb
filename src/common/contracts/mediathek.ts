import { z } from "zod";
import { LANGUAGES, type Language } from "../languages.ts";
import type { TImage, TVideo } from "./catalog.ts";
import { TV_SERIES_KINDS, type TvRestriction, type TvSeriesKind } from "./values/mediathek.ts";

/** A series as lists show it (tv/series, search, suggestions). */
export interface TTvSeriesTile {
  key: string;
  /** Opaque stable id for tv/suggest/{hashId}. */
  hashId: string;
  kind: TvSeriesKind;
  title: string;
  description: string;
  image: TImage | null;
  episodes: number;
  seasons: number;
  /** The series page in this language. */
  url: string;
  /** The series' videos page in this language. */
  videosUrl: string;
}

/** An episode: a catalog video in a series. */
export interface TTvEpisode {
  hashId: string;
  season: number;
  episode: number;
  title: string;
  seriesKey: string;
  seriesTitle: string;
  kind: TvSeriesKind;
  video: TVideo;
  /** The episode's place on the series' videos page. */
  url: string;
}

/** An article about a series, as a teaser. */
export interface TTvArticleTeaser {
  slug: string;
  title: string;
  teaser: string;
  published: string;
  image: TImage | null;
  seriesKey: string | null;
}

/** tv/article/{slug}: the article with its sanitized HTML and the languages it is written in. */
export interface TTvArticle extends TTvArticleTeaser {
  html: string;
  languages: string[];
}

/** tv/format/{key}: a series with its seasons and articles. */
export interface TTvFormat {
  series: TTvSeriesTile;
  seasons: { season: number; episodes: TTvEpisode[] }[];
  articles: TTvArticle[];
}

/** A page of series or episodes. */
export interface TTvPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** tv/video/{videoId}: an episode, its series and whether it plays for the caller. */
export interface TTvVideo {
  episode: TTvEpisode;
  series: TTvSeriesTile;
  /** Why it does not play for the caller, or null: GET tv/video/{videoId}/play gives the stream. */
  restriction: TvRestriction | null;
  next: TTvEpisode | null;
}

/** tv/suggest/{hashId} and tv/recommendations: related episodes and series. */
export interface TTvSuggestions {
  episodes: TTvEpisode[];
  series: TTvSeriesTile[];
}

/** What the pages' loaders read of the mediathek on the server (the SSR catalogue's part). */
export interface MediathekApi {
  /** The series list (tv/series) in a language, a page of 30. */
  tvSeries(language: Language, page: number): Promise<TTvPage<TTvSeriesTile>>;
  /** A series with its seasons and articles (tv/format/{key}), or null. */
  tvFormat(language: Language, key: string): Promise<TTvFormat | null>;
}

const ZKey = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters, digits and single hyphens");
const ZLocalizedText = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(max))
    .refine((texts) => Object.keys(texts).length > 0, "at least one language");
const ZId = z.number().int().positive().max(2_147_483_647);

/** POST tv/updateMediathek: series (upserted by key) with their episodes and articles (upserted by slug). */
export const ZUpdateMediathek = z.strictObject({
  series: z
    .array(
      z.strictObject({
        key: ZKey,
        kind: z.enum(TV_SERIES_KINDS),
        title: ZLocalizedText(200),
        description: z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(2000)).default({}),
        imageId: ZId.nullish(),
        onAir: z.boolean().default(true),
        position: z.number().int().min(0).max(10_000).default(0),
        /** The whole episode list of the series: episodes not named leave it. */
        episodes: z
          .array(
            z.strictObject({
              videoId: ZId,
              season: z.number().int().min(1).max(99),
              episode: z.number().int().min(1).max(999),
              title: ZLocalizedText(200),
            }),
          )
          .max(500),
      }),
    )
    .max(100),
  articles: z
    .array(
      z.strictObject({
        slug: ZKey.max(120),
        seriesKey: ZKey.nullish(),
        imageId: ZId.nullish(),
        publishedAt: z.iso.datetime({ offset: true }).optional(),
        texts: z
          .partialRecord(
            z.enum(LANGUAGES),
            z.strictObject({
              title: z.string().trim().min(1).max(200),
              teaser: z.string().trim().max(500).default(""),
              markdown: z.string().trim().min(1).max(50_000),
            }),
          )
          .refine((texts) => Object.keys(texts).length > 0, "at least one language"),
      }),
    )
    .max(200)
    .default([]),
});
export type TUpdateMediathek = z.infer<typeof ZUpdateMediathek>;

/** What tv/updateMediathek did. */
export interface TUpdateMediathekResult {
  success: true;
  series: { created: number; updated: number };
  episodes: { created: number; updated: number; removed: number };
  articles: { created: number; updated: number };
}
