import { and, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { jobLeases } from "../db/schema/jobs.ts";

/**
 * Takes or keeps a job's lease for `leaseMs` from `now`: one statement, so two instances at once
 * cannot both win. True when this holder has it (it was free, ran out, or was already its own).
 */
export async function takeLease(
  db: DbOrTx,
  options: { name: string; holder: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const until = new Date(options.now.getTime() + options.leaseMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name: options.name, holder: options.holder, expiresAt: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder: options.holder, expiresAt: until },
      setWhere: or(
        sql`${jobLeases.expiresAt} <= ${options.now.toISOString()}::timestamptz`,
        eq(jobLeases.holder, options.holder),
      ),
    })
    .returning({ holder: jobLeases.holder });
  return rows.length > 0;
}

/** Gives a lease up at once (a clean shutdown): another instance takes the job at its next round. */
export async function releaseLease(
  db: DbOrTx,
  options: { name: string; holder: string; now: Date },
): Promise<void> {
  await db
    .update(jobLeases)
    .set({ expiresAt: options.now })
    .where(and(eq(jobLeases.name, options.name), eq(jobLeases.holder, options.holder)));
}
