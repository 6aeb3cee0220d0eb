import { NEW_ACTOR_DAYS, NEW_VIDEO_DAYS } from "../../../common/constants.ts";
import type {
  TActorProfile,
  TActorTile,
  TAlbum,
  TAlbumTile,
  TCategory,
  TImage,
  TVideo,
} from "../../../common/contracts/catalog.ts";
import {
  type TVideoPictures,
  VIDEO_THUMBNAIL_COLUMNS,
  VIDEO_THUMBNAIL_FRAME_HEIGHT,
  VIDEO_THUMBNAIL_FRAME_WIDTH,
  videoThumbnailKeys,
} from "../../../common/contracts/videoPictures.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { performerFields } from "./performerText.ts";
import type { ActorRow, AlbumRow, CategoryRow, ImageRow, VideoRow } from "./rows.ts";

const DAY_MS = 86_400_000;

/**
 * An image row to the three spec sizes (w320, w640, w1280): public images under /media/, protected
 * ones only through `sign` (their base URL with signature); without it a protected image is never
 * published.
 */
export function presentImage(image: ImageRow | null, sign?: (path: string) => string): TImage | null {
  if (!image) return null;
  if (image.protected && !sign) return null;
  const base = image.protected && sign ? sign(image.path) : `/media/${image.path}`;
  const url = (w: number) => `${base}-w${w}.jpg`;
  return {
    src: url(640),
    srcSet: `${url(320)} 320w, ${url(640)} 640w, ${url(1280)} 1280w`,
    width: image.width,
    height: image.height,
    color: image.color,
  };
}

/** Whole years between a birth date and now. */
export function ageOn(birthDate: string, now: Date): number {
  const birth = new Date(`${birthDate}T00:00:00Z`);
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

const vxc = (value: number) => ({ value, currency: "VXC" as const });

/** A video row (with its actor and preview image) as the public video shape. */
export function presentVideo(row: VideoRow, language: Language, now: Date): TVideo {
  const actorUrl = buildPath(language, "actorProfile", { actorName: row.actor.name });
  const spoken = row.actor.languages;
  return {
    id: row.id,
    ...performerFields("title", row.title, language, spoken),
    ...performerFields("description", row.description, language, spoken),
    duration: row.durationSec,
    ageRating: row.ageRating,
    vip: row.vip,
    isVip30Offer: row.isVip30Offer,
    free: row.free,
    new: now.getTime() - row.releasedAt.getTime() < NEW_VIDEO_DAYS * DAY_MS,
    camRecording: row.camRecording,
    classic: row.classic,
    onSale: row.basePrice > row.price,
    price: vxc(row.price),
    basePrice: vxc(row.basePrice),
    dailyBonusPrice: row.dailyBonusPrice === null ? null : vxc(row.dailyBonusPrice),
    preview: presentImage(row.preview),
    previewVideoUrl: row.mediaKey ? `/media/${row.mediaKey}-preview.mp4` : null,
    previewThumbnails: thumbnailCount(row),
    rating: { likes: row.likes, dislikes: row.dislikes },
    model: { id: row.actor.id, name: row.actor.name, url: actorUrl },
    contestInfo: { place: row.contestPlace },
    guestInfo: { bought: false, gifted: false, flatrate: false, liked: false },
    releasedAt: row.releasedAt.toISOString(),
    url: buildPath(language, "actorVideo", { actorName: row.actor.name, videoId: row.id }),
    tags: row.tags.map((tag) => ({ groupKey: tag.groupKey, name: pickLocalized(tag.name, language) })),
  };
}

/** Stored preview thumbnails of a video: none without media behind it. */
function thumbnailCount(row: Pick<VideoRow, "mediaKey" | "previewThumbnailCount">): number {
  return row.mediaKey ? row.previewThumbnailCount : 0;
}

/**
 * A video's preview thumbnails (GET tileGrid/getVideoPictures): each w320 frame with the moment it
 * shows, and the sprite sheet of all of them, under /media/ like the preview clip.
 */
export function presentVideoPictures(
  row: Pick<VideoRow, "mediaKey" | "previewThumbnailCount" | "durationSec">,
): TVideoPictures {
  const count = thumbnailCount(row);
  if (!row.mediaKey || count === 0) return { pictures: [], sprite: null };
  const keys = videoThumbnailKeys(row.mediaKey);
  const spacing = row.durationSec / count;
  return {
    pictures: Array.from({ length: count }, (_, position) => ({
      position,
      atSec: Math.round((position + 0.5) * spacing * 10) / 10,
      url: `/media/${keys.frame(position)}`,
    })),
    sprite: {
      url: `/media/${keys.sprite}`,
      columns: VIDEO_THUMBNAIL_COLUMNS,
      rows: Math.ceil(count / VIDEO_THUMBNAIL_COLUMNS),
      frameWidth: VIDEO_THUMBNAIL_FRAME_WIDTH,
      frameHeight: VIDEO_THUMBNAIL_FRAME_HEIGHT,
      count,
    },
  };
}

/** An actor row as a tile. */
export function presentActorTile(row: ActorRow, language: Language, now: Date): TActorTile {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birthDate, now),
    gender: row.gender,
    genderType: row.genderType,
    isOnline: row.isOnline,
    isNew: now.getTime() - row.registeredAt.getTime() < NEW_ACTOR_DAYS * DAY_MS,
    avatar: presentImage(row.avatar),
    ...performerFields("headline", row.headline, language, row.languages),
    url: buildPath(language, "actorProfile", { actorName: row.name }),
    messagePrice: { value: row.priceMessage, currency: "VXC" },
    freeMessages: row.freeMessages,
  };
}

