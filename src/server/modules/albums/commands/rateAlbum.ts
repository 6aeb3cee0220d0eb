import type { TGuestRating, TRatingResult } from "../../../../common/contracts/albums.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { notFound } from "../../../lib/errors.ts";
import { findPictureAlbumId, findReleasedAlbum, moveLikeCounters } from "../../catalog/index.ts";
import { presentRating, setRating } from "../../ratings/index.ts";
import { authorizeRating } from "../policy.ts";
import { ownsAlbum } from "../queries.ts";

export interface RateAlbumOptions {
  /** The caller's transaction: the rating row and the counters change together. */
  tx: DbOrTx;
  guestId: number;
  /** An album id (`rateAlbum`) or a picture id (`ratePicture`). */
  objectId: number;
  /** 1 like, -1 dislike, 0 take back. */
  value: TGuestRating;
  now: Date;
}

/**
 * A guest's like or dislike of a released album (or takes it back): unknown and unreleased albums
 * are 404, a private shop album needs its purchase (403, policy.ts). The answer counts after it.
 */
export async function rateAlbum(options: RateAlbumOptions): Promise<TRatingResult> {
  const { tx, guestId, objectId: albumId, value, now } = options;
  const album = await findReleasedAlbum(tx, albumId, now);
  if (!album) throw notFound("Album");
  authorizeRating(album, album.isPrivateShop && (await ownsAlbum(tx, guestId, albumId)));
  const { delta } = await setRating({ tx, guestId, objectType: "album", objectId: albumId, value });
  const counters = await moveLikeCounters({ tx, objectType: "album", objectId: albumId, delta });
  return { objectType: "album", objectId: albumId, ...presentRating(counters, value) };
}

/** The same for one picture of a released album (the album's rules apply). */
export async function ratePicture(options: RateAlbumOptions): Promise<TRatingResult> {
  const { tx, guestId, objectId: pictureId, value, now } = options;
  const albumId = await findPictureAlbumId(tx, pictureId, now);
  const album = albumId === null ? null : await findReleasedAlbum(tx, albumId, now);
  if (!album) throw notFound("Picture");
  authorizeRating(album, album.isPrivateShop && (await ownsAlbum(tx, guestId, album.id)));
  const { delta } = await setRating({ tx, guestId, objectType: "picture", objectId: pictureId, value });
  const counters = await moveLikeCounters({ tx, objectType: "picture", objectId: pictureId, delta });
  return { objectType: "picture", objectId: pictureId, ...presentRating(counters, value) };
}
