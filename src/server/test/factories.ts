import type { Localized } from "../../common/languages.ts";
import type { MediaStore } from "../adapters/media-store/mediaStore.ts";
import type { DbOrTx } from "../db/client.ts";
import {
  actorSedcards,
  actors,
  albumPictures,
  albums,
  categories,
  collections,
  collectionVideos,
  images,
  tags,
  videoActivityDaily,
  videoCategories,
  videos,
  videoTags,
} from "../db/schema/index.ts";
import { IMAGE_WIDTHS } from "../lib/media/imageWidths.ts";
import { isProtectedAlbumPicture, isProtectedSedcard } from "../modules/catalog/index.ts";
import { type ArtSpec, renderArt } from "../seed/art.ts";

/**
 * Test data builders: each inserts one row with realistic defaults that a test can override,
 * so a test states only what it is about. Pass `media` to render real image files (browser tests).
 */

let counter = 0;
const unique = () => ++counter;
const DAY = 86_400_000;

export const localized = (text: string): Localized => ({
  de: `${text} (de)`,
  en: text,
  es: `${text} (es)`,
  nl: `${text} (nl)`,
});

export interface FactoryContext {
  db: DbOrTx;
  now?: Date;
  media?: MediaStore;
}

export async function buildImage(ctx: FactoryContext, spec: Partial<ArtSpec> = {}, isProtected = false) {
  const n = unique();
  const full: ArtSpec = { seed: n, hue: (n * 47) % 360, aspect: 16 / 9, motif: "scene", ...spec };
  const path = `test/i${n}-${Date.now().toString(36)}`;
  if (ctx.media) {
    const art = await renderArt(full);
    for (const width of IMAGE_WIDTHS) await ctx.media.put(`${path}-w${width}.jpg`, art.files[width]);
  }
  const [row] = await ctx.db
    .insert(images)
    .values({
      path,
      width: 1280,
      height: Math.round(1280 / full.aspect),
      color: "#2a1633",
      protected: isProtected,
    })
    .returning();
  if (!row) throw new Error("image not inserted");
  return row;
}

