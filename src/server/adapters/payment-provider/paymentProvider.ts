import type { PayCurrency, TCard } from "../../../common/contracts/payments.ts";

/** A card after the provider tokenised it: what the platform may keep. */
export interface TokenisedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeOutcome =
  | { status: "succeeded"; reference: string }
  | { status: "declined"; reference: string; reason: string }
  /** The issuer wants the holder to confirm (3-D-Secure-style); `hint` is shown next to the code field. */
  | { status: "requires_confirmation"; reference: string; hint: string };

/**
 * The card payment provider. The platform never stores a card number: it tokenises the card, then
 * charges the token. The sandbox implementation runs in-process; a production adapter would call
 * the provider's API (and its webhooks would confirm asynchronous outcomes).
 */
export interface PaymentProvider {
  readonly sandbox: boolean;
  tokenise(card: TCard): TokenisedCard;
  charge(input: {
    token: string;
    amountMinor: number;
    currency: PayCurrency;
    reference: string;
  }): ChargeOutcome;
  /** Completes a charge that required confirmation. */
  confirm(input: { reference: string; code: string }): ChargeOutcome;
}
