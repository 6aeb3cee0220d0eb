import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { albumComments } from "../../../db/schema/albums.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { lockGuestRow } from "../../accounts/index.ts";
import { findReleasedAlbum } from "../../catalog/index.ts";
import { authorizeComment, commentBlock } from "../policy.ts";
import { hasCommented, ownsAlbum } from "../queries.ts";

/**
 * Posts a guest's comment on an album: one per guest and album, ever (a deleted comment still
 * counts). The guest's row is locked first (accounts' lockGuestRow), so two posts of one guest run in turn
 * and the second sees the first: no unique index is needed. The lock also reads the guest's
 * blocked-for-comments flag as it is at this moment.
 */
export async function postComment(options: {
  tx: DbOrTx;
  guestId: number;
  albumId: number;
  text: string;
  now: Date;
}) {
  const { tx, guestId, albumId, text, now } = options;
  const guest = await lockGuestRow(tx, guestId);
  const album = await findReleasedAlbum(tx, albumId, now);
  if (!album) throw notFound("Album");
  const owned = album.isPrivateShop ? await ownsAlbum(tx, guestId, albumId) : false;
  const commented = await hasCommented(tx, guestId, albumId);
  authorizeComment(commentBlock(guest, album, { owned, commented }));
  const [row] = await tx.insert(albumComments).values({ albumId, guestId, text, createdAt: now }).returning();
  if (!row) throw new AppError(AppErrorCode.INTERNAL, "Comment not stored");
  return row;
}

/**
 * Deletes a comment of the calling guest (sets `deletedAt`). Another guest's comment, an unknown
 * one and one deleted already answer 404 alike, so ids reveal nothing.
 */
export async function deleteComment(options: { tx: DbOrTx; guestId: number; commentId: number; now: Date }) {
  const { tx, guestId, commentId, now } = options;
  const [row] = await tx
    .update(albumComments)
    .set({ deletedAt: now })
    .where(
      and(
        eq(albumComments.id, commentId),
        eq(albumComments.guestId, guestId),
        isNull(albumComments.deletedAt),
      ),
    )
    .returning({ id: albumComments.id, albumId: albumComments.albumId });
  if (!row) throw notFound("Comment");
  return row;
}
