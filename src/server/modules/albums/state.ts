import { COMMENT_LIMIT, type TAlbumComments, type TAlbumState } from "../../../common/contracts/albums.ts";
import type { DbOrTx } from "../../db/client.ts";
import { type GuestRow, isAgeChecked, isVip } from "../accounts/index.ts";
import { type EngagementAlbum, pictureCounters } from "../catalog/index.ts";
import { presentRating, ratingValues } from "../ratings/index.ts";
import { commentBlock, mayRate } from "./policy.ts";
import { presentAlbumPicture, presentComment } from "./presenter.ts";
import { countComments, hasCommented, listComments, ownsAlbum } from "./queries.ts";

/** What the caller may do with an album's comments. */
async function commentFacts(db: DbOrTx, album: EngagementAlbum, guest: GuestRow | null) {
  const owned = guest ? await ownsAlbum(db, guest.id, album.id) : false;
  const commented = guest ? await hasCommented(db, guest.id, album.id) : false;
  const block = commentBlock(guest, album, { owned, commented });
  return { owned, block };
}

/**
 * The live, guest-specific state of an album (`gallery/open`), with every picture as this guest may
 * see it (`sign` makes the URLs of paid pictures for their buyer).
 */
export async function albumState(
  db: DbOrTx,
  album: EngagementAlbum,
  guest: GuestRow | null,
  now: Date,
  sign?: (path: string) => string,
): Promise<TAlbumState> {
  const [pictures, facts, totalCount] = await Promise.all([
    pictureCounters(db, album.id),
    commentFacts(db, album, guest),
    countComments(db, album.id),
  ]);
  const [own, ownPictures] = guest
    ? await Promise.all([
        ratingValues(db, guest.id, "album", [album.id]),
        ratingValues(
          db,
          guest.id,
          "picture",
          pictures.map((p) => p.id),
        ),
      ])
    : [new Map<number, number>(), new Map<number, number>()];
  const viewer = {
    owned: facts.owned,
    ageChecked: guest != null && isAgeChecked(guest),
    vip: guest != null && isVip(guest, now),
  };
  return {
    albumId: album.id,
    albumTotalViews: album.totalViews,
    ...presentRating(album, own.get(album.id)),
    bought: facts.owned,
    isPrivateShop: album.isPrivateShop,
    canRate: guest !== null && mayRate(album, facts.owned),
    pictures: pictures.map((p, index) => ({
      ...presentAlbumPicture(album, { ...p, index }, viewer, sign),
      ...presentRating(p, ownPictures.get(p.id)),
    })),
    comments: { totalCount, isGuestAllowedToCommentAlbum: facts.block === null, commentBlock: facts.block },
  };
}

/** One page of an album's comments (newest first; only the newest COMMENT_LIMIT are reachable). */
export async function albumComments(
  db: DbOrTx,
  album: EngagementAlbum,
  guest: GuestRow | null,
  page: { limit: number; offset: number },
): Promise<TAlbumComments> {
  const limit = Math.min(page.limit, COMMENT_LIMIT - page.offset);
  const [rows, totalCount, facts] = await Promise.all([
    listComments(db, album.id, limit, page.offset),
    countComments(db, album.id),
    commentFacts(db, album, guest),
  ]);
  return {
    albumId: album.id,
    totalCount,
    loadable: Math.min(totalCount, COMMENT_LIMIT),
    offset: page.offset,
    nodes: rows.map((row) => presentComment(row, guest?.id ?? null)),
    isGuestAllowedToCommentAlbum: facts.block === null,
    commentBlock: facts.block,
  };
}
