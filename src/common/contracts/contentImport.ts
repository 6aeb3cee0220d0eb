import { z } from "zod";

/**
 * The content import of the operator API (`internal/actor_import_full`, `internal/album_import`):
 * a JSON manifest that names its media files by relative path (`file`), uploaded together with
 * those files. Records are matched on `externalId` (the id in the performer system), so a re-run
 * creates nothing twice. See docs/decisions.md "Content import".
 */

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
/** A file of the upload: a relative path with no `..`, no leading slash. */
const FILE_PATTERN =
  /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-][A-Za-z0-9._ -]*(?:\/[A-Za-z0-9._-][A-Za-z0-9._ -]*)*$/;

export const ZImportId = z.string().regex(ID_PATTERN, { error: "1-100 letters, digits or . _ : -" });
export const ZImportFile = z.string().max(300).regex(FILE_PATTERN, { error: "A relative file path" });

const ZText = (max: number) => z.string().trim().max(max);
/**
 * Texts per site language, stored as sent: a page in a language left out shows another one, marked
 * (the performer text rule: hers, then en, de; platform texts: en).
 */
const ZLocalizedText = (max: number) =>
  z.strictObject({
    de: ZText(max).optional(),
    en: ZText(max).optional(),
    es: ZText(max).optional(),
    nl: ZText(max).optional(),
  });
/** Texts per site language with English required (titles, interview answers). */
const ZTitle = (max: number) => ZLocalizedText(max).extend({ en: ZText(max).min(1) });
const ZDateTime = z.iso.datetime({ offset: true });
const ZCoins = z.number().int().min(0).max(100_000);
const ZCountry = z.string().regex(/^[A-Z]{2}$/, { error: "An ISO 3166 country code" });

/** An image of the manifest; alt texts default to the record's name or title. */
export const ZImportImage = z.strictObject({
  file: ZImportFile,
  alt: ZLocalizedText(200).optional(),
});

const ZImportAgeRating = z.union([z.literal(12), z.literal(16), z.literal(18)]);
const ZSedcard = ZImportImage.extend({ ageRating: ZImportAgeRating });
const ZAlbumPicture = ZImportImage.extend({ ageRating: ZImportAgeRating.optional() });

const pricingShape = { price: ZCoins, basePrice: ZCoins.optional(), free: z.boolean().default(false) };
/** Free items cost 0, paid ones at least 1, and a base price (before a sale) is never below the price. */
function checkPricing(value: { price: number; basePrice?: number; free: boolean }, ctx: z.RefinementCtx) {
  if (value.free && value.price !== 0)
    ctx.addIssue({ code: "custom", path: ["price"], message: "A free item costs 0" });
  if (!value.free && value.price === 0)
    ctx.addIssue({ code: "custom", path: ["price"], message: "A paid item costs at least 1" });
  if (value.basePrice !== undefined && value.basePrice < value.price)
    ctx.addIssue({ code: "custom", path: ["basePrice"], message: "The base price is below the price" });
}

export const ZImportActor = z.strictObject({
  externalId: ZImportId,
  name: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N}_.-]{2,40}$/u, { error: "2-40 letters, digits or _ . -" }),
  gender: z.enum(["F", "M", "N"]),
  genderType: z.enum(["F", "M", "FM", "FF", "S"]),
  birthDate: z.iso.date(),
  country: ZCountry,
  city: ZText(80).default(""),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/))
    .max(10)
    .default([]),
  headline: ZLocalizedText(200).default({}),
  about: ZLocalizedText(4000).default({}),
  heightCm: z.number().int().min(120).max(230).optional(),
  eyeColor: ZText(30).optional(),
  hairColor: ZText(30).optional(),
  bodyType: ZText(30).optional(),
  prices: z.strictObject({ videoChat: ZCoins, singleC2c: ZCoins, message: ZCoins, voyeur: ZCoins }),
  voucherChatMinutes: z.number().int().min(0).max(60).default(0),
  freeMessages: z.number().int().min(0).max(50).default(0),
  livePreview: z.boolean().default(true),
  voyeurChat: z.boolean().default(false),
  conversionChat: z.boolean().default(false),
  bannedCountryCodes: z.array(ZCountry).max(250).default([]),
  registeredAt: ZDateTime,
  /** The first sedcard is the avatar. */
  sedcards: z.array(ZSedcard).min(1).max(50),
  cover: ZImportImage.optional(),
  interviews: z
    .array(z.strictObject({ question: ZTitle(300), answer: ZTitle(2000) }))
    .max(30)
    .default([]),
});

