import { type AgeCheckProvider, SandboxAgeCheckProvider } from "./age-check/ageCheckProvider.ts";
import type { PaymentProvider } from "./payment-provider/paymentProvider.ts";
import { SandboxPaymentProvider } from "./payment-provider/sandboxPaymentProvider.ts";

/**
 * The payment adapters by the name `PAYMENT_PROVIDER` selects. A real provider plugs in here with
 * its own name; only the sandbox exists so far.
 */
export const PAYMENT_PROVIDER_FACTORIES = {
  sandbox: (): PaymentProvider => new SandboxPaymentProvider(),
} as const;

/** The age-verification adapters by the name `AGE_CHECK_PROVIDER` selects. */
export const AGE_CHECK_PROVIDER_FACTORIES = {
  sandbox: (): AgeCheckProvider => new SandboxAgeCheckProvider(),
} as const;

export type PaymentProviderName = keyof typeof PAYMENT_PROVIDER_FACTORIES;
export type AgeCheckProviderName = keyof typeof AGE_CHECK_PROVIDER_FACTORIES;

/** The known payment provider names. */
export const PAYMENT_PROVIDERS = Object.keys(PAYMENT_PROVIDER_FACTORIES) as PaymentProviderName[];
/** The known age-check provider names. */
export const AGE_CHECK_PROVIDERS = Object.keys(AGE_CHECK_PROVIDER_FACTORIES) as AgeCheckProviderName[];

/** The adapters a configuration names. */
export function createProviders(names: { payment: PaymentProviderName; ageCheck: AgeCheckProviderName }): {
  payments: PaymentProvider;
  ageCheck: AgeCheckProvider;
} {
  return {
    payments: PAYMENT_PROVIDER_FACTORIES[names.payment](),
    ageCheck: AGE_CHECK_PROVIDER_FACTORIES[names.ageCheck](),
  };
}

/** The sandbox adapters a configuration uses (announced loudly at a production start). */
export function sandboxProviders(names: {
  payment: PaymentProviderName;
  ageCheck: AgeCheckProviderName;
}): string[] {
  const { payments, ageCheck } = createProviders(names);
  return [
    ...(payments.sandbox ? [`payment (PAYMENT_PROVIDER=${names.payment})`] : []),
    ...(ageCheck.sandbox ? [`age check (AGE_CHECK_PROVIDER=${names.ageCheck})`] : []),
  ];
}
