import type { TAlbumComment, TAlbumPicture } from "../../../common/contracts/albums.ts";
import { type ImageRow, type PictureViewer, pictureLock, presentImage } from "../catalog/index.ts";
import type { CommentRow } from "./queries.ts";

/**
 * An album picture for one viewer (catalog policy `pictureLock`): a locked one keeps its place with
 * its reason and no image; an open one behind the paywall gets a signed URL from `sign` (its buyer).
 */
export function presentAlbumPicture(
  album: { free: boolean; isVipContent: boolean },
  picture: { id: number; ageRating: number; index: number; image: ImageRow },
  viewer: PictureViewer,
  sign: ((path: string) => string) | undefined,
): TAlbumPicture {
  const locked = pictureLock(album, picture, viewer);
  return {
    id: picture.id,
    ageRating: picture.ageRating,
    locked,
    image: locked ? null : presentImage(picture.image, sign),
  };
}

/** A comment for the calling guest (their own ones say so). */
export function presentComment(row: CommentRow, callerId: number | null): TAlbumComment {
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    text: row.text,
    isCreator: false,
    isOwn: callerId !== null && row.guestId === callerId,
    user: row.authorName === null ? null : { name: row.authorName },
  };
}
