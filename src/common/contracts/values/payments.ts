/**
 * The payments contract's runtime values (constants and pure functions) without zod, so the web
 * app can import them without shipping the schema library (issue 13's JS budget). The contract
 * module re-exports them.
 */
import { coinsForEuroCents } from "../../money.ts";

/** Currencies a guest can pay in. */
export const PAY_CURRENCIES = ["EUR", "CHF"] as const;
export type PayCurrency = (typeof PAY_CURRENCIES)[number];

export interface CoinPackage {
  id: string;
  /** Coins for the euro price (1 EUR = 4 VXC, rounded up). */
  coins: number;
  /** Extra coins of the bigger packages. */
  bonusCoins: number;
  /** Price in minor units per currency. */
  price: Record<PayCurrency, number>;
}

function coinPackage(id: string, euroCents: number, chfCents: number, bonusCoins: number): CoinPackage {
  return { id, coins: coinsForEuroCents(euroCents), bonusCoins, price: { EUR: euroCents, CHF: chfCents } };
}

/** The coin packages of the moneycharge, oneclick and autorecharge flows. */
export const COIN_PACKAGES: readonly CoinPackage[] = [
  coinPackage("p20", 500, 500, 0),
  coinPackage("p40", 1000, 1000, 0),
  coinPackage("p100", 2500, 2450, 10),
  coinPackage("p200", 5000, 4900, 30),
  coinPackage("p400", 10000, 9800, 80),
];
export const PACKAGE_IDS = ["p20", "p40", "p100", "p200", "p400"] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export function coinPackageById(id: string): CoinPackage | undefined {
  return COIN_PACKAGES.find((entry) => entry.id === id);
}

/** Subscription plans: VIP club (a VIP counts as TV subscriber), its trial, and the TV subscription. */
export const PLANS = ["vip", "trialvip", "vxtv"] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanInfo {
  plan: Plan;
  periodDays: number;
  price: Record<PayCurrency, number>;
  /** The plan a subscription renews as (the trial renews as VIP). */
  renewsAs: Plan;
}

export const PLAN_INFO: Record<Plan, PlanInfo> = {
  vip: { plan: "vip", periodDays: 30, price: { EUR: 1999, CHF: 1990 }, renewsAs: "vip" },
  trialvip: { plan: "trialvip", periodDays: 7, price: { EUR: 199, CHF: 199 }, renewsAs: "vip" },
  vxtv: { plan: "vxtv", periodDays: 30, price: { EUR: 999, CHF: 990 }, renewsAs: "vxtv" },
};

/** The cancellation offer: this many renewals at this percentage of the price. */
export const CANCELLATION_OFFER = { renewals: 3, percent: 50 } as const;

/** A raised or removed deposit limit takes effect after this many days (a lowered one at once). */
export const LIMIT_COOLING_OFF_DAYS = 7;
