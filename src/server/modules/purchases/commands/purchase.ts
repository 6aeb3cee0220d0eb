import type { TBuyResult } from "../../../../common/contracts/accounts.ts";
import { runCommand } from "../../../lib/command.ts";
import type { AppContext } from "../../../lib/context.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import type { IdempotencyKey } from "../../../lib/idempotency.ts";
import { assertMaySpend, type GuestRow, resolveSession } from "../../accounts/index.ts";
import { autoRechargeIfLow } from "../../payments/index.ts";
import type { ItemType } from "../queries.ts";
import { buyItem } from "./buyItem.ts";
import { type Buyer, buyItemBySession, buyItemFast } from "./buyItemFast.ts";

/**
 * Who buys: the guest the caller resolved, or a session token for the one-round-trip buy
 * (buyItemBySession: the session lookup and the buy in one statement). A token is resolved as a
 * login session of a guest who may use the platform (an overlay ticket is not one): else 401.
 */
export type PurchaseBuyer = { kind: "guest"; guest: GuestRow } | { kind: "sessionToken"; token: string };

/** A buy as plain values: the transport resolves them from its request. */
export interface PurchaseInput {
  buyer: PurchaseBuyer;
  itemType: ItemType;
  /** The item's id, validated. */
  itemId: number;
  /** The request's Idempotency-Key and fingerprint (the fingerprint's path: `/<itemType>/<id>/buy`). */
  idempotency: IdempotencyKey | null;
}

type Log = { error(object: object, message: string): void };

/**
 * POST video/{videoId}/buy and album/{albumId}/buy. With automatic top-up on, a purchase short of
 * coins tops up once and buys, and a balance left below the threshold is topped up after the
 * purchase. The pushes (balance, vouchers) follow from the events the buy and the top-up record.
 *
 * Round trips: a session token without an Idempotency-Key resolves the session and buys in one
 * (buyItemBySession()); a resolved guest without a key buys in one (buyItemFast()); a guest with
 * voucher units left, and every call with a key, buy in a transaction (buyItem() through
 * runCommand, once per key).
 */
export async function purchase(
  ctx: Pick<AppContext, "database" | "db" | "payments" | "now" | "wakeOutbox">,
  input: PurchaseInput,
  log: Log,
): Promise<TBuyResult> {
  const { itemType, itemId, idempotency } = input;
  let found: Awaited<ReturnType<typeof buyItemBySession>> = null;
  if (input.buyer.kind === "sessionToken" && idempotency === null)
    found = await buyItemBySession({
      database: ctx.database,
      token: input.buyer.token,
      itemType,
      itemId,
      now: ctx.now(),
    });
  const buyer: Buyer = found ? found.buyer : await spenderOf(ctx, input.buyer);
  const inTransaction = () =>
    runCommand(
      ctx,
      buyItem,
      { guestId: buyer.id, itemType, itemId },
      idempotency && { guestId: buyer.id, ...idempotency },
    );
  // Without a key: one round trip, which answers null (nothing written) when a voucher may pay.
  const attempt = async (): Promise<TBuyResult> => {
    if (idempotency !== null) return inTransaction();
    const fast = await buyItemFast({
      database: ctx.database,
      guestId: buyer.id,
      itemType,
      itemId,
      now: ctx.now(),
    });
    return fast ?? inTransaction();
  };
  const firstAttempt = async (): Promise<TBuyResult> => {
    if (!found) return attempt();
    if (found.outcome instanceof AppError) throw found.outcome;
    return found.outcome ?? inTransaction();
  };
  const recharge = (needed?: number) =>
    autoRechargeIfLow({ db: ctx.db, provider: ctx.payments, guestId: buyer.id, now: ctx.now(), needed });
  const autoRecharge = buyer.autoRechargeConfig;
  let result: TBuyResult;
  try {
    result = await firstAttempt();
  } catch (error) {
    // Too few coins with automatic top-up on: top up from the saved card once, then buy.
    if (!(error instanceof AppError) || error.code !== AppErrorCode.INSUFFICIENT_FUNDS) throw error;
    if (!autoRecharge.enabled) throw error;
    const needed = (error.details as { required?: number } | undefined)?.required;
    if ((await recharge(needed)) !== "succeeded") throw error;
    result = await attempt();
  }
  // Below the guest's threshold after the purchase: top up for the next one. The purchase has
  // committed: a failing top-up is logged, never answered as a failed purchase.
  if (autoRecharge.enabled && result.guestBalance < autoRecharge.thresholdCoins)
    await recharge().catch((error: unknown) => {
      log.error({ err: error }, "automatic top-up after a purchase failed");
    });
  return result;
}

/**
 * The buyer of the paths without buyItemBySession() (a key, or a concurrent charge that took the
 * coins between its check and its debit): the guest, who must be allowed to spend (403).
 */
async function spenderOf(ctx: Pick<AppContext, "db" | "now">, buyer: PurchaseBuyer): Promise<GuestRow> {
  const guest = buyer.kind === "guest" ? buyer.guest : await resolveSession(ctx.db, buyer.token, ctx.now());
  if (!guest) throw new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
  assertMaySpend(guest);
  return guest;
}
