import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { ZUpdateMediathek } from "../../../common/contracts/mediathek.ts";
import { MEDIATHEK_LIMITS, TV_SERIES_KINDS } from "../../../common/contracts/values/mediathek.ts";
import { runCommand } from "../../lib/command.ts";
import { notFound } from "../../lib/errors.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { parseInput } from "../../lib/validate.ts";
import { signStreamPath } from "../playback/index.ts";
import { boughtIds } from "../purchases/index.ts";
import { updateMediathek } from "./commands/updateMediathek.ts";
import { HASH_ID } from "./hashId.ts";
import { episodeRestriction, episodeRestrictionError } from "./policy.ts";
import { findEpisode, findSeries } from "./queries.ts";
import {
  articleView,
  episodesView,
  formatView,
  recommendationsView,
  seriesListView,
  suggestView,
  tvVideoView,
  withVideos,
} from "./views.ts";

const ZKey = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const ZVideoId = z.object({ videoId: z.coerce.number().int().positive().max(2_147_483_647) });
const ZPage = (pageSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MEDIATHEK_LIMITS.maxPageSize).default(pageSize),
  });
const ZSeriesQuery = ZPage(MEDIATHEK_LIMITS.seriesPageSize).extend({
  kind: z.enum(TV_SERIES_KINDS).optional(),
});

/** The mediathek's public answers are the same for everybody for a minute. */
const shared = (reply: FastifyReply) =>
  reply.header("cache-control", `public, max-age=${MEDIATHEK_LIMITS.cacheSeconds}`);

/**
 * The TV mediathek (spec content §7: tv/format, tv/article, tv/video, tv/suggest, tv/updateMediathek)
 * and its lists: the series, a series' videos, recommendations. docs/REST.md "TV mediathek".
 */
export async function mediathekRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  /** An episode by its video id with its series and what the caller may do with it. */
  const episodeFor = async (
    videoId: number,
    guest: (Parameters<typeof episodeRestriction>[0] & { id: number }) | null,
  ) => {
    const now = ctx.now();
    const found = await findEpisode(ctx.db, { videoId });
    const [episode] = found ? await withVideos(ctx.db, [found], now) : [];
    if (!episode) throw notFound("Episode");
    const { row, video } = episode;
    const bought = guest ? (await boughtIds(ctx.db, guest.id, "video", [videoId])).has(videoId) : false;
    const restriction = episodeRestriction(guest, video, row.kind, bought, now);
    return { row, video, restriction, now };
  };

  app.get("/tv/series", async (request, reply) => {
    const query = parseInput(ZSeriesQuery, request.query);
    shared(reply);
    return seriesListView(ctx.db, { language: request.language, ...query });
  });

  app.get("/tv/format/:key", async (request, reply) => {
    const { key } = parseInput(z.object({ key: ZKey }), request.params);
    const format = await formatView(ctx.db, key, request.language, ctx.now());
    if (!format) throw notFound("Series");
    shared(reply);
    return format;
  });

  app.get("/tv/mediathek/:key/videos", async (request, reply) => {
    const { key } = parseInput(z.object({ key: ZKey }), request.params);
    const query = parseInput(ZPage(MEDIATHEK_LIMITS.videosPageSize), request.query);
    const series = await findSeries(ctx.db, { key });
    if (!series || series.episodes === 0) throw notFound("Series");
    shared(reply);
    return episodesView(ctx.db, { language: request.language, seriesId: series.id }, query, ctx.now());
  });

  app.get("/tv/article/:slug", async (request, reply) => {
    const { slug } = parseInput(z.object({ slug: ZKey.max(120) }), request.params);
    const article = await articleView(ctx.db, slug, request.language, ctx.now());
    if (!article) throw notFound("Article");
    shared(reply);
    return article;
  });

  app.get("/tv/video/:videoId", async (request, reply) => {
    const { videoId } = parseInput(ZVideoId, request.params);
    const auth = await request.auth();
    const { row, restriction, now } = await episodeFor(videoId, auth?.guest ?? null);
    reply.header("cache-control", "private, no-store");
    return tvVideoView(ctx.db, { row, restriction }, request.language, now);
  });

  app.get("/tv/video/:videoId/play", async (request, reply) => {
    const { videoId } = parseInput(ZVideoId, request.params);
    // Full episodes are for logged-in guests only: an anonymous caller gets 401 before anything else.
    const auth = await request.auth();
    if (!auth) throw episodeRestrictionError("needLogin", "free");
    const { row, video, restriction, now } = await episodeFor(videoId, auth.guest);
    if (restriction) throw episodeRestrictionError(restriction, row.kind);
    if (!video.mediaKey) throw notFound("Video file");
    const { path, expires } = signStreamPath(ctx.config.mediaSigningKey, video.id, auth.guest.id, now);
    reply.header("cache-control", "private, no-store");
    return { url: path, expiresAt: new Date(expires * 1000).toISOString() };
  });

  app.get("/tv/suggest/:hashId", async (request, reply) => {
    const { hashId } = parseInput(z.object({ hashId: z.string().regex(HASH_ID) }), request.params);
    const episode = hashId.startsWith("e") ? await findEpisode(ctx.db, { hashId }) : null;
    const series = episode
      ? await findSeries(ctx.db, { key: episode.seriesKey })
      : await findSeries(ctx.db, { hashId });
    if (!series || (hashId.startsWith("e") && !episode)) throw notFound("Series or episode");
    shared(reply);
    return suggestView(ctx.db, { series, episode }, request.language, ctx.now());
  });

  app.get("/tv/recommendations", async (request, reply) => {
    shared(reply);
    return recommendationsView(ctx.db, request.language, ctx.now());
  });

  // The operator's import: the spec's name (tv/updateMediathek), and under internal/ beside every
  // other operator call; the operator key either way.
  for (const path of ["/tv/updateMediathek", "/internal/tv/updateMediathek"])
    app.post(path, async (request) => {
      authorize(request);
      const input = parseInput(ZUpdateMediathek, request.body);
      return runCommand(ctx, updateMediathek, { input });
    });
}
