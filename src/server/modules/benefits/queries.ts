import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { bonusCodes, bonusRedemptions } from "../../db/schema/benefits.ts";

/** True while the code (as typed) is valid and the guest has not redeemed it. */
export async function mayRedeemCode(db: DbOrTx, guestId: number, typed: string, now: Date): Promise<boolean> {
  const code = typed.trim().toUpperCase();
  const [valid] = await db
    .select({ code: bonusCodes.code })
    .from(bonusCodes)
    .where(and(eq(bonusCodes.code, code), gt(bonusCodes.validTo, now)))
    .limit(1);
  if (!valid) return false;
  const [redeemed] = await db
    .select({ code: bonusRedemptions.code })
    .from(bonusRedemptions)
    .where(and(eq(bonusRedemptions.code, code), eq(bonusRedemptions.guestId, guestId)))
    .limit(1);
  return !redeemed;
}
