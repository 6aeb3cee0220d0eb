import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { libraryArchive } from "../../../db/schema/library.ts";
import { notFound } from "../../../lib/errors.ts";
import { type LibraryKind, owns } from "../queries.ts";

/**
 * Moves a bought video or album to the archive tab of the guest's media library, or back
 * (restore). Both are idempotent; anything the guest did not buy answers 404, so another guest's
 * purchases stay invisible.
 */
export async function setArchived(options: {
  tx: DbOrTx;
  guestId: number;
  objectType: LibraryKind;
  objectId: number;
  archived: boolean;
  now: Date;
}): Promise<void> {
  const { tx, guestId, objectType, objectId, archived, now } = options;
  if (!(await owns(tx, guestId, objectType, objectId)))
    throw notFound(objectType === "video" ? "Video" : "Album");
  if (archived) {
    await tx
      .insert(libraryArchive)
      .values({ guestId, objectType, objectId, archivedAt: now })
      .onConflictDoNothing();
    return;
  }
  await tx
    .delete(libraryArchive)
    .where(
      and(
        eq(libraryArchive.guestId, guestId),
        eq(libraryArchive.objectType, objectType),
        eq(libraryArchive.objectId, objectId),
      ),
    );
}
