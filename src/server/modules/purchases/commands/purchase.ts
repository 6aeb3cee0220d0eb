import { z } from "zod";
import type { TBuyResult } from "../../../../common/contracts/accounts.ts";
import type { Tx } from "../../../db/client.ts";
import type { AppContext } from "../../../lib/context.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { idempotencyKeyOf } from "../../../lib/idempotency.ts";
import { parseInput } from "../../../lib/validate.ts";
import { assertMaySpend, type GuestRow } from "../../accounts/index.ts";
import { autoRechargeIfLow } from "../../payments/index.ts";
import type { ItemType } from "../queries.ts";
import { buyItem } from "./buyItem.ts";
import { type Buyer, buyItemBySession, buyItemFast } from "./buyItemFast.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
// Built once: zod compiles an object schema on its first parse, which per request costs more
// than the parse.
const ZParams = z.object({ id: ZId });

/** A buy request as the route received it; the transport's parts come as functions. */
export interface PurchaseRequest {
  itemType: ItemType;
  /** The item id as the path has it: validated after the login check (a 401 comes before a 400). */
  rawId: string | undefined;
  /** The Authorization and Idempotency-Key headers as sent. */
  authorization: string | undefined;
  idempotencyKey: string | string[] | undefined;
  /** The request's guest, or a 401: the route's session resolution. */
  authenticate: () => Promise<GuestRow>;
  /** Runs the buy in one transaction once per Idempotency-Key (the route's idempotency helper). */
  inTransaction: (guestId: number, path: string, run: (tx: Tx) => Promise<TBuyResult>) => Promise<TBuyResult>;
}

type Log = { error(object: object, message: string): void };

/**
 * POST video/{videoId}/buy and album/{albumId}/buy. With automatic top-up on, a purchase short of
 * coins tops up once and buys, and a balance left below the threshold is topped up after the
 * purchase. The pushes (balance, vouchers) follow from the events the buy and the top-up record.
 *
 * Round trips: a call with a Bearer token and no Idempotency-Key resolves the session and buys in
 * one (buyItemBySession()); other calls without a key resolve the session, then buy in one
 * (buyItemFast()); a guest with voucher units left, and every call with a key, buy in a transaction
 * (buyItem() under the idempotency helper).
 */
export async function purchase(
  ctx: Pick<AppContext, "database" | "db" | "payments" | "now">,
  request: PurchaseRequest,
  log: Log,
): Promise<TBuyResult> {
  const { itemType } = request;
  const quick = ZId.safeParse(request.rawId);
  let found: Awaited<ReturnType<typeof buyItemBySession>> = null;
  const bearer = request.authorization;
  if (bearer?.startsWith("Bearer ") && request.idempotencyKey === undefined && quick.success) {
    // The token the Authorization header carries is the one the route's authentication would use
    // (it wins over access_token and the cookie), and a token in a header needs no CSRF check.
    found = await buyItemBySession({
      database: ctx.database,
      token: bearer.slice(7).trim(),
      itemType,
      itemId: quick.data,
      now: ctx.now(),
    });
  }
  let buyer: Buyer;
  let id: number;
  if (found && quick.success) {
    buyer = found.buyer;
    id = quick.data;
  } else {
    const guest = await request.authenticate();
    ({ id } = parseInput(ZParams, { id: request.rawId }));
    assertMaySpend(guest);
    buyer = guest;
  }
  const key = idempotencyKeyOf(request.idempotencyKey);
  const inTransaction = () =>
    request.inTransaction(buyer.id, `/${itemType}/${id}/buy`, (tx) =>
      buyItem({ tx, guestId: buyer.id, itemType, itemId: id, now: ctx.now() }),
    );
  // Without a key: one round trip, which answers null (nothing written) when a voucher may pay.
  const attempt = async (): Promise<TBuyResult> => {
    if (key !== null) return inTransaction();
    const fast = await buyItemFast({
      database: ctx.database,
      guestId: buyer.id,
      itemType,
      itemId: id,
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
