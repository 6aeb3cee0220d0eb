import { ALBUM_PREVIEW_PICTURES } from "../../../common/constants.ts";

/**
 * Whether a guest may see a picture of an album: free albums are open, paid ones show their first
 * pictures as preview. (Bought albums open with purchases, a later issue.)
 */
export function isPictureLocked(album: { free: boolean }, index: number): boolean {
  return !album.free && index >= ALBUM_PREVIEW_PICTURES;
}
