import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { avsChecks } from "../../db/schema/avs.ts";

/** When the guest last asked for an age check (ISO), or null. */
export async function lastAgeCheckAt(db: DbOrTx, guestId: number): Promise<string | null> {
  const [latest] = await db
    .select({ createdAt: avsChecks.createdAt })
    .from(avsChecks)
    .where(eq(avsChecks.guestId, guestId))
    .orderBy(desc(avsChecks.id))
    .limit(1);
  return latest?.createdAt.toISOString() ?? null;
}

/** A guest's age checks (the data export): status, message, time. */
export async function ageChecksOf(db: DbOrTx, guestId: number) {
  return db
    .select({ status: avsChecks.status, message: avsChecks.message, createdAt: avsChecks.createdAt })
    .from(avsChecks)
    .where(eq(avsChecks.guestId, guestId));
}

/** Removes a deleted account's age checks, in the caller's transaction. */
export async function forgetAgeChecks(db: DbOrTx, guestId: number): Promise<void> {
  await db.delete(avsChecks).where(eq(avsChecks.guestId, guestId));
}
