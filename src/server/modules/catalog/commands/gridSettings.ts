import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { guests } from "../../../db/schema/accounts.ts";

/**
 * Keeps a grid's settings under `tileGridSettings.{key}` in the guest's preferences, or removes
 * them (settings null): one statement, the other keys kept, a preferences value of another shape
 * repaired. Answers the guest's grid settings after the change, or null when there is no such guest.
 * The video grids' order (tileGrid/storeTileGridSettings) and the actor search's filter use it.
 */
export async function storeGridSettings(
  db: DbOrTx,
  guestId: number,
  key: string,
  settings: unknown,
): Promise<Record<string, unknown> | null> {
  const preferences =
    settings === null
      ? sql`${guests.preferences} #- array['tileGridSettings', ${key}::text]`
      : sql`jsonb_set(
          case when jsonb_typeof(${guests.preferences}->'tileGridSettings') = 'object'
            then ${guests.preferences}
            else ${guests.preferences} || '{"tileGridSettings": {}}'::jsonb end,
          array['tileGridSettings', ${key}::text], ${JSON.stringify(settings)}::jsonb)`;
  const [row] = await db
    .update(guests)
    .set({ preferences })
    .where(eq(guests.id, guestId))
    .returning({ preferences: guests.preferences });
  if (!row) return null;
  return (row.preferences.tileGridSettings as Record<string, unknown> | undefined) ?? {};
}
