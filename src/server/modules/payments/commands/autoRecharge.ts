import { and, desc, eq, gt } from "drizzle-orm";
import { coinPackageById, type PayCurrency } from "../../../../common/contracts/payments.ts";
import type { PaymentProvider } from "../../../adapters/payment-provider/paymentProvider.ts";
import type { Db } from "../../../db/client.ts";
import { payments } from "../../../db/schema/payments.ts";
import { AppError } from "../../../lib/errors.ts";
import { balanceOf } from "../../wallet/index.ts";
import { lockGuest, payByCard } from "./cardPayment.ts";

/** After a declined auto-recharge the next attempt waits this long. */
const RETRY_AFTER_DECLINE_MS = 60 * 60_000;

export type AutoRechargeOutcome = "off" | "not-needed" | "succeeded" | "declined" | "skipped";

/**
 * Recharges the saved card with the configured package when the balance fell below the guest's
 * threshold. Called after something took coins; its transaction locks the guest's row, so
 * concurrent calls recharge once (the second sees the new balance). Refusals (locked, restricted,
 * limit reached, no saved card) skip quietly: the guest is told by the status bar.
 */
export async function autoRechargeIfLow(options: {
  db: Db;
  provider: PaymentProvider;
  guestId: number;
  now: Date;
  /** Coins a purchase just failed for: top up when the balance is below this or the threshold. */
  needed?: number;
}): Promise<AutoRechargeOutcome> {
  const { db, guestId, now } = options;
  return db.transaction(async (tx) => {
    // A guest who may no longer pay (locked meanwhile) is not topped up: "skipped", never an
    // error, so a purchase that already committed is still answered as bought.
    const guest = await lockGuest(tx, guestId).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (!guest) return "skipped";
    const config = guest.autoRechargeConfig;
    if (!config.enabled) return "off";
    const balance = await balanceOf(tx, guestId);
    if (balance >= Math.max(config.thresholdCoins, options.needed ?? 0)) return "not-needed";
    const coinPackage = coinPackageById(config.packageId);
    if (!coinPackage) return "skipped";
    const [recentDecline] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.guestId, guestId),
          eq(payments.purpose, "autorecharge"),
          eq(payments.status, "declined"),
          gt(payments.createdAt, new Date(now.getTime() - RETRY_AFTER_DECLINE_MS)),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (recentDecline) return "skipped";
    const currency: PayCurrency = "EUR";
    try {
      const paid = await tx.transaction((inner) =>
        payByCard({
          tx: inner,
          provider: options.provider,
          guestId,
          order: {
            purpose: "autorecharge",
            productId: coinPackage.id,
            amountMinor: coinPackage.price[currency],
            currency,
            euroCents: coinPackage.price.EUR,
            coins: coinPackage.coins + coinPackage.bonusCoins,
          },
          offSession: true,
          now,
        }),
      );
      return paid.status === "succeeded" ? "succeeded" : "declined";
    } catch (error) {
      if (error instanceof AppError) return "skipped";
      throw error;
    }
  });
}
