import { and, eq } from "drizzle-orm";
import type { TActorNote } from "../../../common/contracts/actors.ts";
import type { DbOrTx } from "../../db/client.ts";
import { actorNotes } from "../../db/schema/actors.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { actorExists } from "../catalog/index.ts";

/**
 * Stores the guest's private note on an actor (one per guest and actor; an empty comment deletes
 * it). 404 for an unknown actor. Returns the note, or null when deleted.
 */
export async function storeActorNote(
  tx: DbOrTx,
  options: { guestId: number; actorId: number; comment: string; now: Date },
): Promise<TActorNote | null> {
  if (!(await actorExists(tx, options.actorId)))
    throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
  if (options.comment === "") {
    await tx
      .delete(actorNotes)
      .where(and(eq(actorNotes.guestId, options.guestId), eq(actorNotes.actorId, options.actorId)));
    return null;
  }
  const [row] = await tx
    .insert(actorNotes)
    .values({
      guestId: options.guestId,
      actorId: options.actorId,
      comment: options.comment,
      updatedAt: options.now,
    })
    .onConflictDoUpdate({
      target: [actorNotes.guestId, actorNotes.actorId],
      set: { comment: options.comment, updatedAt: options.now },
    })
    .returning();
  if (!row) throw new Error("note upsert returned nothing");
  return { actorId: row.actorId, comment: row.comment, updatedAt: row.updatedAt.toISOString() };
}
