import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { guests } from "../../db/schema/accounts.ts";

/** The current balances of some guests (absent guests are left out). */
export async function balancesOf(db: DbOrTx, guestIds: readonly number[]): Promise<Map<number, number>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select({ id: guests.id, balance: guests.balance })
    .from(guests)
    .where(inArray(guests.id, [...guestIds]));
  return new Map(rows.map((row) => [row.id, row.balance]));
}
