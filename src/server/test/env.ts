/** The least environment a production start accepts (https, the providers named): for config tests. */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://velvet.example",
  PAYMENT_PROVIDER: "sandbox",
  AGE_CHECK_PROVIDER: "sandbox",
} as const;
