import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ActorGender, GenderType } from "../../../common/enums.ts";
import type { Localized } from "../../../common/languages.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Generated or uploaded images; files live in the media store as `${path}-w{320,640,1280}.jpg`. */
export const images = pgTable("images", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  path: text("path").notNull().unique(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** Dominant colour shown while the image loads. */
  color: text("color").notNull(),
  alt: jsonb("alt").$type<Partial<Localized>>().notNull().default({}),
  /** Paid content: the files live in the protected store and are only served by signed URL. */
  protected: boolean("protected").notNull().default(false),
  createdAt: createdAt(),
});

/** Performers, as content and chat partners (spec core §3 "Actor data"). */
export const actors = pgTable(
  "actors",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The actor's id in the performer system that imported it (modules/catalog/import); null for none. */
    externalId: text("external_id"),
    name: text("name").notNull(),
    gender: text("gender").$type<ActorGender>().notNull(),
    genderType: text("gender_type").$type<GenderType>().notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    country: text("country").notNull(),
    city: text("city").notNull().default(""),
    /** Where the actor is (city level, WGS84), for the search's distance order; null when unknown. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** Spoken languages, ISO 639-1. */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    headline: jsonb("headline").$type<Partial<Localized>>().notNull().default({}),
    about: jsonb("about").$type<Partial<Localized>>().notNull().default({}),
    heightCm: smallint("height_cm"),
    eyeColor: text("eye_color"),
    hairColor: text("hair_color"),
    bodyType: text("body_type"),
    isOnline: boolean("is_online").notNull().default(false),
    onlineSince: timestamp("online_since", { withTimezone: true }),
    isOnlineMobileVideocall: boolean("is_online_mobile_videocall").notNull().default(false),
    freeChat: boolean("free_chat").notNull().default(false),
    isCurrentlyTicketShow: boolean("is_currently_ticket_show").notNull().default(false),
    isLivePreviewEnabled: boolean("is_live_preview_enabled").notNull().default(true),
    isVoyeurChatAvailable: boolean("is_voyeur_chat_available").notNull().default(false),
    /** The performer has a toy guests can control (toy controls; isDildocontrolAvailable). */
    hasToy: boolean("has_toy").notNull().default(false),
    isAvailableForConversionChat: boolean("is_available_for_conversion_chat").notNull().default(false),
    bannedCountryCodes: text("banned_country_codes").array().notNull().default(sql`'{}'::text[]`),
    /** Prices in VXC: video chat per minute, cam2cam per minute, per message, voyeur per minute. */
    priceVideoChat: integer("price_video_chat").notNull(),
    priceSingleC2c: integer("price_single_c2c").notNull(),
    priceMessage: integer("price_message").notNull(),
    priceVoyeur: integer("price_voyeur").notNull(),
    voucherChatMinutes: smallint("voucher_chat_minutes").notNull().default(0),
    freeMessages: smallint("free_messages").notNull().default(0),
    avatarImageId: integer("avatar_image_id").references(() => images.id),
    coverImageId: integer("cover_image_id").references(() => images.id),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("actors_name_lower_idx").on(sql`lower(${t.name})`),
    uniqueIndex("actors_external_id_idx").on(t.externalId),
    index("actors_registered_idx").on(t.registeredAt),
    check(
      "actors_prices_nonnegative",
      sql`${t.priceVideoChat} >= 0 and ${t.priceSingleC2c} >= 0 and ${t.priceMessage} >= 0 and ${t.priceVoyeur} >= 0`,
    ),
    check("actors_gender", sql`${t.gender} in ('N','M','F')`),
    check("actors_gender_type", sql`${t.genderType} in ('F','M','FM','FF','S')`),
  ],
);

/** Sedcard photos of an actor, by age rating (fsk). */
export const actorSedcards = pgTable(
  "actor_sedcards",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id),
    ageRating: smallint("age_rating").notNull().default(16),
    position: smallint("position").notNull(),
  },
  (t) => [index("actor_sedcards_actor_idx").on(t.actorId, t.position)],
);

/** Video categories with a slug per route language. */
export const categories = pgTable("categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  slugEn: text("slug_en").notNull().unique(),
  slugDe: text("slug_de").notNull().unique(),
  slugEs: text("slug_es").notNull().unique(),
  name: jsonb("name").$type<Localized>().notNull(),
  description: jsonb("description").$type<Partial<Localized>>().notNull().default({}),
  imageId: integer("image_id").references(() => images.id),
  position: smallint("position").notNull().default(0),
});

/** Tags; `groupKey` is the language-neutral tag group used in actor video URLs. */
export const tags = pgTable("tags", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  groupKey: text("group_key").notNull().unique(),
  name: jsonb("name").$type<Localized>().notNull(),
});

