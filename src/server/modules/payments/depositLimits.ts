import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { depositLimits } from "../../db/schema/payments.ts";
import type { LimitState } from "./policy.ts";

/** No deposit limit: a guest without a row. */
const NO_LIMIT: LimitState = {
  depositLimitCents: null,
  depositLimitNextCents: null,
  depositLimitNextFrom: null,
};

/** The guest's monthly deposit limit and its pending change (policy.ts applies them). */
export async function depositLimitOf(db: DbOrTx, guestId: number): Promise<LimitState> {
  const [row] = await db
    .select({
      depositLimitCents: depositLimits.depositLimitCents,
      depositLimitNextCents: depositLimits.depositLimitNextCents,
      depositLimitNextFrom: depositLimits.depositLimitNextFrom,
    })
    .from(depositLimits)
    .where(eq(depositLimits.guestId, guestId));
  return row ?? NO_LIMIT;
}

/** Stores the guest's deposit limit as changeLimit() left it, in the caller's transaction. */
export async function storeDepositLimit(db: DbOrTx, guestId: number, state: LimitState): Promise<void> {
  await db
    .insert(depositLimits)
    .values({ guestId, ...state })
    .onConflictDoUpdate({ target: depositLimits.guestId, set: state });
}
