import type { z } from "zod";
import type { TPaymentResult, ZCompensation } from "../../../../common/contracts/payments.ts";
import type { PaymentProvider } from "../../../adapters/payment-provider/paymentProvider.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { lockGuest, payByCard } from "./cardPayment.ts";

/**
 * POST payment/compensation: a restricted guest pays the open amount (in EUR) by card, in the
 * caller's transaction with the guest's row locked; nothing owed is 409. A success settles the
 * restriction (payByCard applies the "compensation" purpose).
 */
export async function payCompensation(options: {
  tx: Tx;
  provider: PaymentProvider;
  guestId: number;
  input: z.output<typeof ZCompensation>;
  now: Date;
}): Promise<TPaymentResult> {
  const { tx, guestId, input } = options;
  const guest = await lockGuest(tx, guestId);
  if (guest.compensationDueCents <= 0)
    throw new AppError(AppErrorCode.CONFLICT, "Nothing is owed on this account");
  if (input.currency !== "EUR")
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "The open amount is paid in EUR");
  return payByCard({
    tx,
    provider: options.provider,
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
    now: options.now,
  });
}
