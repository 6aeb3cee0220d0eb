import { z } from "zod";
import type { Language } from "../languages.ts";
import { COMMENT_LIMIT, COMMENT_MAX_LENGTH, COMMENT_PAGE_SIZE } from "./values/albums.ts";

export * from "./values/albums.ts";

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** A guest's rating: 1 like, -1 dislike, 0 takes the rating back. */
export const ZGuestRating = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
export type TGuestRating = z.infer<typeof ZGuestRating>;

export const ZAlbumParams = z.object({ albumId: id }).strict();

/** `POST gallery/setGuestRating`. */
export const ZAlbumRatingInput = z.object({ albumId: id, guestRating: ZGuestRating }).strict();
/** `POST gallery/setPictureGuestRating`. */
export const ZPictureRatingInput = z.object({ pictureId: id, guestRating: ZGuestRating }).strict();
/** `POST gallery/view`. */
export const ZAlbumViewInput = z.object({ albumId: id }).strict();

/** `GET gallery/getComments?albumId=&limit=&offset=`. */
export const ZCommentsQuery = z.object({
  albumId: id,
  limit: z.coerce.number().int().min(1).max(COMMENT_LIMIT).default(COMMENT_PAGE_SIZE),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(COMMENT_LIMIT - 1)
    .default(0),
});

/** `POST gallery/postComment`. */
export const ZPostCommentInput = z
  .object({
    albumId: id,
    commentText: z
      .string()
      .transform((text) => text.trim())
      .pipe(z.string().min(1, "Write a comment").max(COMMENT_MAX_LENGTH)),
  })
  .strict();

/** `POST gallery/deleteComment`. */
export const ZDeleteCommentInput = z.object({ commentId: id }).strict();

/**
 * Why the viewer may not see an album picture (spec core §6 restrictions), or null: an 18-rated
 * picture needs an accepted age check (`needAgeCheck`, checked first), a picture behind the paywall
 * the album's purchase (`needPurchase`). A locked picture keeps its place with `image: null`.
 */
export type TPictureLock = "needAgeCheck" | "needPurchase" | null;

/** An album picture as the viewer may see it. */
export interface TAlbumPicture {
  id: number;
  ageRating: number;
  locked: TPictureLock;
  /** null when locked; a signed `/pmedia/` URL for a picture behind the paywall the viewer bought. */
  image: { src: string; srcSet: string; width: number; height: number; color: string } | null;
}

/** Why a guest may not comment on an album (null: they may). */
export type TCommentBlock = "login" | "blocked" | "commented" | "needPurchase" | null;

/** Likes and the guest's own rating of an album or a picture (spec content §3 "Gallery / album"). */
export interface TRating {
  guestRatingLikes: number;
  guestRatingDislikes: number;
  isLiked: boolean;
  isDisliked: boolean;
}

/** Answer of the rating calls. */
export interface TRatingResult extends TRating {
  objectType: "video" | "album" | "picture";
  objectId: number;
}

/** One comment (spec content §3 "Comment"; replies do not exist on albums). */
export interface TAlbumComment {
  id: number;
  created: string;
  text: string;
  isCreator: boolean;
  /** The comment is the calling guest's own (they may delete it). */
  isOwn: boolean;
  /** null when the author's account was deleted. */
  user: { name: string } | null;
}

/** `GET gallery/getComments`. */
export interface TAlbumComments {
  albumId: number;
  totalCount: number;
  /** How many of them can be loaded (at most COMMENT_LIMIT). */
  loadable: number;
  offset: number;
  nodes: TAlbumComment[];
  isGuestAllowedToCommentAlbum: boolean;
  commentBlock: TCommentBlock;
}

/**
 * `GET gallery/open/{albumId}`: the live, guest-specific state of an album the page shows next to
 * its cached content: counters, the guest's ratings, ownership and whether they may comment.
 */
export interface TAlbumState extends TRating {
  albumId: number;
  albumTotalViews: number;
  bought: boolean;
  isPrivateShop: boolean;
  /** Rating and commenting a private shop album need its purchase. */
  canRate: boolean;
  /** Every picture in album order, as this viewer may see it (locked ones keep their place). */
  pictures: (TRating & TAlbumPicture)[];
  comments: { totalCount: number; isGuestAllowedToCommentAlbum: boolean; commentBlock: TCommentBlock };
}

/**
 * `GET gallery/getPreview/{albumId}`: the free pictures before the paywall, for a preview popup; an
 * 18-rated one comes with `image: null, locked: "needAgeCheck"` unless the caller's age check is accepted.
 */
export interface TAlbumPreview {
  albumId: number;
  title: string;
  titleLanguage: Language;
  actor: { id: number; name: string };
  free: boolean;
  isPrivateShop: boolean;
  price: { value: number; currency: "VXC" };
  basePrice: { value: number; currency: "VXC" };
  pictureCount: number;
  /** How many pictures are behind the paywall (0 for a free album). */
  lockedCount: number;
  pictures: TAlbumPicture[];
  url: string;
}
