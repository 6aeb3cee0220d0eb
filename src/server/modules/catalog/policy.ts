import { ADULT_AGE_RATING, ALBUM_PREVIEW_PICTURES } from "../../../common/constants.ts";
import type { TPictureLock } from "../../../common/contracts/albums.ts";

/**
 * Whether a picture of an album is behind the paywall: free albums are open, paid ones show their
 * first pictures as preview.
 */
export function isPictureLocked(album: { free: boolean }, index: number): boolean {
  return !album.free && index >= ALBUM_PREVIEW_PICTURES;
}

/** Whether content of this age rating needs an accepted age check. */
export function needsAgeCheck(ageRating: number): boolean {
  return ageRating >= ADULT_AGE_RATING;
}

/** What the picture rules know about the viewer; an anonymous visitor is neither. */
export interface PictureViewer {
  /** The viewer's age check is accepted. */
  ageChecked: boolean;
  /** The viewer bought the album. */
  owned: boolean;
  /** The viewer's VIP club membership runs (accounts' entitlement `isVip`). */
  vip: boolean;
}

/**
 * Whether the viewer has every picture of the album behind the paywall: the album is bought, or it
 * is VIP content and the viewer a VIP club member (what the club sells). The one rule for albums.
 */
export function opensAlbum(
  album: { isVipContent: boolean },
  viewer: { owned: boolean; vip: boolean },
): boolean {
  return viewer.owned || (album.isVipContent && viewer.vip);
}

/**
 * Why a viewer may not see an album picture, or null. The age check comes first, for everybody
 * (anonymous visitors and buyers too): an 18-rated picture needs an accepted age check. Then a
 * picture behind the paywall needs the album's purchase (or, for VIP content, the VIP club: opensAlbum). `index` is the picture's place in the album.
 */
export function pictureLock(
  album: { free: boolean; isVipContent: boolean },
  picture: { ageRating: number; index: number },
  viewer: PictureViewer,
): TPictureLock {
  if (needsAgeCheck(picture.ageRating) && !viewer.ageChecked) return "needAgeCheck";
  if (!opensAlbum(album, viewer) && isPictureLocked(album, picture.index)) return "needPurchase";
  return null;
}

/**
 * Whether an album picture's file goes to the protected store (served only by signed, guest-bound
 * URLs): behind the paywall, or 18-rated (an 18-rated picture needs an accepted age check, so it is
 * never a public file). The album's cover is its first picture and follows the same rule.
 */
export function isProtectedAlbumPicture(
  album: { free: boolean; ageRating: number },
  picture: { ageRating?: number | undefined },
  index: number,
): boolean {
  return isPictureLocked(album, index) || needsAgeCheck(picture.ageRating ?? album.ageRating);
}

/** Whether a sedcard's file goes to the protected store: 18-rated ones (the avatar, sedcard 1, too). */
export function isProtectedSedcard(sedcard: { ageRating: number }): boolean {
  return needsAgeCheck(sedcard.ageRating);
}
