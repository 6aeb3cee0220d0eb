import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { guestRelations } from "../../db/schema/guest.ts";

/** A guest's relation to an object (utility/relation). */
export type Relation = typeof guestRelations.$inferInsert;

/** Records the relation (once). */
export async function addRelation(db: DbOrTx, relation: Relation): Promise<void> {
  await db.insert(guestRelations).values(relation).onConflictDoNothing();
}

/** True when the guest has the relation. */
export async function hasRelation(db: DbOrTx, relation: Relation): Promise<boolean> {
  const [row] = await db
    .select({ guestId: guestRelations.guestId })
    .from(guestRelations)
    .where(
      and(
        eq(guestRelations.guestId, relation.guestId),
        eq(guestRelations.relationTypeId, relation.relationTypeId),
        eq(guestRelations.objectTypeId, relation.objectTypeId),
        eq(guestRelations.objectId, relation.objectId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
