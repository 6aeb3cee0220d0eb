import { eq } from "drizzle-orm";
import type { TDailyOfferInput } from "../../../../common/contracts/dailybonus.ts";
import type { TDailyOffer } from "../../../../common/contracts/values/dailybonus.ts";
import type { Tx } from "../../../db/client.ts";
import { dailyOffers } from "../../../db/schema/dailybonus.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { presentOffers } from "../views.ts";

/** PostgreSQL's SQLSTATE of an error, as node-postgres, PGlite or drizzle (its cause) report it. */
function sqlState(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * The operator creates an offer (offerId absent) or changes one (internal/dailyBonus/offers), in
 * the caller's transaction. 409 when the day's slot is taken; 400 when the named video, album,
 * performer, gift or image does not exist (the foreign keys); 404 for an unknown offerId. The
 * stock may not be set below what was taken (400).
 */
export async function saveOffer(options: {
  tx: Tx;
  offerId: number | null;
  input: TDailyOfferInput;
  now: Date;
}): Promise<TDailyOffer> {
  const { tx, input, now } = options;
  const values = {
    day: input.date,
    slot: input.slot,
    kind: input.kind,
    free: input.free,
    vipOnly: input.vipOnly,
    value: input.value,
    quantity: input.quantity,
    videoId: input.videoId,
    albumId: input.albumId,
    actorId: input.actorId,
    giftId: input.giftId,
    imageId: input.imageId,
    title: input.title,
    updatedAt: now,
  };
  let row: typeof dailyOffers.$inferSelect | undefined;
  try {
    // A savepoint: a refused write leaves the caller's transaction usable.
    row = await tx.transaction(async (inner) => {
      if (options.offerId === null) return (await inner.insert(dailyOffers).values(values).returning())[0];
      return (
        await inner.update(dailyOffers).set(values).where(eq(dailyOffers.id, options.offerId)).returning()
      )[0];
    });
  } catch (error) {
    const state = sqlState(error);
    if (state === "23505")
      throw new AppError(AppErrorCode.CONFLICT, "That day has an offer in this slot already");
    if (state === "23503")
      throw new AppError(
        AppErrorCode.VALIDATION_FAILED,
        "The video, album, performer, gift or image does not exist",
      );
    if (state === "23514")
      throw new AppError(
        AppErrorCode.VALIDATION_FAILED,
        "The offer breaks a rule (stock below what was taken?)",
      );
    throw error;
  }
  if (!row) throw notFound("Offer");
  const [presented] = await presentOffers(tx, [row], { language: "en", now, claims: null });
  return presented as TDailyOffer;
}
