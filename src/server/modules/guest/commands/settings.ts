import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { guests } from "../../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import type { GuestRow } from "../../accounts/index.ts";

/** Sets some of the guest's own settings; answers the updated row (401 when the guest is gone). */
export async function updateGuestSettings(
  db: DbOrTx,
  guestId: number,
  values: Partial<typeof guests.$inferInsert>,
): Promise<GuestRow> {
  const [row] = await db.update(guests).set(values).where(eq(guests.id, guestId)).returning();
  if (!row) throw new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
  return row;
}

/** Subscribes (on) or unsubscribes (off) one newsletter, by its type bit. */
export async function setNewsletter(db: DbOrTx, guestId: number, typeId: number, on: boolean): Promise<void> {
  await db
    .update(guests)
    .set({
      newsletterBits: on
        ? sql`${guests.newsletterBits} | ${typeId}`
        : sql`${guests.newsletterBits} & ~${typeId}::int`,
    })
    .where(eq(guests.id, guestId));
}

/**
 * Stores the site's preferences: the grids' settings (tileGrid/storeTileGridSettings) stay unless
 * the new data has its own.
 */
export async function savePreferences(
  db: DbOrTx,
  guestId: number,
  data: Record<string, unknown>,
): Promise<void> {
  await db
    .update(guests)
    .set({
      preferences:
        "tileGridSettings" in data
          ? data
          : sql`${JSON.stringify(data)}::jsonb || jsonb_build_object('tileGridSettings', coalesce(${guests.preferences}->'tileGridSettings', '{}'::jsonb))`,
    })
    .where(eq(guests.id, guestId));
}
