import { z } from "zod";
import type { ActorGender, GenderType } from "../enums.ts";
import type { Language } from "../languages.ts";
import type { ChatType } from "../live.ts";
import type { Money } from "../money.ts";
import type { TActivityEventData, TActivityEventType } from "./activity.ts";
import type { TActorInsights } from "./actors.ts";
import type { TPictureLock } from "./albums.ts";
import type { TBlogArchive, TBlogLanding, TBlogPage, TBlogPost, TBlogTeaser } from "./blog.ts";
import type { TCamShow, TCamShowList } from "./camshows.ts";
import type { TContestLists, TContestPage } from "./contests.ts";
import type { TEasterData } from "./easter.ts";
import type { TFeedPage, TFeedPageQuery, TFeedPost } from "./feed.ts";
import type { LegalTextType, TLegalDocument } from "./legal.ts";
import { TOP_CAM_TYPES, type TopCamType } from "./values/catalog.ts";
import type { DailyBonusDay, TDailyBonusDay } from "./values/dailybonus.ts";
import type { TTvProgram, TvChannel } from "./values/tv.ts";

export * from "./values/catalog.ts";

/** An image in the three spec sizes. */
export interface TImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  color: string;
}

/**
 * A video as shown on tiles and lists (spec content §3 "Video"). A performer's text comes with the
 * language it is in (`…Language`): the page's where she has it, else the one shown instead (docs/
 * decisions.md "Performer texts in the guest's language (issue 27)"); pages mark a differing one
 * with `lang`.
 */
export interface TVideo {
  id: number;
  title: string;
  titleLanguage: Language;
  description: string;
  descriptionLanguage: Language;
  duration: number;
  ageRating: number;
  vip: boolean;
  isVip30Offer: boolean;
  free: boolean;
  new: boolean;
  camRecording: boolean;
  classic: boolean;
  onSale: boolean;
  price: Money;
  basePrice: Money;
  dailyBonusPrice: Money | null;
  preview: TImage | null;
  /** The free preview clip (MP4), when the video has media. */
  previewVideoUrl: string | null;
  previewThumbnails: number;
  rating: { likes: number; dislikes: number };
  model: { id: number; name: string; url: string };
  contestInfo: { place: number | null };
  guestInfo: { bought: boolean; gifted: boolean; flatrate: boolean; liked: boolean };
  releasedAt: string;
  url: string;
  tags: { groupKey: string; name: string }[];
}

/** What a video tile shows: the page data of lists that only show tiles carries no more. */
export type TVideoTile = Pick<
  TVideo,
  | "id"
  | "title"
  | "titleLanguage"
  | "duration"
  | "vip"
  | "free"
  | "new"
  | "classic"
  | "onSale"
  | "price"
  | "basePrice"
  | "preview"
  | "previewVideoUrl"
  | "previewThumbnails"
  | "rating"
  | "model"
  | "url"
>;

/** A place in the video stars (GET page /videos/stars/). */
export interface TVideoStar {
  rank: number;
  videoCount: number;
  actor: TActorTile;
}

export interface TActorTile {
  id: number;
  name: string;
  age: number;
  gender: ActorGender;
  genderType: GenderType;
  isOnline: boolean;
  isNew: boolean;
  avatar: TImage | null;
  headline: string;
  headlineLanguage: Language;
  url: string;
  /** What a message to her costs in the messenger, and the free messages she gives a new conversation. */
  messagePrice: Money;
  freeMessages: number;
}

/** A chat type an online actor offers, at its price per minute (0 for free chat and the preview). */
export interface TChatOffer {
  chatType: ChatType;
  pricePerMinute: Money;
}

/** An online performer on /cams/: her tile, a live still of her stream, languages and chat offers. */
export interface TCamTile extends TActorTile {
  /** A still of the live stream, refreshed by the origin every few seconds. */
  still: string;
  languages: string[];
  freeChat: boolean;
  offers: TChatOffer[];
}

