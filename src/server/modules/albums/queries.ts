import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { albumComments } from "../../db/schema/albums.ts";
import { guestNamesOf } from "../accounts/index.ts";
import { boughtIds } from "../purchases/index.ts";

/** Whether the guest bought the album. */
export async function ownsAlbum(db: DbOrTx, guestId: number, albumId: number): Promise<boolean> {
  return (await boughtIds(db, guestId, "album", [albumId])).has(albumId);
}

/** Visible (not deleted) comments of an album. */
export async function countComments(db: DbOrTx, albumId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(albumComments)
    .where(and(eq(albumComments.albumId, albumId), isNull(albumComments.deletedAt)));
  return row?.n ?? 0;
}

/** A page of an album's visible comments, newest first, with their authors' names (accounts'). */
export async function listComments(db: DbOrTx, albumId: number, limit: number, offset: number) {
  const rows = await db
    .select({
      id: albumComments.id,
      text: albumComments.text,
      createdAt: albumComments.createdAt,
      guestId: albumComments.guestId,
    })
    .from(albumComments)
    .where(and(eq(albumComments.albumId, albumId), isNull(albumComments.deletedAt)))
    .orderBy(desc(albumComments.id))
    .limit(limit)
    .offset(offset);
  const authors = await guestNamesOf(
    db,
    rows.flatMap((row) => (row.guestId === null ? [] : [row.guestId])),
  );
  return rows.map((row) => ({
    ...row,
    authorName: row.guestId === null ? null : (authors.get(row.guestId)?.name ?? null),
  }));
}
export type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

/** Whether the guest ever commented on the album (a deleted comment counts: one per guest and album). */
export async function hasCommented(db: DbOrTx, guestId: number, albumId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: albumComments.id })
    .from(albumComments)
    .where(and(eq(albumComments.albumId, albumId), eq(albumComments.guestId, guestId)))
    .limit(1);
  return row !== undefined;
}