export const ZImportVideo = z
  .strictObject({
    externalId: ZImportId,
    actorExternalId: ZImportId,
    title: ZTitle(200),
    description: ZLocalizedText(4000).default({}),
    durationSec: z.number().int().min(1).max(86_400),
    ageRating: z.union([z.literal(16), z.literal(18)]),
    vip: z.boolean().default(false),
    isVip30Offer: z.boolean().default(false),
    camRecording: z.boolean().default(false),
    classic: z.boolean().default(false),
    dailyBonusPrice: ZCoins.min(1).optional(),
    releasedAt: ZDateTime,
    categories: z.array(z.string().min(1).max(60)).min(1).max(10),
    tags: z.array(z.string().min(1).max(60)).max(30).default([]),
    preview: ZImportImage,
    /** The full video (MP4); the free preview is its first seconds unless `previewClip` is given. */
    clip: ZImportFile,
    previewClip: ZImportFile.optional(),
    ...pricingShape,
  })
  .superRefine(checkPricing);

export const ZImportAlbum = z
  .strictObject({
    externalId: ZImportId,
    actorExternalId: ZImportId,
    title: ZTitle(200),
    description: ZLocalizedText(4000).default({}),
    ageRating: z.union([z.literal(16), z.literal(18)]),
    isVipContent: z.boolean().default(false),
    isPrivateShop: z.boolean().default(false),
    releasedAt: ZDateTime,
    /**
     * The first picture is the cover; pictures after the free previews are paid content. A picture
     * is rated as the album unless it says otherwise (never above the album: a 16-rated cover of an
     * 18-rated album shows on tiles to everybody).
     */
    pictures: z.array(ZAlbumPicture).min(1).max(500),
    ...pricingShape,
  })
  .superRefine(checkPricing)
  .superRefine((album, ctx) => {
    album.pictures.forEach((picture, index) => {
      if (picture.ageRating !== undefined && picture.ageRating > album.ageRating)
        ctx.addIssue({
          code: "custom",
          path: ["pictures", index, "ageRating"],
          message: "A picture is never rated above its album",
        });
    });
  });

/**
 * A curated collection of videos: its videos by external id (of this manifest or imported
 * before), in order. Lists show collections by `position` (lower first).
 */
export const ZImportCollection = z.strictObject({
  externalId: ZImportId,
  title: ZTitle(120),
  description: ZLocalizedText(1000).default({}),
  position: z.number().int().min(0).max(10_000).default(0),
  videos: z.array(ZImportId).min(1).max(200),
});

/** POST internal/actor_import_full: actors with their videos and albums, and video collections. */
export const ZActorImportManifest = z.strictObject({
  actors: z.array(z.unknown()).max(10_000).default([]),
  videos: z.array(z.unknown()).max(200_000).default([]),
  albums: z.array(z.unknown()).max(50_000).default([]),
  collections: z.array(z.unknown()).max(1_000).default([]),
});
/** POST internal/album_import: albums of actors imported before (or in the same manifest's actors). */
export const ZAlbumImportManifest = z.strictObject({
  albums: z.array(z.unknown()).min(1).max(50_000),
});

export type TImportActor = z.infer<typeof ZImportActor>;
export type TImportVideo = z.infer<typeof ZImportVideo>;
export type TImportAlbum = z.infer<typeof ZImportAlbum>;
export type TImportCollection = z.infer<typeof ZImportCollection>;
export type TImportImage = z.infer<typeof ZImportImage>;

/** One problem of a manifest: where (`actors[3].sedcards[0].file`), which record, and what. */
export interface ImportIssue {
  position: string;
  externalId?: string;
  message: string;
}

export type ImportPhase = "validate" | "files" | "rows";
export interface ImportProgress {
  type: "progress";
  phase: ImportPhase;
  done: number;
  total: number;
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}
export interface ImportSummary {
  type: "done";
  actors: ImportCounts;
  videos: ImportCounts;
  albums: ImportCounts;
  collections: ImportCounts;
  /** Media files processed now; files stored by an earlier run are reused. */
  files: { processed: number; reused: number };
  durationMs: number;
}