/** Online performers /cams/ lists at most (most recently online first). */
export const CAMS_MAX = 500;

/** A full actor profile (spec core §3 "Actor data" as far as a profile shows it). */
export interface TActorProfile extends TActorTile {
  country: string;
  city: string;
  languages: string[];
  about: string;
  aboutLanguage: Language;
  heightCm: number | null;
  eyeColor: string | null;
  hairColor: string | null;
  bodyType: string | null;
  freeChat: boolean;
  isOnlineMobileVideocall: boolean;
  isCurrentlyTicketShow: boolean;
  isLivePreviewEnabled: boolean;
  isVoyeurChatAvailable: boolean;
  /** A new guest's conversion chat (a free private chat while the guest's countdown runs) is offered with her. */
  isActorAvailableForConversionChat: boolean;
  prices: { video: Money; singlec2c: Money; message: Money; voyeur: Money; voucherChatMinutes: number };
  freeMessages: number;
  cover: TImage | null;
  registeredAt: string;
  counts: { videos: number; albums: number; classicVideos: number };
  tagGroups: { groupKey: string; name: string; count: number }[];
}

export interface TSedcard {
  id: number;
  ageRating: number;
  image: TImage;
}

export interface TAlbumTile {
  id: number;
  title: string;
  titleLanguage: Language;
  ageRating: number;
  free: boolean;
  isVipContent: boolean;
  isPrivateShop: boolean;
  price: Money;
  basePrice: Money;
  cover: TImage | null;
  pictureCount: number;
  albumTotalViews: number;
  guestRatingLikes: number;
  guestRatingDislikes: number;
  type: "photo_album";
  actor: { id: number; name: string };
  url: string;
}

export interface TAlbum extends TAlbumTile {
  description: string;
  descriptionLanguage: Language;
  /** The viewer's VIP club opens this VIP album (not bought: no purchase needed while VIP runs). */
  openedByVip: boolean;
  /**
   * Locked pictures (18-rated without an accepted age check, or paid and not bought) come without an
   * image and with their reason: their files are never published.
   */
  pictures: {
    id: number;
    ageRating: number;
    locked: TPictureLock;
    image: TImage | null;
    likes: number;
    dislikes: number;
  }[];
}

export interface TCategory {
  id: number;
  name: string;
  description: string;
  slug: string;
  slugs: { de: string; en: string; es: string };
  image: TImage | null;
  videoCount: number;
  url: string;
}

/** A page of a list. */
export interface TPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Orders of video lists (spec content §9 default sort orders). */
export const VIDEO_ORDERS = [
  "topRated",
  "newest",
  "discount",
  "trending",
  "bestSelling",
  "priceAsc",
  "priceDesc",
  "longest",
] as const;
export type VideoOrder = (typeof VIDEO_ORDERS)[number];

/** Type flags of the video filter (spec content §3 "Video filter"). */
export const VIDEO_FILTER_TYPES = [
  "free",
  "premium",
  "discount",
  "vip",
  "bought",
  "trending",
  "vxselect",
  "vip30",
  "classic",
  "shared",
  "original",
] as const;

const unmapped = { error: () => "Unmapped category" };
const typeFlags = Object.fromEntries(
  VIDEO_FILTER_TYPES.map((type) => [type, z.boolean().optional()]),
) as Record<(typeof VIDEO_FILTER_TYPES)[number], z.ZodOptional<z.ZodBoolean>>;

export const ZVideoFilter = z.strictObject(
  {
    modelIds: z.array(z.number().int().positive()).max(200).optional(),
    actingGroups: z.array(z.string().max(8)).max(10).optional(),
    ids: z.array(z.number().int().positive()).max(500).optional(),
    tags: z.array(z.string().min(1).max(64)).max(20).optional(),
    categoryIds: z.array(z.number().int().positive()).max(50).optional(),
    releasedFrom: z.iso.datetime({ offset: true }).optional(),
    releasedUntil: z.iso.datetime({ offset: true }).optional(),
    types: z.strictObject(typeFlags, unmapped).optional(),
  },
  unmapped,
);
export type TVideoFilter = z.infer<typeof ZVideoFilter>;

