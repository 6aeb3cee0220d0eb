import { isPictureLocked, needsAgeCheck } from "../../modules/catalog/policy.ts";

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
