import { describe, expect, it } from "vitest";
import {
  coinsForEuroCents,
  euroCentsForCoins,
  formatCoins,
  formatCoinsWithEuro,
  formatEuroValue,
  formatMoney,
  formatNumber,
} from "./money.ts";

describe("formatNumber", () => {
  it("writes a count as each language does: 1,208 / 1.208 / 1208", () => {
    expect(formatNumber(0, "de")).toBe("0");
    expect(formatNumber(999, "en")).toBe("999");
    expect(formatNumber(1208, "en")).toBe("1,208");
    expect(formatNumber(1208, "de")).toBe("1.208");
    expect(formatNumber(1208, "nl")).toBe("1.208");
    expect(formatNumber(1208, "es")).toBe("1208");
    expect(formatNumber(12_080, "es")).toBe("12.080");
    expect(formatNumber(1234567, "de")).toBe("1.234.567");
    expect(formatNumber(1234.5, "de", 2)).toBe("1.234,50");
    expect(formatNumber(1234.5, "en", 2)).toBe("1,234.50");
    expect(formatNumber(-9876543.21, "de", 2)).toBe("-9.876.543,21");
    expect(formatNumber(-0.001, "de", 2)).toBe("0,00");
  });

  it.each(["de", "en", "es", "nl"] as const)(
    "%s: matches Intl.NumberFormat for every magnitude",
    (language) => {
      const locale = { de: "de-DE", en: "en-GB", es: "es-ES", nl: "nl-NL" }[language];
      for (let digits = 1; digits <= 10; digits++) {
        const value = Number("9".repeat(digits)) - 7 * digits;
        expect(formatNumber(value, language)).toBe(new Intl.NumberFormat(locale).format(value));
        expect(formatNumber(-value, language)).toBe(new Intl.NumberFormat(locale).format(-value));
      }
    },
  );

  it("rejects non-finite numbers", () => {
    expect(() => formatNumber(Number.NaN, "en")).toThrow(RangeError);
  });
});

describe("formatMoney", () => {
  it("shows coins, vouchers and credits without decimals", () => {
    expect(formatMoney({ value: 1500, currency: "VXC" })).toBe("1.500 VXC");
    expect(formatMoney({ value: 3, currency: "Voucher" })).toBe("3 Voucher");
    expect(formatMoney({ value: 12000, currency: "Credits" })).toBe("12.000 Credits");
    expect(formatCoins(0)).toBe("0 VXC");
  });

  it("shows euro and franc with two decimals from cents", () => {
    expect(formatMoney({ value: 123456, currency: "EUR" })).toBe("1.234,56 €");
    expect(formatMoney({ value: 5, currency: "EUR" })).toBe("0,05 €");
    expect(formatMoney({ value: 1990, currency: "CHF" })).toBe("CHF 19,90");
  });

  it("throws 'Unknown currency' for anything else", () => {
    expect(() => formatMoney({ value: 1, currency: "USD" as never })).toThrow("Unknown currency");
  });

  it("refuses fractional minor units", () => {
    expect(() => formatMoney({ value: 1.5, currency: "VXC" })).toThrow(RangeError);
  });
});

describe("euro and coin conversion", () => {
  it("gives 4 coins per euro, rounded up", () => {
    expect(coinsForEuroCents(100)).toBe(4);
    expect(coinsForEuroCents(1000)).toBe(40);
    expect(coinsForEuroCents(1)).toBe(1);
    expect(coinsForEuroCents(26)).toBe(2);
    expect(coinsForEuroCents(25)).toBe(1);
    expect(coinsForEuroCents(0)).toBe(0);
    expect(coinsForEuroCents(999)).toBe(40);
  });

  it("values a coin at 25 cents", () => {
    expect(euroCentsForCoins(4)).toBe(100);
    expect(euroCentsForCoins(1)).toBe(25);
  });

  it("rejects negative or fractional cents", () => {
    expect(() => coinsForEuroCents(-1)).toThrow(RangeError);
    expect(() => coinsForEuroCents(1.5)).toThrow(RangeError);
  });
});

describe("money per language (Intl.NumberFormat)", () => {
  // Intl puts a no-break space between number and symbol; the eye reads a space.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

  it("formats euros as each language writes them", () => {
    expect(plain(formatMoney({ value: 10300, currency: "EUR" }, "en"))).toBe("€103.00");
    expect(plain(formatMoney({ value: 10300, currency: "EUR" }, "de"))).toBe("103,00 €");
    expect(plain(formatMoney({ value: 10300, currency: "EUR" }, "es"))).toBe("103,00 €");
    expect(plain(formatMoney({ value: 10300, currency: "EUR" }, "nl"))).toBe("€ 103,00");
    expect(plain(formatMoney({ value: 123456, currency: "EUR" }, "en"))).toBe("€1,234.56");
    expect(plain(formatMoney({ value: 123456, currency: "EUR" }, "es"))).toBe("1234,56 €");
  });

  it("formats coins with the language's grouping and no decimals", () => {
    expect(formatCoins(1500, "en")).toBe("1,500 VXC");
    expect(formatCoins(1500, "de")).toBe("1.500 VXC");
    expect(formatCoins(1500, "es")).toBe("1500 VXC");
    expect(formatCoins(15_000, "es")).toBe("15.000 VXC");
    expect(formatCoins(120, "nl")).toBe("120 VXC");
  });

  it("shows coins with their euro value beside them (1 € = 4 VXC)", () => {
    expect(plain(formatEuroValue(412, "en"))).toBe("€103.00");
    expect(plain(formatCoinsWithEuro(120, "en"))).toBe("120 VXC (€30.00)");
    expect(plain(formatCoinsWithEuro(120, "de"))).toBe("120 VXC (30,00 €)");
    expect(plain(formatCoinsWithEuro(3, "nl"))).toBe("3 VXC (€ 0,75)");
  });
});

describe("money per language matches Intl.NumberFormat", () => {
  const LOCALES = { de: "de-DE", en: "en-GB", es: "es-ES", nl: "nl-NL" } as const;
  const intl = (language: keyof typeof LOCALES, currency: "EUR" | "CHF" | null, value: number) =>
    new Intl.NumberFormat(LOCALES[language], {
      ...(currency ? { style: "currency", currency } : {}),
      minimumFractionDigits: currency ? 2 : 0,
      maximumFractionDigits: currency ? 2 : 0,
    }).format(value);
  // Every magnitude from 0 to ten digits, both signs, plus a seeded spread of odd values.
  let seed = 7;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed;
  };
  const values = [0, 1, 5, 99, 100, 999, 1000, 1001, 99_999, 100_000, 123_456, 1_000_000, 9_999_999_999];
  for (let i = 0; i < 200; i++) values.push(random() % 10 ** (1 + (i % 10)));
  const signed = values.flatMap((value) => (value === 0 ? [0] : [value, -value]));

  it.each(["de", "en", "es", "nl"] as const)(
    "%s: euros, francs and coins read as Intl writes them",
    (language) => {
      for (const value of signed) {
        expect(formatMoney({ value, currency: "EUR" }, language)).toBe(intl(language, "EUR", value / 100));
        expect(formatMoney({ value, currency: "CHF" }, language)).toBe(intl(language, "CHF", value / 100));
        expect(formatCoins(value, language)).toBe(`${intl(language, null, value)} VXC`);
      }
    },
  );
});