/** Payload of GET tileGrid/get/videos/{payload}. */
export const ZVideoGridPayload = z
  .object({
    filter: ZVideoFilter.default({}),
    order: z.enum(VIDEO_ORDERS).default("topRated"),
    limit: z.number().int().min(1).max(100).default(16),
    offset: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();
export type TVideoGridPayload = z.infer<typeof ZVideoGridPayload>;

/** Grid types whose settings a guest can store (POST tileGrid/storeTileGridSettings). */
export const TILE_GRID_TYPES = ["videos", "actors", "albums", "mediathek", "search"] as const;

/**
 * POST tileGrid/storeTileGridSettings: a grid's view settings (order, filter, page size...) kept
 * with a logged-in guest (TGuest.tileGridSettings[type]); at most 2 KB per grid.
 */
export const ZStoreTileGridSettings = z.strictObject({
  type: z.enum(TILE_GRID_TYPES),
  settings: z
    .record(z.string().max(64), z.unknown())
    .refine((settings) => JSON.stringify(settings).length <= 2048, {
      error: "Grid settings are limited to 2 KB",
    }),
});

/**
 * The actor profile's showcase (GET gallery/getpromotedvideo, gallery/getTopVideos, sales/actor and
 * the overview's recommended actors); the rules are in docs/decisions.md.
 */
export interface TActorShowcase {
  /** The newest video on sale, else the most liked of the last 90 days, else the most liked; null without videos. */
  promoted: TVideo | null;
  /** Up to 10 videos by likes and sales (a sale weighs as 10 likes). */
  top: TVideo[];
  /** Videos and albums whose price is below their base price, newest first. */
  sale: { videos: TVideo[]; albums: TAlbumTile[] };
  /** 9 actors like her (same gender type first), online first (spec core §9: grid 8, slider 5). */
  recommended: TActorTile[];
}

export const ZTopCamsQuery = z.object({
  type: z.enum(TOP_CAM_TYPES).default("top100"),
  online: z.enum(["1", "true"]).optional(),
});

/** One entry of a top-cams list (spec content §3 "Top cam"). */
export interface TTopCam {
  rank: number;
  id: number;
  name: string;
  profileLink: string;
  online: boolean;
  onlineVideocall: boolean;
  age: number;
  previewPicture: TImage | null;
  avatarPicture: TImage | null;
  spokenLanguages: string[];
  /** Guests who pinned her as a favourite. */
  pinnedCount: number;
  /** Chat ratings of the last 90 days; null below 10 (spec core §9). */
  ratingCount: number | null;
  satisfactionRate: number | null;
  /** 2 per satisfied chat rating of the last 90 days plus 1 per favourite pin. */
  rankingPoints: number;
  rankingPointsVideoCall: number;
  videocallPrice: { singleC2CChat: Money & { symbol: string } };
}

/** How the profile's chat button reads (the label's meaning; texts come localized in buttonTexts). */
export type ChatButtonMode = "banned" | "freeChat" | "voucher" | "chat" | "message";

/** Chat button config per actor (spec content §3), GET actor/getChatButtonConfig/{actorId}. */
export interface TChatButtonConfig {
  actorId: number;
  actorLink: string;
  /** Where the button leads: the messenger with this actor (live chat opens there). */
  messengerLink: string;
  mode: ChatButtonMode;
  buttonTexts: { label: string; price: string | null; hint: string | null };
  isActorOnline: boolean;
  /** The guest's video-chat voucher minutes usable with her (0 anonymous). */
  voucherChatMinutes: number;
  freeChat: boolean;
  isBannedCountryCode: boolean;
  isCurrentlyTicketShow: boolean;
  /** A show of hers is on sale (a seat left, not begun; modules/camshows). */
  isTicketShowAvailable: boolean;
  /** The guest holds a ticket of her upcoming or running show (false for a visitor). */
  guestHasTicket: boolean;
  isVoyeurChatAvailable: boolean;
  isVoyeurInSingleChatAllowed: boolean;
  prices: {
    freeMessages: number;
    message: Money;
    single: Money;
    singlec2c: Money;
    video: Money;
    voucherChatMinutes: number;
    voyeur: Money;
  };
  multiChatPrice: Money;
  singleC2CChatPrice: Money;
}

/** What the web app asks of the catalogue; the server implements it in-process for SSR loaders. */
export interface CatalogApi {
  /** The start page's first screen. */
  home(language: Language): Promise<THome>;
  /** The start page's blocks below the first screen. */
  homeMore(language: Language): Promise<THomeMore>;
  /** The performers online now, most recently online first (at most HOME_ONLINE_MAX). */
  onlineActors(language: Language): Promise<TActorTile[]>;
  /** Every performer online now with her live still and chat offers (at most CAMS_MAX). */
  cams(language: Language): Promise<TCamTile[]>;
  videoList(input: TVideoListInput): Promise<TPage<TVideo>>;
  categories(language: Language): Promise<TCategory[]>;
  categoryBySlug(language: Language, slug: string): Promise<TCategory | null>;
  newActors(language: Language, page: number): Promise<TPage<TActorTile>>;
  /** The video stars: actors ranked by video sales (spec content §9: 100). */
  videoStars(language: Language): Promise<TVideoStar[]>;
  actorProfile(language: Language, name: string): Promise<TActorProfile | null>;
  /** An actor's sedcards up to an age rating; protected (18-rated) ones get URLs bound to `viewerId`. */
  actorSedcards(actorId: number, maxAgeRating: number, viewerId?: number | null): Promise<TSedcard[]>;
  actorAlbums(language: Language, actorId: number): Promise<TAlbumTile[]>;
  /**
   * An album for one kind of viewer: `owned` (the guest bought it) opens the pictures behind the
   * paywall, `ageChecked` (an accepted age check) the 18-rated ones. Both false for anonymous pages.
   * Protected pictures get signed URLs bound to the viewing guest `viewerId` (none without one).
   * `vip` (the viewer's VIP club runs) opens a VIP album as a purchase does (catalog `opensAlbum`).
   */
  album(
    language: Language,
    actorId: number,
    albumId: number,
    owned?: boolean,
    ageChecked?: boolean,
    viewerId?: number | null,
    vip?: boolean,
  ): Promise<TAlbum | null>;
  video(language: Language, videoId: number): Promise<TVideo | null>;
  tag(language: Language, groupKey: string): Promise<{ groupKey: string; name: string } | null>;
  /** Chat ratings, heat map and interviews of an actor (the about tab). */
  actorInsights(language: Language, actorId: number): Promise<TActorInsights>;
  /** Promoted, top and sale videos, sale albums and recommended actors of an actor (the overview). */
  actorShowcase(language: Language, actorId: number): Promise<TActorShowcase>;
  /** A top-cams list (at most TOP_CAMS_LIMIT), optionally only online actors. */
  topCams(language: Language, type: TopCamType, online: boolean): Promise<TTopCam[]>;
  /**
   * The cam-show calendar of the next CAM_SHOW_CALENDAR_DAYS days (one performer's, or all) as a
   * visitor sees it: nothing of a guest (bought, may buy), which the browser reads after hydration.
   */
  camShows(language: Language, actorId: number | null): Promise<TCamShowList>;
  /** The chat button of an anonymous visitor without a known country (the browser asks for its own). */
  chatButtonConfig(language: Language, actorId: number): Promise<TChatButtonConfig | null>;
  /** The contests running, coming and ended, as a visitor sees them. */
  contests(language: Language): Promise<TContestLists>;
  /** A contest's header, first grid page (most votes first) and top list, or null when unknown. */
  contestPage(language: Language, contestId: number, pageSize: number): Promise<TContestPage | null>;
  /** A feed's first page as a visitor sees it (no guest's likes or purchases: read after hydration). */
  feed(query: TFeedPageQuery): Promise<TFeedPage>;
  /** One post as a visitor sees it, or null when unknown, deleted or not yet published. */
  feedPost(postId: number): Promise<TFeedPost | null>;
  /** The blog's landing (blog/pm) in a language. */
  blogLanding(language: Language): Promise<TBlogLanding>;
  /** A page of a blog category's posts (blog/posts), or of a performer's. */
  blogCategory(language: Language, categoryId: number, page: number): Promise<TBlogPage>;
  /** The blog's archive: the years and one year's page (the newest year for null). */
  blogArchive(language: Language, year: number | null, page: number): Promise<TBlogArchive>;
  /** A blog post in a language, or null. */
  blogPost(language: Language, slug: string): Promise<TBlogPost | null>;
  /** A legal text in force in a language with its earlier versions, or null. */
  legalDocument(language: Language, type: LegalTextType): Promise<TLegalDocument | null>;
  /** A TV channel's programme as an anonymous visitor sees it (the guest's own is the browser's to ask). */
  tvProgram(language: Language, channel: TvChannel): Promise<TTvProgram>;
  /** A Berlin day's daily-bonus offers as an anonymous visitor sees them (the guest's claims are the browser's to ask). */
  dailyBonus(language: Language, day: DailyBonusDay): Promise<TDailyBonusDay>;
  /** The activity-points event of a type running now as a visitor sees it (its rules), or null. */
  activityEvent(language: Language, eventType: TActivityEventType): Promise<TActivityEventData | null>;
  /** The running easter event as a visitor sees it: the reward ladder (the guest's eggs are the browser's to ask). */
  easter(language: Language): Promise<TEasterData>;
}

export interface TVideoListInput {
  language: Language;
  filter: TVideoFilter;
  order: VideoOrder;
  page: number;
  pageSize: number;
}

/** The start page's first screen, rendered by the server: what a guest sees before scrolling. */
export interface THome {
  /** The hero's artwork: the previews of the best-selling videos (at most 3). */
  heroImages: { id: number; src: string; srcSet: string }[];
  /** The first online performers (HOME_ONLINE_FIRST); the rest come from onlineActors(). */
  onlineActors: TActorTile[];
  counts: { actors: number; videos: number; albums: number; online: number };
}

/** One slide of the start page's jumbotron: a released catalogue video and its headline. */
export interface TJumbotronSlide {
  video: TVideoTile;
  /** The operator's headline in the page's language (else English, else any), or the video's title. */
  headline: string;
}

/** GET video/jumbotron/homepage: the slides to show (none when off or no configured video is out). */
export interface TJumbotronHomepage {
  rotateSeconds: number;
  slides: TJumbotronSlide[];
}

/** The start page's blocks below the first screen, read when the guest scrolls towards them. */
export interface THomeMore {
  /** The best-selling videos. */
  top: TVideoTile[];
  newVideos: TVideoTile[];
  trends: TVideoTile[];
  categories: TCategory[];
  newActors: TActorTile[];
  /** Curated collections (the first few, with their first videos); empty ones left out. */
  collections: { id: number; title: string; description: string; videos: TVideoTile[] }[];
  /** CAMSHOWS: the next cam shows with a seat left (or running), each with its performer. */
  camShows: { show: TCamShow; actor: TActorTile }[];
  /** VIP30: the newest videos of the VIP club's monthly selection. */
  vip30: TVideoTile[];
  /** WelcomeClips: the newest free clips. */
  welcomeClips: TVideoTile[];
  /** Blog: the newest posts in the page's language. */
  blog: TBlogTeaser[];
  /** Videostation: the operator's jumbotron (no slides when off). */
  videostation: TJumbotronHomepage;
}

/** Online performers shown first on the start page (two rows of the widest grid). */
export const HOME_ONLINE_FIRST = 10;
/** Online performers on the start page behind "show all": all of them, up to this many. */
export const HOME_ONLINE_MAX = 120;
