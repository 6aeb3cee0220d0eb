import { eq, sql } from "drizzle-orm";
import type { TOneClickBuy } from "../../../../common/contracts/accounts.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { guests } from "../../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { presentOneClickBuy } from "../presenter.ts";
import type { GuestRow } from "../sessions.ts";

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

/**
 * Sets "buy with one click" and its limit (issue 27; the contract ZOneClickBuy checked them, the
 * table's CHECK holds the limit's range too); answers the stored setting.
 */
export async function setOneClickBuy(
  db: DbOrTx,
  guestId: number,
  setting: TOneClickBuy,
): Promise<TOneClickBuy> {
  const row = await updateGuestSettings(db, guestId, {
    oneClickBuy: setting.enabled,
    oneClickBuyLimit: setting.limit,
  });
  return presentOneClickBuy(row);
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

/** One grid's stored settings of a guest (`tileGridSettings.{key}`), or null. */
export async function gridSettingsOf(db: DbOrTx, guestId: number, key: string): Promise<unknown> {
  const [row] = await db
    .select({ settings: sql<unknown>`${guests.preferences}->'tileGridSettings'->${key}` })
    .from(guests)
    .where(eq(guests.id, guestId));
  return row?.settings ?? null;
}
