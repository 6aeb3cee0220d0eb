import { CAM_SHOW_CALENDAR_DAYS } from "../../../common/contracts/camshows.ts";
import {
  CAMS_MAX,
  type CatalogApi,
  HOME_ONLINE_FIRST,
  HOME_ONLINE_MAX,
  type TAlbum,
} from "../../../common/contracts/catalog.ts";
import type { MediathekApi } from "../../../common/contracts/mediathek.ts";
import { BLOG_LIMITS } from "../../../common/contracts/values/blog.ts";
import { MEDIATHEK_LIMITS } from "../../../common/contracts/values/mediathek.ts";
import { PROGRAM_INFO_DEFAULT } from "../../../common/contracts/values/tv.ts";
import { pickLocalized } from "../../../common/languages.ts";
import { toVideoTile } from "../../../common/videoTile.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { imageSigner } from "../../lib/media/imageSigning.ts";
import { activityDataView } from "../activity/index.ts";
import { chatRatings, heatMap, interviews } from "../actors/index.ts";
import { blogArchiveView, blogLandingView, blogPageView, blogPostView } from "../blog/index.ts";
import { listShows } from "../camshows/index.ts";
import {
  actorCounts,
  actorProfile,
  albumCount,
  findActor,
  findActorAlbums,
  findActors,
  findAlbum,
  findCategories,
  findCategoryBySlug,
  findCollectionsWithVideos,
  findPromotedVideo,
  findRecommendedActors,
  findSaleItems,
  findSedcards,
  findTag,
  findTopVideos,
  findVideo,
  findVideoStars,
  findVideos,
  opensAlbum,
  pictureLock,
  presentActorTile,
  presentAlbum,
  presentAlbumTile,
  presentCategory,
  presentImage,
  presentVideo,
  videoCount,
} from "../catalog/index.ts";
import { contestListsView, contestPageView } from "../contests/index.ts";
import { dailyBonusDate, offersOfDate } from "../dailybonus/index.ts";
import { easterData } from "../easter/index.ts";
import { visitorFeedPage, visitorPost } from "../feed/index.ts";
import { legalDocument } from "../legal/index.ts";
import { formatView, seriesListView } from "../mediathek/index.ts";
import { tvProgramView } from "../tv/index.ts";
import { homeTimelineBlocks } from "./homeBlocks.ts";
import { presentCamTile, presentChatButtonConfig, presentTopCam } from "./presenter.ts";
import { findTopCams } from "./queries/topCams.ts";

/** The video stars shown (spec content §9). */
const VIDEO_STARS = 100;

/** Home-page block sizes: two rows of the widest (5-column) grid. */
const HOME_BLOCK = 10;
/** Videos whose previews make the start page's hero. */
const HERO_IMAGES = 3;
/** Curated collections on the start page. */
const HOME_COLLECTIONS = 3;

/** The catalogue's options from the app context (signing key, live stills). */
export function catalogOptions(ctx: Pick<AppContext, "config" | "streaming">) {
  return {
    mediaSigningKey: ctx.config.mediaSigningKey,
    stillUrl: (actorId: number) => ctx.streaming.stillUrl(actorId),
  };
}

/**
 * The catalogue as the web app reads it (the CatalogApi contract): module queries plus presenters.
 * `now` is injectable so that tests and the demo can pin time.
 */
