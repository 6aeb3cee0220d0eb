import type { DbOrTx } from "../../../db/client.ts";
import { notFound } from "../../../lib/errors.ts";
import { addAlbumView, findReleasedAlbum } from "../../catalog/index.ts";
import type { ViewMarks } from "../views.ts";

export interface ViewAlbumOptions {
  db: DbOrTx;
  marks: ViewMarks;
  albumId: number;
  /** `visitorKey` of the caller: a visitor counts once per album and UTC day. */
  visitor: string;
  now: Date;
}

/** Counts a view of a released album (404 otherwise); `counted` is false for a repeat that day. */
export async function viewAlbum(options: ViewAlbumOptions) {
  const { db, marks, albumId, visitor, now } = options;
  const album = await findReleasedAlbum(db, albumId, now);
  if (!album) throw notFound("Album");
  const counted = await marks.firstToday(`${albumId}:${visitor}`, now);
  const total = counted ? await addAlbumView(db, albumId, now) : null;
  return { albumId, counted, albumTotalViews: total ?? album.totalViews };
}
