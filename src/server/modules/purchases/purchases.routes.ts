import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { TBuyResult } from "../../../common/contracts/accounts.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { inIdempotentTransaction } from "../../lib/http/idempotent.ts";
import { idempotencyKeyOf } from "../../lib/idempotency.ts";
import { parseInput } from "../../lib/validate.ts";
import { pushGuestChanges, pushToGuest } from "../../realtime/publish.ts";
import { assertMaySpend } from "../accounts/access.ts";
import { autoRechargeIfLow } from "../payments/commands/autoRecharge.ts";
import { buyItem, type ItemType } from "./commands/buyItem.ts";
import { type Buyer, buyItemBySession, buyItemFast } from "./commands/buyItemFast.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
// Built once: zod compiles an object schema on its first parse, which per request costs more
// than the parse.
const ZParams = z.object({ id: ZId });

/**
 * POST video/{videoId}/buy and album/{albumId}/buy (Idempotency-Key supported). With automatic
 * top-up on, a purchase short of coins tops up once and buys, and a balance left below the
 * threshold is topped up after the purchase.
 *
 * Round trips: a call with a Bearer token and no Idempotency-Key resolves the session and buys in
 * one (buyItemBySession()); other calls without a key resolve the session, then buy in one
 * (buyItemFast()); a guest with voucher units left, and every call with a key, buy in a transaction
 * (buyItem() under onceForKey()).
 */
export async function purchasesRoutes(app: FastifyInstance): Promise<void> {
  const buy = (itemType: ItemType, param: string) => async (request: FastifyRequest) => {
    const raw = (request.params as Record<string, string>)[param];
    const bearer = request.headers.authorization;
    const now = app.ctx.now();
    let found: Awaited<ReturnType<typeof buyItemBySession>> = null;
    const quick = ZId.safeParse(raw);
    if (bearer?.startsWith("Bearer ") && request.headers["idempotency-key"] === undefined && quick.success) {
      // The token the Authorization header carries is the one request.auth() would use (it wins
      // over access_token and the cookie), and a token in a header needs no CSRF origin check.
      found = await buyItemBySession({
        database: app.ctx.database,
        token: bearer.slice(7).trim(),
        itemType,
        itemId: quick.data,
        now,
      });
    }
    let buyer: Buyer;
    let id: number;
    if (found && quick.success) {
      buyer = found.buyer;
      id = quick.data;
    } else {
      const { guest } = await requireGuest(request);
      ({ id } = parseInput(ZParams, { id: raw }));
      assertMaySpend(guest);
      buyer = guest;
    }
    const key = idempotencyKeyOf(request.headers["idempotency-key"]);
    const path = `/${itemType}/${id}/buy`;
    const inTransaction = () =>
      inIdempotentTransaction({
        db: app.ctx.db,
        request,
        guestId: buyer.id,
        path,
        input: request.body,
        run: (tx) => buyItem({ tx, guestId: buyer.id, itemType, itemId: id, now: app.ctx.now() }),
      });
    // Without a key: one round trip, which answers null (nothing written) when a voucher may pay.
    const attempt = async (): Promise<TBuyResult> => {
      if (key !== null) return inTransaction();
      const fast = await buyItemFast({
        database: app.ctx.database,
        guestId: buyer.id,
        itemType,
        itemId: id,
        now: app.ctx.now(),
      });
      return fast ?? inTransaction();
    };
    const firstAttempt = async (): Promise<TBuyResult> => {
      if (!found) return attempt();
      if (found.outcome instanceof AppError) throw found.outcome;
      return found.outcome ?? inTransaction();
    };
    const recharge = (needed?: number) =>
      autoRechargeIfLow({
        db: app.ctx.db,
        provider: app.ctx.payments,
        guestId: buyer.id,
        now: app.ctx.now(),
        needed,
      });
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
    let toppedUp = false;
    if (autoRecharge.enabled && result.guestBalance < autoRecharge.thresholdCoins)
      toppedUp = await recharge().then(
        (outcome) => outcome === "succeeded",
        (error: unknown) => {
          request.log.error({ err: error }, "automatic top-up after a purchase failed");
          return false;
        },
      );
    // The guest's other tabs and devices learn the new balance (not awaited: the answer has it).
    if (toppedUp || result.voucherUsed)
      void pushGuestChanges(
        app.ctx,
        buyer.id,
        toppedUp ? ["balance", "vouchers"] : ["vouchers"],
        request.log,
      );
    if (result.charged && !toppedUp)
      void pushToGuest(
        app.ctx,
        buyer.id,
        {
          type: "balance.update",
          balance: result.guestBalance,
          balanceFormatted: result.guestBalanceFormatted,
        },
        request.log,
      );
    return result;
  };
  app.post("/video/:videoId/buy", buy("video", "videoId"));
  app.post("/album/:albumId/buy", buy("album", "albumId"));
}
