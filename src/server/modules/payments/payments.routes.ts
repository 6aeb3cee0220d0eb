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
import type { Tx } from "../../db/client.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { inIdempotentTransaction } from "../../lib/http/idempotent.ts";
import { parseInput } from "../../lib/validate.ts";
import { confirmPayment, lockGuest, payByCard, saveCard } from "./commands/cardPayment.ts";
import { oneClickCharge, packageOrder } from "./commands/packages.ts";
import { changePaymentSettings, deleteCard, setDepositLimit } from "./commands/settings.ts";
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
      run: (request: FastifyRequest, guestId: number, tx: Tx) => Promise<TPaymentResult | { success: true }>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { guest } = await requireGuest(request);
      // Each command parses its own input: the body is fingerprinted as sent (bounded by the JSON
      // parser's depth and size limits).
      const answer = await inIdempotentTransaction({
        db: ctx.db,
        request,
        guestId: guest.id,
        path: request.url.split("?")[0] ?? "",
        input: request.body,
        run: (tx) => run(request, guest.id, tx),
      });
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
    return ctx.db.transaction((tx) => paymentState(tx, guest.id, ctx.now(), ctx.payments.sandbox));
  });

  app.get("/payment/history", async (request) => {
    const { guest } = await requireGuest(request);
    return { payments: await paymentHistory(ctx.db, guest.id) };
  });

  app.post(
    "/payment/charge",
    charging((request, guestId, tx) => {
      const input = parseInput(ZCharge, request.body);
      return payByCard({
        tx,
        provider: ctx.payments,
        guestId,
        order: packageOrder("charge", input.packageId, input.currency),
        card: input.card,
        saveCard: input.saveCard,
        now: ctx.now(),
      });
    }),
  );

  app.post(
    "/payment/oneclick",
    charging((request, guestId, tx) => {
      const input = parseInput(ZOneClick, request.body);
      return oneClickCharge({
        tx,
        provider: ctx.payments,
        guestId,
        packageId: input.packageId,
        currency: input.currency,
        now: ctx.now(),
      });
    }),
  );

  app.post("/payment/:paymentId/confirm", async (request) => {
    const { guest } = await requireGuest(request);
    const { paymentId } = parseInput(z.object({ paymentId: z.uuid() }), request.params);
    const { code } = parseInput(ZConfirm, request.body);
    const answer = await ctx.db.transaction((tx) =>
      confirmPayment({ tx, provider: ctx.payments, guestId: guest.id, paymentId, code, now: ctx.now() }),
    );
    if (answer.status === "declined")
      throw new AppError(AppErrorCode.PAYMENT_DECLINED, "The payment was not confirmed", answer);
    return answer;
  });

  app.post("/payment/settings", async (request) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZPaymentSettings, request.body);
    return ctx.db.transaction(async (tx) => {
      await changePaymentSettings({ tx, guestId: guest.id, input });
      return paymentState(tx, guest.id, ctx.now(), ctx.payments.sandbox);
    });
  });

  // changecc: saves (or replaces) the card without charging it.
  app.post("/payment/card", async (request) => {
    const { guest } = await requireGuest(request);
    const { card } = parseInput(z.strictObject({ card: ZCard }), request.body);
    const now = ctx.now();
    if (cardExpired(card.expMonth, card.expYear, now))
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "This card has expired");
    return ctx.db.transaction(async (tx) => {
      await lockGuest(tx, guest.id);
      await saveCard(tx, guest.id, ctx.payments.tokenise(card));
      return paymentState(tx, guest.id, now, ctx.payments.sandbox);
    });
  });

  // Removing the saved card switches one-click and auto-recharge off (they need it).
  app.post("/payment/card/delete", async (request) => {
    const { guest } = await requireGuest(request);
    return ctx.db.transaction(async (tx) => {
      await deleteCard({ tx, guestId: guest.id });
      return paymentState(tx, guest.id, ctx.now(), ctx.payments.sandbox);
    });
  });

  app.post("/payment/limit", async (request) => {
    const { guest } = await requireGuest(request);
    const { monthlyEuros } = parseInput(ZDepositLimit, request.body);
    const now = ctx.now();
    return ctx.db.transaction(async (tx) => {
      await setDepositLimit({
        tx,
        guestId: guest.id,
        monthlyCents: monthlyEuros === null ? null : monthlyEuros * 100,
        now,
      });
      return paymentState(tx, guest.id, now, ctx.payments.sandbox);
    });
  });

  app.post(
    "/payment/compensation",
    charging(async (request, guestId, tx) => {
      const input = parseInput(ZCompensation, request.body);
      const guest = await lockGuest(tx, guestId);
      if (guest.compensationDueCents <= 0)
        throw new AppError(AppErrorCode.CONFLICT, "Nothing is owed on this account");
      if (input.currency !== "EUR")
        throw new AppError(AppErrorCode.VALIDATION_FAILED, "The open amount is paid in EUR");
      return payByCard({
        tx,
        provider: ctx.payments,
        guestId,
        order: {
          purpose: "compensation",
          productId: null,
          amountMinor: guest.compensationDueCents,
          currency: "EUR",
          euroCents: guest.compensationDueCents,
          coins: 0,
        },
        card: input.card,
        saveCard: input.saveCard,
        now: ctx.now(),
      });
    }),
  );

  app.post(
    "/subscription/start",
    charging((request, guestId, tx) => {
      const input = parseInput(ZSubscribe, request.body);
      return startSubscription({
        tx,
        provider: ctx.payments,
        guestId,
        plan: input.plan,
        currency: input.currency,
        card: input.card,
        now: ctx.now(),
      });
    }),
  );

  app.post("/subscription/cancel", async (request) => {
    const { guest } = await requireGuest(request);
    const { plan } = parseInput(ZCancelSubscription, request.body);
    return ctx.db.transaction((tx) => cancelSubscription({ tx, guestId: guest.id, plan, now: ctx.now() }));
  });

  app.post("/guest/acceptCancellationOffer", async (request, reply) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZAcceptCancellationOffer, request.body);
    if (input.guest_id !== guest.id)
      throw new AppError(AppErrorCode.FORBIDDEN, "An offer can only be accepted for yourself");
    const answer = await ctx.db.transaction((tx) =>
      acceptCancellationOffer({ tx, guestId: guest.id, now: ctx.now() }),
    );
    reply.setCookie(OFFER_COOKIE, "cancelationoffer", { path: "/", sameSite: "lax", maxAge: 86_400 });
    return { success: true, ...answer };
  });
}
