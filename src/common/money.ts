import type { Language } from "./languages.ts";

/**
 * Money and number formatting (spec core §9, content §1): dots for thousands, a comma for
 * decimals; 0 decimals for VXC, vouchers and credits, 2 for EUR and CHF.
 * Amounts are integers in the currency's minor unit: coins for VXC/Credits/Voucher, cents for EUR/CHF.
 * Given a page language, amounts follow that language's conventions (as Intl.NumberFormat writes them):
 * English "€103.00", German "103,00 €", Spanish "103,00 €", Dutch "€ 103,00".
 */
export const CURRENCIES = ["EUR", "CHF", "Credits", "Voucher", "VXC"] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface Money {
  /** Integer amount in the currency's minor unit (coins, or cents for EUR and CHF). */
  value: number;
  currency: Currency;
}

interface CurrencyInfo {
  decimals: 0 | 2;
  symbol: string;
  symbolBefore: boolean;
}

const CURRENCY_INFO: Record<Currency, CurrencyInfo> = {
  EUR: { decimals: 2, symbol: "€", symbolBefore: false },
  CHF: { decimals: 2, symbol: "CHF", symbolBefore: true },
  Credits: { decimals: 0, symbol: "Credits", symbolBefore: false },
  Voucher: { decimals: 0, symbol: "Voucher", symbolBefore: false },
  VXC: { decimals: 0, symbol: "VXC", symbolBefore: false },
};

/** Coins per euro (spec: 1 EUR = 4 VXC, rounded up). */
export const VXC_PER_EUR = 4;

/** Looks a currency up; throws 'Unknown currency' for anything else (spec core §8). */
export function currencyInfo(currency: string): CurrencyInfo {
  const info = (CURRENCY_INFO as Record<string, CurrencyInfo | undefined>)[currency];
  if (!info) throw new Error("Unknown currency");
  return info;
}

/** True when the value names a known currency. */
export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && value in CURRENCY_INFO;
}

/**
 * A number in a language's format: "1,208" in English, "1.208" in German and Dutch, "1208" in
 * Spanish (which groups from five digits), with `decimals` decimals after the language's separator.
 */
export function formatNumber(value: number, language: Language, decimals: 0 | 2 = 0): string {
  if (!Number.isFinite(value)) throw new RangeError("Cannot format a non-finite number");
  return formatIn(language, value, decimals, null);
}

/**
 * How each site language writes numbers and amounts: what Intl.NumberFormat writes for de-DE, en-GB,
 * es-ES and nl-NL (Spanish groups from five digits, "1234" but "12.345", as the RAE writes them),
 * spelled out here because the browser's first Intl.NumberFormat costs about 30 ms of main thread
 * (loading its number data; 110 ms on Lighthouse's 4x slower phone) in the middle of every page's
 * hydration. money.test.ts checks every language and currency against Intl's own output.
 * - `after`: "1.234,50 €", "-1.234,50 €"; `before`: "€1,234.50", "CHF 1,234.50", "-€1,234.50";
 *   `beforeSpaced`: "€ 1.234,50", "€ -1.234,50". The space before or after a symbol is a no-break
 *   space, as Intl writes it; `before` puts one only between letters and digits ("CHF 1", "€1").
 */
interface NumberConventions {
  group: string;
  /** The fewest digits before the first group separator: 2 where four-digit numbers stay whole. */
  minimumGroupingDigits: 1 | 2;
  decimal: string;
  symbol: "after" | "before" | "beforeSpaced";
}

const CONVENTIONS: Record<Language, NumberConventions> = {
  de: { group: ".", minimumGroupingDigits: 1, decimal: ",", symbol: "after" },
  en: { group: ",", minimumGroupingDigits: 1, decimal: ".", symbol: "before" },
  es: { group: ".", minimumGroupingDigits: 2, decimal: ",", symbol: "after" },
  nl: { group: ".", minimumGroupingDigits: 1, decimal: ",", symbol: "beforeSpaced" },
};

