import type { IResolvers, MercuriusContext } from "mercurius";
import type { TopCamType } from "../../common/contracts/catalog.ts";
import { LEGAL_TEXT_TYPES, type LegalTextType } from "../../common/contracts/legal.ts";
import { GENDER_TYPES } from "../../common/enums.ts";
import { LANGUAGES } from "../../common/languages.ts";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import {
  actorsByIds,
  allTags,
  conversionChatActorIds,
  findAlbums,
  findModels,
  findVideo,
  findVideos,
  videoStars,
} from "../modules/catalog/index.ts";
import { pinnedIds } from "../modules/favorites/index.ts";
import { currentLegalTexts } from "../modules/legal/index.ts";
import { freeAllowanceOf } from "../modules/live/index.ts";
import { boughtVideosFilter } from "../modules/purchases/index.ts";
import { findTopCams, presentTopCam } from "../modules/storefront/index.ts";
import { requireGuestToken } from "./context.ts";
import { toVideoQuery, videoFilterInput } from "./filters.ts";
import { gqlActorLookup, gqlAlbum, gqlCategory, gqlModel, gqlVideo } from "./presenter.ts";
import { selects } from "./selection.ts";

type Args = Record<string, unknown>;

/** GraphQL TopCamType values to the catalogue's list types. */
const TOP_CAM_ENUM: Record<string, TopCamType | undefined> = {
  TOP100: "top100",
  FAVORITES: "favorites",
  BEST_CHATS: "bestChats",
  TOP_VIDEOCALL: "topVideocall",
  WOMEN: "women",
  MEN: "men",
  COUPLES: "couples",
  TRANS: "trans",
  NEWCOMERS: "newcomers",
};

const LANGUAGE_NAMES = { de: "Deutsch", en: "English", es: "Español", nl: "Nederlands" } as const;

/** A page size between 1 and `max`, or a BAD_REQUEST. */
function pageSize(value: unknown, max = 100): number {
  const n = typeof value === "number" ? value : 30;
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new AppError(AppErrorCode.BAD_REQUEST, `first must be between 1 and ${max}`);
  return n;
}

function pageOffset(value: unknown): number {
  const n = typeof value === "number" ? value : 0;
  if (!Number.isInteger(n) || n < 0 || n > 100_000)
    throw new AppError(AppErrorCode.BAD_REQUEST, "offset must be between 0 and 100000");
  return n;
}

const ids = (value: unknown, max = 200): number[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  if (value.length > max) throw new AppError(AppErrorCode.BAD_REQUEST, `At most ${max} ids`);
  return value as number[];
};

const videosOf = (ctx: MercuriusContext, rows: Parameters<typeof gqlVideo>[0][]) =>
  rows.map((row) => gqlVideo(row, ctx.language, ctx.now, ctx.publicUrl));

async function recommendedVideos(ctx: MercuriusContext, args: Args, withTags: boolean) {
  const first = pageSize(args.first, 50);
  let actorId = typeof args.actorId === "number" ? args.actorId : null;
  if (typeof args.albumId === "number") {
    const { rows } = await findAlbums(ctx.db, { ids: [args.albumId], offset: 0, limit: 1, now: ctx.now });
    actorId = rows[0]?.actorId ?? null;
  }
  if (actorId === null) return [];
  const { rows } = await ctx.reads.videos({
    filter: { modelIds: [actorId] },
    order: "topRated",
    offset: 0,
    limit: first,
    withTags,
  });
  return videosOf(ctx, rows);
}