export async function buildActor(ctx: FactoryContext, overrides: Partial<typeof actors.$inferInsert> = {}) {
  const n = unique();
  const now = ctx.now ?? new Date();
  const name = overrides.name ?? `Actor${n}`;
  const avatar = await buildImage(ctx, { aspect: 3 / 4, motif: "portrait", watermark: name });
  const cover = await buildImage(ctx, { aspect: 21 / 9, motif: "scene", title: name });
  const [row] = await ctx.db
    .insert(actors)
    .values({
      name,
      gender: "F",
      genderType: "F",
      birthDate: new Date(now.getTime() - 25 * 365.25 * DAY).toISOString().slice(0, 10),
      country: "DE",
      city: "Berlin",
      languages: ["de", "en"],
      headline: localized(`Headline of ${name}`),
      about: localized(`About ${name}`),
      heightCm: 168,
      eyeColor: "blue",
      hairColor: "blonde",
      bodyType: "slim",
      priceVideoChat: 8,
      priceSingleC2c: 11,
      priceMessage: 2,
      priceVoyeur: 4,
      registeredAt: new Date(now.getTime() - 400 * DAY),
      avatarImageId: avatar.id,
      coverImageId: cover.id,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("actor not inserted");
  return row;
}

export async function buildSedcard(ctx: FactoryContext, actorId: number, position = 0, ageRating = 16) {
  // As the import stores them: 18-rated sedcards are protected files.
  const image = await buildImage(
    ctx,
    { aspect: 3 / 4, motif: "portrait" },
    isProtectedSedcard({ ageRating }),
  );
  const [row] = await ctx.db
    .insert(actorSedcards)
    .values({ actorId, imageId: image.id, position, ageRating })
    .returning();
  return row;
}

export async function buildCategory(
  ctx: FactoryContext,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const n = unique();
  const image = await buildImage(ctx, { motif: "pattern" });
  const [row] = await ctx.db
    .insert(categories)
    .values({
      slugEn: `category-${n}`,
      slugDe: `kategorie-${n}`,
      slugEs: `categoria-${n}`,
      name: { en: `Category ${n}`, de: `Kategorie ${n}`, es: `Categoría ${n}`, nl: `Categorie ${n}` },
      description: localized(`Description ${n}`),
      imageId: image.id,
      position: n,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("category not inserted");
  return row;
}

export async function buildTag(ctx: FactoryContext, overrides: Partial<typeof tags.$inferInsert> = {}) {
  const n = unique();
  const [row] = await ctx.db
    .insert(tags)
    .values({ groupKey: `tag-${n}`, name: localized(`Tag ${n}`), ...overrides })
    .returning();
  if (!row) throw new Error("tag not inserted");
  return row;
}

export async function buildVideo(
  ctx: FactoryContext,
  actorId: number,
  overrides: Partial<Omit<typeof videos.$inferInsert, "actorId">> & {
    categoryIds?: number[];
    tagIds?: number[];
    /** Views per day for the last days (trending). */
    recentViews?: number[];
  } = {},
) {
  const n = unique();
  const now = ctx.now ?? new Date();
  const { categoryIds = [], tagIds = [], recentViews = [], ...values } = overrides;
  const preview = await buildImage(ctx, { motif: "scene" });
  const price = values.price ?? (values.free ? 0 : 20);
  const [row] = await ctx.db
    .insert(videos)
    .values({
      actorId,
      title: localized(`Video ${n}`),
      description: localized(`Description of video ${n}`),
      durationSec: 600,
      price,
      basePrice: values.basePrice ?? price,
      previewImageId: preview.id,
      releasedAt: new Date(now.getTime() - 30 * DAY),
      ...values,
    })
    .returning();
  if (!row) throw new Error("video not inserted");
  if (categoryIds.length)
    await ctx.db
      .insert(videoCategories)
      .values(categoryIds.map((categoryId) => ({ videoId: row.id, categoryId })));
  if (tagIds.length)
    await ctx.db.insert(videoTags).values(tagIds.map((tagId) => ({ videoId: row.id, tagId })));
  if (recentViews.length)
    await ctx.db.insert(videoActivityDaily).values(
      recentViews.map((views, d) => ({
        videoId: row.id,
        day: new Date(now.getTime() - d * DAY).toISOString().slice(0, 10),
        views,
        sales: 0,
      })),
    );
  return row;
}

export async function buildAlbum(
  ctx: FactoryContext,
  actorId: number,
  overrides: Partial<Omit<typeof albums.$inferInsert, "actorId">> & {
    pictures?: number;
    /** Age ratings of the pictures in album order (default: 16 each). */
    pictureAgeRatings?: number[];
  } = {},
) {
  const n = unique();
  const now = ctx.now ?? new Date();
  const { pictures = 5, pictureAgeRatings = [], ...values } = overrides;
  const pictureImages = [];
  const free = values.free ?? false;
  // As the import stores them: pictures behind the paywall and 18-rated ones are protected files.
  for (let i = 0; i < pictures; i++) {
    const locked = isProtectedAlbumPicture(
      { free, ageRating: 16 },
      { ageRating: pictureAgeRatings[i] ?? 16 },
      i,
    );
    pictureImages.push(await buildImage(ctx, { aspect: 3 / 4, motif: "portrait" }, locked));
  }
  const price = values.price ?? (values.free ? 0 : 12);
  const [row] = await ctx.db
    .insert(albums)
    .values({
      actorId,
      title: localized(`Album ${n}`),
      description: localized(`Description of album ${n}`),
      price,
      basePrice: values.basePrice ?? price,
      coverImageId: pictureImages[0]?.id ?? null,
      releasedAt: new Date(now.getTime() - 10 * DAY),
      ...values,
    })
    .returning();
  if (!row) throw new Error("album not inserted");
  if (pictureImages.length)
    await ctx.db.insert(albumPictures).values(
      pictureImages.map((image, position) => ({
        albumId: row.id,
        imageId: image.id,
        position,
        ageRating: pictureAgeRatings[position] ?? 16,
      })),
    );
  return row;
}

/** A curated collection of the given videos, in that order. */
export async function buildCollection(
  ctx: FactoryContext,
  videoIds: number[],
  overrides: Partial<typeof collections.$inferInsert> = {},
) {
  const n = unique();
  const [row] = await ctx.db
    .insert(collections)
    .values({ externalId: `collection-${n}`, title: localized(`Collection ${n}`), ...overrides })
    .returning();
  if (!row) throw new Error("collection not inserted");
  if (videoIds.length)
    await ctx.db
      .insert(collectionVideos)
      .values(videoIds.map((videoId, position) => ({ collectionId: row.id, videoId, position })));
  return row;
}