const NO_BREAK_SPACE = "\u00a0";

/** A non-negative number with the language's grouping and decimal separator. */
function digitsIn(conventions: NumberConventions, value: number, decimals: 0 | 2): string {
  const [whole = "0", fraction] = value.toFixed(decimals).split(".");
  const grouped =
    whole.length < 4 + conventions.minimumGroupingDigits - 1
      ? whole
      : whole.replace(/\B(?=(\d{3})+(?!\d))/g, conventions.group);
  return fraction ? `${grouped}${conventions.decimal}${fraction}` : grouped;
}

/** An amount in a language's format: with its currency symbol placed as the language places it. */
function formatIn(language: Language, amount: number, decimals: 0 | 2, symbol: string | null): string {
  const conventions = CONVENTIONS[language] ?? CONVENTIONS.en;
  const digits = digitsIn(conventions, Math.abs(amount), decimals);
  const sign = amount < 0 && /[1-9]/.test(digits) ? "-" : "";
  if (symbol === null) return `${sign}${digits}`;
  switch (conventions.symbol) {
    case "after":
      return `${sign}${digits}${NO_BREAK_SPACE}${symbol}`;
    case "beforeSpaced":
      return `${symbol}${NO_BREAK_SPACE}${sign}${digits}`;
    case "before":
      return `${sign}${symbol}${/\p{L}$/u.test(symbol) ? NO_BREAK_SPACE : ""}${digits}`;
  }
}

/**
 * Formats an amount given in minor units, e.g. {value: 123456, currency: 'EUR'} -> '1.234,56 €';
 * with a language, in that language's format (en: '€1,234.56'; coins: '1,500 VXC').
 */
export function formatMoney(money: Money, language?: Language): string {
  const info = currencyInfo(money.currency);
  if (!Number.isInteger(money.value)) throw new RangeError("Money amounts are integers in minor units");
  const amount = info.decimals === 2 ? money.value / 100 : money.value;
  if (language) {
    // Euros and francs carry their symbol where the language puts it; coins are a number and "VXC".
    if (info.decimals === 2) return formatIn(language, amount, 2, info.symbol);
    return `${formatIn(language, amount, 0, null)} ${info.symbol}`;
  }
  const number = formatIn("de", amount, info.decimals, null);
  return info.symbolBefore ? `${info.symbol} ${number}` : `${number} ${info.symbol}`;
}

/** Shorthand: formats a whole number of coins, e.g. 1500 -> '1.500 VXC' (in `language`'s format when given). */
export function formatCoins(coins: number, language?: Language): string {
  return formatMoney({ value: coins, currency: "VXC" }, language);
}

/** The euro value of a number of coins in a language's format, e.g. 120 coins -> '€30.00' (en). */
export function formatEuroValue(coins: number, language: Language): string {
  return formatMoney({ value: euroCentsForCoins(coins), currency: "EUR" }, language);
}

/** Coins with their euro value beside them, e.g. '120 VXC (€30.00)' in English, '120 VXC (30,00 €)' in German. */
export function formatCoinsWithEuro(coins: number, language: Language): string {
  return `${formatCoins(coins, language)} (${formatEuroValue(coins, language)})`;
}

/** Coins worth a euro amount given in cents, rounded up (1 EUR = 4 VXC). */
export function coinsForEuroCents(cents: number): number {
  if (!Number.isInteger(cents) || cents < 0)
    throw new RangeError("Euro cents must be a non-negative integer");
  return Math.ceil((cents * VXC_PER_EUR) / 100);
}

/** Euro value in cents of a number of coins (exact: one coin is 25 cents). */
export function euroCentsForCoins(coins: number): number {
  if (!Number.isInteger(coins)) throw new RangeError("Coins must be an integer");
  return (coins * 100) / VXC_PER_EUR;
}
