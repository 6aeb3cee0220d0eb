import type { TMessengerOneClickResult } from "../../../../common/contracts/messenger.ts";
import type { PayCurrency, TPaymentResult } from "../../../../common/contracts/payments.ts";
import type { Language } from "../../../../common/languages.ts";
import type { PaymentProvider } from "../../../adapters/payment-provider/paymentProvider.ts";
import type { Tx } from "../../../db/client.ts";
import { oneClickCharge } from "../../payments/index.ts";
import { topUpResultMessage } from "../presenter.ts";
import { loadGuestChannel } from "./channels.ts";

/**
 * One-click top-up from a channel's not-enough-money dialog (spec core §7 "one-click charge
 * (amount, channelId)"), in the caller's transaction: the channel must be the guest's (404), one-click
 * must be on and the package one of the guest's one-click amounts (403); then the saved card is
 * charged exactly like `payment/oneclick` (oneClickCharge).
 */
export async function oneClickTopUp(options: {
  tx: Tx;
  provider: PaymentProvider;
  guestId: number;
  channelId: number;
  packageId: string;
  currency: PayCurrency;
  now: Date;
}): Promise<TPaymentResult> {
  const { tx, guestId } = options;
  await loadGuestChannel(tx, { guestId, channelId: options.channelId });
  return oneClickCharge({
    tx,
    provider: options.provider,
    guestId,
    packageId: options.packageId,
    currency: options.currency,
    now: options.now,
  });
}

/**
 * POST messenger/channel/{channelId}/oneclick: oneClickTopUp() with the answer the conversation
 * shows (its result message in the guest's language), in the caller's transaction.
 */
export async function oneClickInChannel(
  options: Parameters<typeof oneClickTopUp>[0] & { language: Language },
): Promise<TMessengerOneClickResult> {
  const { language, ...topUp } = options;
  const result = await oneClickTopUp(topUp);
  return { ...result, channelId: options.channelId, resultMessage: topUpResultMessage(result, language) };
}