/** The Query resolvers: parse arguments, call the catalogue and content queries, present. */
export const baseResolvers: IResolvers = {
  Query: {
    async videos(_root, args: Args, ctx, info) {
      const filter = await videoFilterInput(ctx, args.filter);
      const query = {
        ...toVideoQuery(filter, args.order, pageSize(args.first), pageOffset(args.offset)),
        withTags: selects(info, ["items", "tags"]),
      };
      // The bought filter reads the guest's purchases: never from the shared cache.
      const bought = filter.types?.bought !== undefined;
      const { rows, total } = bought
        ? await findVideos(ctx.db, {
            ...query,
            now: ctx.now,
            boughtBy: boughtVideosFilter(requireGuestToken(ctx).id),
          })
        : await ctx.reads.videos(query);
      return { total, items: videosOf(ctx, rows) };
    },
    async video(_root, args: Args, ctx) {
      const row = await findVideo(ctx.db, Number(args.id), ctx.now);
      return row ? gqlVideo(row, ctx.language, ctx.now, ctx.publicUrl) : null;
    },
    async albums(_root, args: Args, ctx) {
      const filter = (args.filter ?? {}) as { modelIds?: number[]; free?: boolean };
      const { rows, total } = await findAlbums(ctx.db, {
        modelIds: ids(filter.modelIds),
        free: filter.free ?? undefined,
        offset: pageOffset(args.offset),
        limit: pageSize(args.first),
        now: ctx.now,
      });
      return { total, items: rows.map((row) => gqlAlbum(row, ctx.language)) };
    },
    async album(_root, args: Args, ctx) {
      const { rows } = await findAlbums(ctx.db, {
        ids: [Number(args.id)],
        offset: 0,
        limit: 1,
        now: ctx.now,
      });
      return rows[0] ? gqlAlbum(rows[0], ctx.language) : null;
    },
    async models(_root, args: Args, ctx) {
      const filter = (args.filter ?? {}) as Record<string, unknown>;
      const { rows, total } = await findModels(ctx.db, {
        ids: ids(filter.ids),
        online: (filter.online as boolean | null) ?? undefined,
        onlyNew: (filter.new as boolean | null) ?? undefined,
        genders: (filter.genders as string[] | null) ?? undefined,
        genderTypes: (filter.genderTypes as string[] | null) ?? undefined,
        order: (args.order as "ONLINE" | "NEWEST" | "NAME") ?? "ONLINE",
        offset: pageOffset(args.offset),
        limit: pageSize(args.first),
        now: ctx.now,
      });
      return { total, items: rows.map((row) => gqlModel(row, ctx.language, ctx.now)) };
    },
    async model(_root, args: Args, ctx) {
      const [row] = await actorsByIds(ctx.db, [Number(args.id)]);
      return row ? gqlModel(row, ctx.language, ctx.now) : null;
    },
    async preferredModels(_root, args: Args, ctx) {
      const first = pageSize(args.first ?? 3, 20);
      const pinned = ctx.guest ? (await pinnedIds(ctx.db, ctx.guest.id, "actor")).slice(0, 200) : [];
      const favourites = pinned.length
        ? (await findModels(ctx.db, { ids: pinned, order: "ONLINE", offset: 0, limit: first, now: ctx.now }))
            .rows
        : [];
      const fill =
        favourites.length < first
          ? (
              await findModels(ctx.db, {
                online: true,
                exclude: favourites.map((r) => r.id),
                order: "ONLINE",
                offset: 0,
                limit: first - favourites.length,
                now: ctx.now,
              })
            ).rows
          : [];
      return [...favourites, ...fill].map((row) => gqlModel(row, ctx.language, ctx.now));
    },
    async recommendedModels(_root, args: Args, ctx) {
      const first = pageSize(args.first ?? 4, 20);
      const actorId = typeof args.actorId === "number" ? args.actorId : null;
      const [actor] = actorId === null ? [] : await actorsByIds(ctx.db, [actorId]);
      const { rows } = await findModels(ctx.db, {
        ...(actor ? { genderTypes: [actor.genderType], exclude: [actor.id] } : { online: true }),
        order: actor ? "ONLINE" : "NEWEST",
        offset: 0,
        limit: first,
        now: ctx.now,
      });
      return rows.map((row) => gqlModel(row, ctx.language, ctx.now));
    },
    recommendedVideos: (_root, args: Args, ctx, info) =>
      recommendedVideos(ctx, args, selects(info, ["tags"])),
    async recommendedAlbums(_root, args: Args, ctx) {
      const first = pageSize(args.first ?? 12, 50);
      const albumId = typeof args.albumId === "number" ? args.albumId : undefined;
      let actorId = typeof args.actorId === "number" ? args.actorId : null;
      if (albumId !== undefined) {
        const { rows } = await findAlbums(ctx.db, { ids: [albumId], offset: 0, limit: 1, now: ctx.now });
        actorId = rows[0]?.actorId ?? null;
      }
      if (actorId === null) return [];
      const { rows } = await findAlbums(ctx.db, {
        modelIds: [actorId],
        exclude: albumId,
        offset: 0,
        limit: first,
        now: ctx.now,
      });
      return rows.map((row) => gqlAlbum(row, ctx.language));
    },
    async videoStars(_root, args: Args, ctx) {
      const rows = await videoStars(ctx.db, ctx.now, pageSize(args.first ?? 100, 100));
      return rows.map((row, index) => ({ rank: index + 1, ...row }));
    },
    async seoTexts(_root, args: Args, ctx) {
      const keys = (args.tags as string[]).slice(0, 50).map((key) => key.toLowerCase());
      const categories = await ctx.reads.categories();
      const tagRows = await allTags(ctx.db);
      return keys.flatMap((key) => {
        const category = categories.find((c) => [c.slugDe, c.slugEn, c.slugEs].includes(key));
        if (category) {
          const shown = gqlCategory(category, ctx.language);
          return [{ key, title: shown.name, text: shown.description || null }];
        }
        const tag = tagRows.find((t) => t.groupKey === key);
        if (!tag) return [];
        return [{ key, title: tag.name[ctx.language] || tag.name.en, text: null }];
      });
    },
    banners: () => [],
    async legalTexts(_root, args: Args, ctx) {
      const types = (args.types as LegalTextType[] | null) ?? LEGAL_TEXT_TYPES;
      const texts = await currentLegalTexts(ctx.db, ctx.language, types, ctx.now);
      return texts.map((text) => ({ ...text, id: String(text.id) }));
    },
    lookups: () => ({}),
    async actorLookups(_root, args: Args, ctx) {
      const wanted = ids(args.ids) ?? [];
      const rows = await ctx.reads.actors([...new Set(wanted)].sort((a, b) => a - b));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return wanted.flatMap((id) => {
        const row = byId.get(id);
        return row ? [gqlActorLookup(row, ctx.language)] : [];
      });
    },
    async topCams(_root, args: Args, ctx) {
      const type = TOP_CAM_ENUM[String(args.type ?? "TOP100")];
      if (!type) throw new AppError(AppErrorCode.BAD_REQUEST, "Unknown top-cams type");
      // One statement for the whole list: ratings and pins are aggregated for every actor at once.
      const rows = await findTopCams(ctx.db, { type, online: args.online === true, now: ctx.now });
      return rows.map((row, index) => presentTopCam(row, index + 1, ctx.language, ctx.now));
    },
    async conversionChatActors(_root, args: Args, ctx) {
      const wanted = await conversionChatActorIds(ctx.db, pageSize(args.first ?? 30, 100));
      const rows = wanted.length ? await actorsByIds(ctx.db, wanted) : [];
      return rows.map((row) => gqlModel(row, ctx.language, ctx.now));
    },
    async freeChatDuration(_root, _args: Args, ctx) {
      const { freeChat, previews, resetsAt } = await freeAllowanceOf(
        ctx.db,
        requireGuestToken(ctx).id,
        ctx.now,
      );
      return {
        ...freeChat,
        previewLimit: previews.limit,
        previewsUsed: previews.used,
        previewsLeft: previews.left,
        resetsAt: resetsAt.toISOString(),
      };
    },
    async videoLookups(_root, args: Args, ctx) {
      const wanted = ids(args.ids) ?? [];
      if (wanted.length === 0) return [];
      const { rows } = await ctx.reads.videos({
        filter: { ids: wanted },
        order: "newest",
        offset: 0,
        limit: wanted.length,
        withTags: false,
      });
      const byId = new Map(rows.map((row) => [row.id, gqlVideo(row, ctx.language, ctx.now, ctx.publicUrl)]));
      const actors = new Map(
        (await ctx.reads.actors([...new Set(rows.map((r) => r.actorId))].sort((a, b) => a - b))).map((a) => [
          a.id,
          gqlActorLookup(a, ctx.language),
        ]),
      );
      return wanted.flatMap((id) => {
        const video = byId.get(id);
        const model = video ? actors.get(video.actorId) : undefined;
        if (!video || !model) return [];
        return [
          {
            id,
            title: video.title,
            link: video.url,
            duration: video.duration,
            preview: video.preview,
            model,
          },
        ];
      });
    },
  },
  Lookups: {
    categories: async (_root, _args, ctx) =>
      (await ctx.reads.categories()).map((row) => gqlCategory(row, ctx.language)),
    tags: async (_root, _args, ctx) => {
      const rows = await allTags(ctx.db);
      return rows
        .map((t) => ({ groupKey: t.groupKey, name: t.name[ctx.language] || t.name.en }))
        .sort((a, b) => a.groupKey.localeCompare(b.groupKey));
    },
    languages: () => LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
    videoOrders: () => [
      "TOP_RATED",
      "NEWEST",
      "DISCOUNT",
      "TRENDING",
      "BEST_SELLING",
      "PRICE_ASC",
      "PRICE_DESC",
      "LONGEST",
    ],
    videoTypeFlags: () => [
      "free",
      "premium",
      "discount",
      "vip",
      "bought",
      "trending",
      "vip30",
      "classic",
      "original",
    ],
    genderTypes: () => [...GENDER_TYPES],
  },
};