/** Videos (spec content §3 "Video"). Prices in VXC; base price above price means on sale. */
export const videos = pgTable(
  "videos",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The id in the performer system that imported it (modules/catalog/import); null for none. */
    externalId: text("external_id"),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    title: jsonb("title").$type<Partial<Localized>>().notNull(),
    description: jsonb("description").$type<Partial<Localized>>().notNull().default({}),
    durationSec: integer("duration_sec").notNull(),
    ageRating: smallint("age_rating").notNull().default(18),
    vip: boolean("vip").notNull().default(false),
    isVip30Offer: boolean("is_vip30_offer").notNull().default(false),
    free: boolean("free").notNull().default(false),
    camRecording: boolean("cam_recording").notNull().default(false),
    classic: boolean("classic").notNull().default(false),
    price: integer("price").notNull(),
    basePrice: integer("base_price").notNull(),
    dailyBonusPrice: integer("daily_bonus_price"),
    previewImageId: integer("preview_image_id").references(() => images.id),
    previewThumbnailCount: smallint("preview_thumbnail_count").notNull().default(0),
    /**
     * Media files of the video: the full file `${mediaKey}.mp4` in the protected store (served only
     * by signed URL) and the free preview `${mediaKey}-preview.mp4` in the public media store.
     */
    mediaKey: text("media_key"),
    likes: integer("likes").notNull().default(0),
    dislikes: integer("dislikes").notNull().default(0),
    views: integer("views").notNull().default(0),
    salesCount: integer("sales_count").notNull().default(0),
    contestPlace: smallint("contest_place"),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("videos_actor_idx").on(t.actorId, t.releasedAt),
    uniqueIndex("videos_external_id_idx").on(t.externalId),
    index("videos_released_idx").on(t.releasedAt),
    index("videos_likes_idx").on(t.likes),
    index("videos_sales_idx").on(t.salesCount),
    check("videos_price_valid", sql`${t.price} >= 0 and ${t.basePrice} >= ${t.price}`),
    check("videos_free_price", sql`not ${t.free} or ${t.price} = 0`),
    check("videos_duration_positive", sql`${t.durationSec} > 0`),
  ],
);

export const videoCategories = pgTable(
  "video_categories",
  {
    videoId: integer("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.categoryId] }),
    index("video_categories_category_idx").on(t.categoryId),
  ],
);

export const videoTags = pgTable(
  "video_tags",
  {
    videoId: integer("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.tagId] }), index("video_tags_tag_idx").on(t.tagId)],
);

/** Views and sales per video and day; trending reads the last 8 days of it. */
export const videoActivityDaily = pgTable(
  "video_activity_daily",
  {
    videoId: integer("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    sales: integer("sales").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.day] }), index("video_activity_day_idx").on(t.day)],
);

/** Photo albums (spec content §3 "Gallery / album"). */
export const albums = pgTable(
  "albums",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The id in the performer system that imported it (modules/catalog/import); null for none. */
    externalId: text("external_id"),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    title: jsonb("title").$type<Partial<Localized>>().notNull(),
    description: jsonb("description").$type<Partial<Localized>>().notNull().default({}),
    ageRating: smallint("age_rating").notNull().default(16),
    free: boolean("free").notNull().default(false),
    price: integer("price").notNull(),
    basePrice: integer("base_price").notNull(),
    isVipContent: boolean("is_vip_content").notNull().default(false),
    isPrivateShop: boolean("is_private_shop").notNull().default(false),
    type: text("type").notNull().default("photo_album"),
    coverImageId: integer("cover_image_id").references(() => images.id),
    totalViews: integer("total_views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    dislikes: integer("dislikes").notNull().default(0),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("albums_actor_idx").on(t.actorId, t.releasedAt),
    uniqueIndex("albums_external_id_idx").on(t.externalId),
    check("albums_price_valid", sql`${t.price} >= 0 and ${t.basePrice} >= ${t.price}`),
    check("albums_free_price", sql`not ${t.free} or ${t.price} = 0`),
  ],
);

export const albumPictures = pgTable(
  "album_pictures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    albumId: integer("album_id")
      .notNull()
      .references(() => albums.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id),
    position: smallint("position").notNull(),
    ageRating: smallint("age_rating").notNull().default(16),
    likes: integer("likes").notNull().default(0),
    dislikes: integer("dislikes").notNull().default(0),
  },
  (t) => [index("album_pictures_album_idx").on(t.albumId, t.position)],
);

/**
 * Curated collections of videos (spec content §7 "collections"), imported like the rest of the
 * catalogue (contentImport, matched on externalId) and listed by `position`.
 */
export const collections = pgTable(
  "collections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    externalId: text("external_id").notNull(),
    title: jsonb("title").$type<Localized>().notNull(),
    description: jsonb("description").$type<Partial<Localized>>().notNull().default({}),
    /** Lower first in lists. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("collections_external_id_idx").on(t.externalId),
    index("collections_position_idx").on(t.position, t.id),
  ],
);

/** The videos of a collection, in order. */
export const collectionVideos = pgTable(
  "collection_videos",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    videoId: integer("video_id")
      .notNull()
      .references(() => videos.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.videoId] }),
    index("collection_videos_order_idx").on(t.collectionId, t.position),
    index("collection_videos_video_idx").on(t.videoId),
  ],
);

/** Interview questions an actor answered (profile "about me"), in the site languages. */
export const actorInterviews = pgTable(
  "actor_interviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => actors.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    question: jsonb("question").$type<Localized>().notNull(),
    answer: jsonb("answer").$type<Partial<Localized>>().notNull(),
  },
  (t) => [index("actor_interviews_actor_idx").on(t.actorId, t.position)],
);