/** A full actor profile; counts and tag groups come from separate queries. */
export function presentActorProfile(
  row: ActorRow & { cover: ImageRow | null },
  language: Language,
  now: Date,
  extra: Pick<TActorProfile, "counts" | "tagGroups">,
): TActorProfile {
  return {
    ...presentActorTile(row, language, now),
    country: row.country,
    city: row.city,
    languages: row.languages,
    ...performerFields("about", row.about, language, row.languages),
    heightCm: row.heightCm,
    eyeColor: row.eyeColor,
    hairColor: row.hairColor,
    bodyType: row.bodyType,
    freeChat: row.freeChat,
    isOnlineMobileVideocall: row.isOnlineMobileVideocall,
    isCurrentlyTicketShow: row.isCurrentlyTicketShow,
    isLivePreviewEnabled: row.isLivePreviewEnabled,
    isVoyeurChatAvailable: row.isVoyeurChatAvailable,
    isActorAvailableForConversionChat: row.isAvailableForConversionChat,
    prices: {
      video: vxc(row.priceVideoChat),
      singlec2c: vxc(row.priceSingleC2c),
      message: vxc(row.priceMessage),
      voyeur: vxc(row.priceVoyeur),
      voucherChatMinutes: row.voucherChatMinutes,
    },
    freeMessages: row.freeMessages,
    cover: presentImage(row.cover),
    registeredAt: row.registeredAt.toISOString(),
    ...extra,
  };
}

/** A category row in a language. */
export function presentCategory(row: CategoryRow, language: Language): TCategory {
  const slugs = { de: row.slugDe, en: row.slugEn, es: row.slugEs };
  const slug = language === "de" ? slugs.de : language === "es" ? slugs.es : slugs.en;
  return {
    id: row.id,
    name: pickLocalized(row.name, language),
    description: pickLocalized(row.description, language),
    slug,
    slugs,
    image: presentImage(row.image),
    videoCount: row.videoCount,
    url: buildPath(language, "category", { categorySlug: slug }),
  };
}

/** An album row as a tile. */
export function presentAlbumTile(row: AlbumRow, language: Language): TAlbumTile {
  return {
    id: row.id,
    ...performerFields("title", row.title, language, row.actor.languages),
    ageRating: row.ageRating,
    free: row.free,
    isVipContent: row.isVipContent,
    isPrivateShop: row.isPrivateShop,
    price: vxc(row.price),
    basePrice: vxc(row.basePrice),
    cover: presentImage(row.cover),
    pictureCount: row.pictureCount,
    albumTotalViews: row.totalViews,
    guestRatingLikes: row.likes,
    guestRatingDislikes: row.dislikes,
    type: "photo_album",
    actor: { id: row.actor.id, name: row.actor.name },
    url: buildPath(language, "actorAlbum", { actorName: row.actor.name, albumId: row.id }),
  };
}

/** An album with its pictures. */
export function presentAlbum(
  row: AlbumRow,
  pictures: TAlbum["pictures"],
  language: Language,
  openedByVip = false,
): TAlbum {
  return {
    ...presentAlbumTile(row, language),
    ...performerFields("description", row.description, language, row.actor.languages),
    openedByVip,
    pictures,
  };
}
