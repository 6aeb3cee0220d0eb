import { randomBytes } from "node:crypto";
import { SANDBOX_CARDS, type TCard } from "../../../common/contracts/payments.ts";
import type { ChargeOutcome, PaymentProvider, TokenisedCard } from "./paymentProvider.ts";

type Behaviour = "ok" | "declined" | "funds" | "confirm";

const digits = (number: string) => number.replace(/\D/g, "");

/** Test cards and what they do; any other valid card number succeeds. */
const BEHAVIOUR: Record<string, Behaviour> = {
  [digits(SANDBOX_CARDS.declined)]: "declined",
  [digits(SANDBOX_CARDS.insufficientFunds)]: "funds",
  [digits(SANDBOX_CARDS.confirmation)]: "confirm",
};

function brandOf(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "card";
}

/**
 * The sandbox provider. Its token carries the test card's behaviour, so saved cards keep behaving
 * the same across restarts without any provider-side state:
 * - 4242 4242 4242 4242 (and any other valid number) succeeds;
 * - 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 is declined for insufficient funds;
 * - 4000 0000 0000 3220 asks for a confirmation code: 1234 succeeds, anything else is declined.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly sandbox = true;

  tokenise(card: TCard): TokenisedCard {
    const number = digits(card.number);
    const behaviour = BEHAVIOUR[number] ?? "ok";
    return {
      token: `sbx_${behaviour}_${randomBytes(12).toString("hex")}`,
      brand: brandOf(number),
      last4: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  }

  charge(input: { token: string }): ChargeOutcome {
    const reference = `sbx_ch_${randomBytes(12).toString("hex")}`;
    switch (this.behaviourOf(input.token)) {
      case "declined":
        return { status: "declined", reference, reason: "card_declined" };
      case "funds":
        return { status: "declined", reference, reason: "insufficient_funds" };
      case "confirm":
        return {
          status: "requires_confirmation",
          reference,
          hint: `Sandbox: the code is ${SANDBOX_CARDS.confirmationCode}`,
        };
      default:
        return { status: "succeeded", reference };
    }
  }

  confirm(input: { reference: string; code: string }): ChargeOutcome {
    return input.code === SANDBOX_CARDS.confirmationCode
      ? { status: "succeeded", reference: input.reference }
      : { status: "declined", reference: input.reference, reason: "authentication_failed" };
  }

  private behaviourOf(token: string): Behaviour {
    const behaviour = token.split("_")[1];
    if (behaviour === "ok" || behaviour === "declined" || behaviour === "funds" || behaviour === "confirm")
      return behaviour;
    return "declined";
  }
}