export function createCatalogApi(
  db: DbOrTx,
  now: () => Date = () => new Date(),
  options: {
    mediaSigningKey?: string;
    /** The live still of an online actor's stream (the streaming adapter's). */
    stillUrl?: (actorId: number) => string;
  } = {},
): CatalogApi & MediathekApi {
  // Protected images (paid or 18-rated) get URLs bound to the viewing guest; none for anonymous viewers.
  const signFor = (viewerId: number | null) => imageSigner(options.mediaSigningKey, viewerId, now());
  const api: CatalogApi & MediathekApi = {
    async home(language) {
      const at = now();
      const [top, online, counts, albums, videoTotal] = await Promise.all([
        findVideos(db, { filter: {}, order: "bestSelling", offset: 0, limit: HERO_IMAGES, now: at }),
        findActors(db, { order: "online", onlyOnline: true, offset: 0, limit: HOME_ONLINE_FIRST, now: at }),
        actorCounts(db),
        albumCount(db, at),
        videoCount(db, at),
      ]);
      return {
        heroImages: top.rows.flatMap((r) => {
          const preview = presentVideo(r, language, at).preview;
          return preview ? [{ id: r.id, src: preview.src, srcSet: preview.srcSet }] : [];
        }),
        onlineActors: online.rows.map((r) => presentActorTile(r, language, at)),
        counts: { actors: counts.all, online: counts.online, albums, videos: videoTotal },
      };
    },

    async homeMore(language) {
      const at = now();
      const list = (order: "bestSelling" | "newest" | "trending", trending?: true) =>
        findVideos(db, {
          filter: trending ? { types: { trending } } : {},
          order,
          offset: 0,
          limit: HOME_BLOCK,
          now: at,
        });
      const [top, fresh, trends, cats, newActors, picks, timeline] = await Promise.all([
        list("bestSelling"),
        list("newest"),
        list("trending", true),
        findCategories(db, at),
        findActors(db, {
          order: "newest",
          onlyNew: true,
          onlyWomen: true,
          offset: 0,
          limit: HOME_BLOCK,
          now: at,
        }),
        findCollectionsWithVideos(db, at, { collections: HOME_COLLECTIONS, videos: HOME_BLOCK }),
        homeTimelineBlocks(db, language, at),
      ]);
      const tiles = (rows: typeof top.rows) => rows.map((r) => toVideoTile(presentVideo(r, language, at)));
      return {
        top: tiles(top.rows),
        newVideos: tiles(fresh.rows),
        trends: tiles(trends.rows),
        categories: cats.map((c) => presentCategory(c, language)),
        newActors: newActors.rows.map((r) => presentActorTile(r, language, at)),
        collections: picks.map((c) => ({
          id: c.id,
          title: pickLocalized(c.title, language),
          description: pickLocalized(c.description, language),
          videos: c.videos.map((r) => toVideoTile(presentVideo(r, language, at))),
        })),
        ...timeline,
      };
    },

    async onlineActors(language) {
      const at = now();
      const { rows } = await findActors(db, {
        order: "online",
        onlyOnline: true,
        offset: 0,
        limit: HOME_ONLINE_MAX,
        now: at,
      });
      return rows.map((r) => presentActorTile(r, language, at));
    },

    async cams(language) {
      const at = now();
      const { rows } = await findActors(db, {
        order: "online",
        onlyOnline: true,
        offset: 0,
        limit: CAMS_MAX,
        now: at,
      });
      const still = options.stillUrl ?? (() => "");
      return rows.map((r) => presentCamTile(r, language, at, still(r.id)));
    },

    contests(language) {
      return contestListsView(db, { language, now: now(), ageChecked: false });
    },

    contestPage(language, contestId, pageSize) {
      return contestPageView(db, contestId, pageSize, { language, now: now(), ageChecked: false });
    },

    feed(query) {
      return visitorFeedPage(db, query, now());
    },

    feedPost(postId) {
      return visitorPost(db, postId, now());
    },

    blogLanding(language) {
      return blogLandingView(db, language, now());
    },

    blogCategory(language, categoryId, page) {
      return blogPageView(
        db,
        { language, categoryId },
        { page, pageSize: BLOG_LIMITS.archivePageSize },
        now(),
      );
    },

    blogArchive(language, year, page) {
      const selection = { language, categoryId: null, year };
      return blogArchiveView(db, selection, { page, pageSize: BLOG_LIMITS.archivePageSize }, now());
    },

    blogPost(language, slug) {
      return blogPostView(db, slug, language, now());
    },

    tvSeries(language, page) {
      return seriesListView(db, { language, page, pageSize: MEDIATHEK_LIMITS.seriesPageSize });
    },

    tvFormat(language, key) {
      return formatView(db, key, language, now());
    },

    legalDocument(language, type) {
      return legalDocument(db, type, language, now());
    },

    tvProgram(language, channel) {
      return tvProgramView(db, { channel, language, info: PROGRAM_INFO_DEFAULT, viewer: null, now: now() });
    },

    async dailyBonus(language, day) {
      const at = now();
      const { date, endsAt } = dailyBonusDate(day, at);
      const offers = await offersOfDate(db, { date, guestId: null, language, now: at });
      return { day, date, endsAt: endsAt.toISOString(), offers };
    },

    async activityEvent(language, eventType) {
      return activityDataView(db, { eventType, language, now: now(), guestId: null }).catch(
        (error: unknown) => {
          if (error instanceof AppError && error.code === AppErrorCode.NOT_FOUND) return null;
          throw error;
        },
      );
    },

    easter(language) {
      return easterData(db, { guestId: null, language, now: now() });
    },

    camShows(language, actorId) {
      return listShows(db, {
        guestId: null,
        ...(actorId === null ? {} : { actorId }),
        days: CAM_SHOW_CALENDAR_DAYS,
        now: now(),
        language,
      });
    },

    async videoList({ language, filter, order, page, pageSize }) {
      const at = now();
      const { rows, total } = await findVideos(db, {
        filter,
        order,
        offset: (page - 1) * pageSize,
        limit: pageSize,
        now: at,
      });
      return { items: rows.map((r) => presentVideo(r, language, at)), total, page, pageSize };
    },

    async categories(language) {
      return (await findCategories(db, now())).map((c) => presentCategory(c, language));
    },

    async categoryBySlug(language, slug) {
      const row = await findCategoryBySlug(db, language, slug, now());
      return row ? presentCategory(row, language) : null;
    },

    async newActors(language, page) {
      const at = now();
      const pageSize = 30;
      const { rows, total } = await findActors(db, {
        order: "newest",
        onlyNew: true,
        onlyWomen: true,
        offset: (page - 1) * pageSize,
        limit: pageSize,
        now: at,
      });
      return { items: rows.map((r) => presentActorTile(r, language, at)), total, page, pageSize };
    },

    async videoStars(language) {
      const at = now();
      const rows = await findVideoStars(db, at, VIDEO_STARS);
      return rows.map((row, index) => ({
        rank: index + 1,
        videoCount: row.videoCount,
        actor: presentActorTile(row, language, at),
      }));
    },

    async actorInsights(language, actorId) {
      const at = now();
      const actor = await findActor(db, actorId);
      if (!actor) throw new Error(`actor ${actorId} not found`);
      const [ratings, map, list] = await Promise.all([
        chatRatings(db, actorId, at),
        heatMap(db, actor, at),
        interviews(db, actorId, language),
      ]);
      return { chatRatings: ratings, heatMap: map, interviews: list };
    },

    actorProfile(language, name) {
      return actorProfile(db, language, name, now());
    },
    async actorSedcards(actorId, maxAgeRating, viewerId = null) {
      const rows = await findSedcards(db, actorId, maxAgeRating);
      const sign = signFor(viewerId);
      return rows.flatMap((r) => {
        const image = presentImage(r.image, sign);
        return image ? [{ id: r.id, ageRating: r.ageRating, image }] : [];
      });
    },

    async actorAlbums(language, actorId) {
      return (await findActorAlbums(db, actorId, now())).map((a) => presentAlbumTile(a, language));
    },

    async album(language, actorId, albumId, owned = false, ageChecked = false, viewerId = null, vip = false) {
      const found = await findAlbum(db, actorId, albumId, now(), ageChecked);
      if (!found) return null;
      const sign = signFor(viewerId);
      const viewer = { owned, ageChecked, vip };
      const pictures: TAlbum["pictures"] = found.pictures.map((p, index) => {
        const locked = pictureLock(found.album, { ageRating: p.picture.ageRating, index }, viewer);
        return {
          id: p.picture.id,
          ageRating: p.picture.ageRating,
          locked,
          // A locked picture keeps its place without an image (no URL, signed or public).
          image: locked ? null : presentImage(p.image, sign),
          likes: p.picture.likes,
          dislikes: p.picture.dislikes,
        };
      });
      const openedByVip = !owned && opensAlbum(found.album, viewer);
      return presentAlbum(found.album, pictures, language, openedByVip);
    },

    async video(language, videoId) {
      const at = now();
      const row = await findVideo(db, videoId, at);
      return row ? presentVideo(row, language, at) : null;
    },

    async actorShowcase(language, actorId) {
      const at = now();
      const actor = await findActor(db, actorId);
      if (!actor) throw new Error(`actor ${actorId} not found`);
      const [promoted, top, sale, recommended] = await Promise.all([
        findPromotedVideo(db, actorId, at),
        findTopVideos(db, actorId, at),
        findSaleItems(db, actorId, at),
        findRecommendedActors(db, actor),
      ]);
      return {
        promoted: promoted ? presentVideo(promoted, language, at) : null,
        top: top.map((r) => presentVideo(r, language, at)),
        sale: {
          videos: sale.videos.map((r) => presentVideo(r, language, at)),
          albums: sale.albums.map((a) => presentAlbumTile(a, language)),
        },
        recommended: recommended.map((r) => presentActorTile(r, language, at)),
      };
    },

    async topCams(language, type, online) {
      const at = now();
      const rows = await findTopCams(db, { type, online, now: at });
      return rows.map((row, index) => presentTopCam(row, index + 1, language, at));
    },

    async chatButtonConfig(language, actorId) {
      const row = await findActor(db, actorId);
      return row ? presentChatButtonConfig(row, { language, isBanned: false, voucherMinutes: 0 }) : null;
    },

    tag: (language, groupKey) => findTag(db, language, groupKey),
  };

  return api;
}
