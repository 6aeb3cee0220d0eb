import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  COIN_PACKAGES,
  PAY_CURRENCIES,
  PLAN_INFO,
  SANDBOX_CARDS,
  type TPaymentResult,
  ZAcceptCancellationOffer,
  ZCancelSubscription,
  ZCard,
  ZCharge,
  ZCompensation,
  ZConfirm,
  ZDepositLimit,
  ZOneClick,
  ZPaymentSettings,
  ZSubscribe,
} from "../../../common/contracts/payments.ts";
import { type CommandScope, runCommand } from "../../lib/command.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { requestIdempotency } from "../../lib/http/idempotent.ts";
import { parseInput } from "../../lib/validate.ts";
import { confirmPayment, payByCard } from "./commands/cardPayment.ts";
import { payCompensation } from "./commands/compensation.ts";
import { oneClickCharge, packageOrder } from "./commands/packages.ts";
import { changeCard, changePaymentSettings, deleteCard, setDepositLimit } from "./commands/settings.ts";
import { acceptCancellationOffer, cancelSubscription, startSubscription } from "./commands/subscriptions.ts";
import { cardExpired } from "./policy.ts";
import { paymentHistory, paymentState } from "./state.ts";

/** Cookie the status bar reads once after the cancellation offer was taken (spec core §7). */
const OFFER_COOKIE = "vv_statusbar";

/**
 * Card payments: coin packages (moneycharge, oneclick), 3-D-Secure-style confirmation, one-click
 * and auto-recharge settings, deposit limits, compensation for restricted guests, subscriptions and
 * the cancellation offer. Served on the site and on the overlay's origin; all need login.
 */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /**
   * Runs a charging command once per Idempotency-Key and answers its result: 200 succeeded,
   * 202 when the holder must confirm, 402 PAYMENT_DECLINED (the decline is recorded, nothing
   * charged). A retry with the same key gets the same answer. The guest's sockets learn the new
   * balance and membership from the events the command recorded.
   */
  const charging =
    (
      run: (
        request: FastifyRequest,
        scope: CommandScope & { guestId: number },
      ) => Promise<TPaymentResult | { success: true }>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { guest } = await requireGuest(request);
      // Each call parses its input in the command's transaction, after the key's check (a changed
      // request with a used key is 422 before its input is read): the body is fingerprinted as
      // sent (bounded by the JSON parser's depth and size limits).
      const once = requestIdempotency(request, request.url.split("?")[0] ?? "", request.body);
      const answer = await runCommand(
        ctx,
        (scope: CommandScope) => run(request, { ...scope, guestId: guest.id }),
        {},
        once && { guestId: guest.id, ...once },
      );
      if ("status" in answer && answer.status === "declined")
        throw new AppError(AppErrorCode.PAYMENT_DECLINED, "The card was declined", answer);
      if ("status" in answer && answer.status === "requires_confirmation") reply.status(202);
      return answer;
    };

  // Public: what can be bought, in which currencies (and the sandbox's test cards).
  app.get("/payment/packages", async () => ({
    currencies: PAY_CURRENCIES,
    packages: COIN_PACKAGES,
    plans: Object.values(PLAN_INFO),
    sandbox: ctx.payments.sandbox,
    testCards: ctx.payments.sandbox ? SANDBOX_CARDS : null,
  }));

  app.get("/payment/state", async (request) => {
    const { guest } = await requireGuest(request);
    return paymentState(ctx.db, guest.id, ctx.now(), ctx.payments.sandbox);
  });

  app.get("/payment/history", async (request) => {
    const { guest } = await requireGuest(request);
    return { payments: await paymentHistory(ctx.db, guest.id) };
  });

  app.post(
    "/payment/charge",
    charging((request, scope) => {
      const input = parseInput(ZCharge, request.body);
      return payByCard({
        ...scope,
        provider: ctx.payments,
        order: packageOrder("charge", input.packageId, input.currency),
        card: input.card,
        saveCard: input.saveCard,
      });
    }),
  );

  app.post(
    "/payment/oneclick",
    charging((request, scope) => {
      const input = parseInput(ZOneClick, request.body);
      return oneClickCharge({
        ...scope,
        provider: ctx.payments,
        packageId: input.packageId,
        currency: input.currency,
      });
    }),
  );

  app.post("/payment/:paymentId/confirm", async (request) => {
    const { guest } = await requireGuest(request);
    const { paymentId } = parseInput(z.object({ paymentId: z.uuid() }), request.params);
    const { code } = parseInput(ZConfirm, request.body);
    const answer = await runCommand(ctx, confirmPayment, {
      provider: ctx.payments,
      guestId: guest.id,
      paymentId,
      code,
    });
    if (answer.status === "declined")
      throw new AppError(AppErrorCode.PAYMENT_DECLINED, "The payment was not confirmed", answer);
    return answer;
  });

  app.post("/payment/settings", async (request) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZPaymentSettings, request.body);
    return runCommand(ctx, changePaymentSettings, {
      guestId: guest.id,
      input,
      sandbox: ctx.payments.sandbox,
    });
  });

  // changecc: saves (or replaces) the card without charging it.
  app.post("/payment/card", async (request) => {
    const { guest } = await requireGuest(request);
    const { card } = parseInput(z.strictObject({ card: ZCard }), request.body);
    if (cardExpired(card.expMonth, card.expYear, ctx.now()))
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "This card has expired");
    const { payments: provider } = ctx;
    return runCommand(ctx, changeCard, { provider, guestId: guest.id, card, sandbox: provider.sandbox });
  });

  // Removing the saved card switches one-click and auto-recharge off (they need it).
  app.post("/payment/card/delete", async (request) => {
    const { guest } = await requireGuest(request);
    return runCommand(ctx, deleteCard, { guestId: guest.id, sandbox: ctx.payments.sandbox });
  });

  app.post("/payment/limit", async (request) => {
    const { guest } = await requireGuest(request);
    const { monthlyEuros } = parseInput(ZDepositLimit, request.body);
    const monthlyCents = monthlyEuros === null ? null : monthlyEuros * 100;
    return runCommand(ctx, setDepositLimit, {
      guestId: guest.id,
      monthlyCents,
      sandbox: ctx.payments.sandbox,
    });
  });

  app.post(
    "/payment/compensation",
    charging((request, scope) =>
      payCompensation({ ...scope, provider: ctx.payments, input: parseInput(ZCompensation, request.body) }),
    ),
  );

  app.post(
    "/subscription/start",
    charging((request, scope) => {
      const input = parseInput(ZSubscribe, request.body);
      const { plan, currency, card } = input;
      return startSubscription({ ...scope, provider: ctx.payments, plan, currency, card });
    }),
  );

  app.post("/subscription/cancel", async (request) => {
    const { guest } = await requireGuest(request);
    const { plan } = parseInput(ZCancelSubscription, request.body);
    return runCommand(ctx, cancelSubscription, { guestId: guest.id, plan });
  });

  app.post("/guest/acceptCancellationOffer", async (request, reply) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZAcceptCancellationOffer, request.body);
    if (input.guest_id !== guest.id)
      throw new AppError(AppErrorCode.FORBIDDEN, "An offer can only be accepted for yourself");
    const answer = await runCommand(ctx, acceptCancellationOffer, { guestId: guest.id });
    reply.setCookie(OFFER_COOKIE, "cancelationoffer", { path: "/", sameSite: "lax", maxAge: 86_400 });
    return { success: true, ...answer };
  });
}
