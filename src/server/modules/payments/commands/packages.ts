import {
  coinPackageById,
  type PayCurrency,
  type TPaymentResult,
} from "../../../../common/contracts/payments.ts";
import type { PaymentProvider } from "../../../adapters/payment-provider/paymentProvider.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { lockGuest, type PaymentOrder, payByCard } from "./cardPayment.ts";

/** The order of a coin package: its price in the currency, its euro value and its coins (with bonus). */
export function packageOrder(
  purpose: PaymentOrder["purpose"],
  packageId: string,
  currency: PayCurrency,
): PaymentOrder {
  const coinPackage = coinPackageById(packageId);
  if (!coinPackage) throw new AppError(AppErrorCode.VALIDATION_FAILED, "Unknown package");
  return {
    purpose,
    productId: coinPackage.id,
    amountMinor: coinPackage.price[currency],
    currency,
    euroCents: coinPackage.price.EUR,
    coins: coinPackage.coins + coinPackage.bonusCoins,
  };
}

/**
 * One-click top-up in the caller's transaction (payment/oneclick, the messenger's dialog): one-click
 * must be on and the package one of the guest's one-click amounts (403); the saved card is charged
 * like any payment (deposit limit, restriction, record, credit).
 */
export async function oneClickCharge(options: {
  tx: Tx;
  provider: PaymentProvider;
  guestId: number;
  packageId: string;
  currency: PayCurrency;
  now: Date;
}): Promise<TPaymentResult> {
  const { tx, guestId } = options;
  const guest = await lockGuest(tx, guestId);
  if (!guest.oneClickConfig.enabled)
    throw new AppError(AppErrorCode.FORBIDDEN, "One-click charging is switched off");
  if (!guest.oneClickConfig.packageIds.includes(options.packageId))
    throw new AppError(AppErrorCode.FORBIDDEN, "This package is not one of your one-click amounts");
  return payByCard({
    tx,
    provider: options.provider,
    guestId,
    order: packageOrder("oneclick", options.packageId, options.currency),
    now: options.now,
  });
}
