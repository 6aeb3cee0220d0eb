import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { TGift, TGiftStore, TMessageGift } from "../../../common/contracts/messenger.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { giftCategories, guestGifts, messengerGifts } from "../../db/schema/gifts.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

export type GiftRow = typeof messengerGifts.$inferSelect;

export function presentGift(row: GiftRow, language: Language): TGift {
  const label = pickLocalized(row.names, language);
  return {
    id: row.id,
    name: row.name,
    categoryId: row.categoryId,
    price: { value: row.price, currency: "VXC", symbol: "VXC" },
    imageUrl: row.imageUrl,
    active: row.active,
    vip: row.vip,
    translations: Object.entries(row.names).map(([lang, value]) => ({
      language: lang,
      name: "name" as const,
      value,
    })),
    label,
    toy:
      row.durationSeconds === null
        ? null
        : { duration: row.durationSeconds, displayName: label, random: row.random },
  };
}

const ownedGiftsStatement = preparedPerDatabase((db: DbOrTx) =>
  db
    .select({ giftId: guestGifts.giftId, count: guestGifts.count })
    .from(guestGifts)
    .where(and(eq(guestGifts.guestId, sql.placeholder("guestId")), gt(guestGifts.count, 0)))
    .orderBy(asc(guestGifts.giftId))
    .prepare("velvet_owned_gifts"),
);

/** The guest's own gifts by gift id (TGuest.boughtGifts); gifts used up are left out. */
export async function ownedGifts(db: DbOrTx, guestId: number): Promise<Record<string, number>> {
  const rows = await ownedGiftsStatement(db).execute({ guestId });
  return Object.fromEntries(rows.map((row) => [String(row.giftId), row.count]));
}

/**
 * The store: active gifts by category, in display order, plus the guest's own gifts. What the
 * guest's vouchers pay is benefits' (the messenger's GET messenger/gifts adds it).
 */
export async function giftStore(
  db: DbOrTx,
  options: { guestId: number; language: Language },
): Promise<Omit<TGiftStore, "giftVouchers">> {
  const [categories, gifts, boughtGifts] = await Promise.all([
    db.select().from(giftCategories).orderBy(asc(giftCategories.position), asc(giftCategories.id)),
    db
      .select()
      .from(messengerGifts)
      .where(eq(messengerGifts.active, true))
      .orderBy(asc(messengerGifts.position), asc(messengerGifts.id)),
    ownedGifts(db, options.guestId),
  ]);
  return {
    categories: categories
      .map((category) => ({
        id: category.id,
        name: pickLocalized(category.names, options.language),
        gifts: gifts
          .filter((gift) => gift.categoryId === category.id)
          .map((gift) => presentGift(gift, options.language)),
      }))
      .filter((category) => category.gifts.length > 0),
    boughtGifts,
  };
}

/** A sent gift as a message shows it. */
export function presentMessageGift(gift: GiftRow, quantity: number, language: Language): TMessageGift {
  return {
    giftId: gift.id,
    label: pickLocalized(gift.names, language),
    imageUrl: gift.imageUrl,
    quantity,
    toy:
      gift.durationSeconds === null ? null : { durationSeconds: gift.durationSeconds, random: gift.random },
  };
}

/** 400 naming the gift ids the store does not have (a bonus code must not promise them). */
export async function assertGiftsExist(db: DbOrTx, giftIds: number[]): Promise<void> {
  if (giftIds.length === 0) return;
  const ids = [...new Set(giftIds)];
  const known = await db
    .select({ id: messengerGifts.id })
    .from(messengerGifts)
    .where(inArray(messengerGifts.id, ids));
  const missing = ids.filter((id) => !known.some((row) => row.id === id));
  if (missing.length > 0)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "The gift store has no such gift", {
      giftIds: missing,
    });
}

/** Gift rows by id (any state), for showing gifts already sent (the live chat's log). */
export async function giftsByIds(db: DbOrTx, giftIds: number[]): Promise<Map<number, GiftRow>> {
  const ids = [...new Set(giftIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(messengerGifts).where(inArray(messengerGifts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
