import { describe, expect, it } from "vitest";
import { formatDate, formatDuration } from "./format.ts";

const LOCALES = { de: "de-DE", en: "en-GB", es: "es-ES", nl: "nl-NL" } as const;

describe("formatDate", () => {
  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])(
    "%s: every day of four years reads as Intl.DateTimeFormat writes it",
    (language) => {
      const intl = new Intl.DateTimeFormat(LOCALES[language], {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      // 2024 is a leap year; the times near midnight check the day is the UTC one.
      for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
        for (const offset of [0, 1_000, 86_399_000]) {
          const iso = new Date(day + offset).toISOString();
          expect(formatDate(iso, language)).toBe(intl.format(new Date(iso)));
        }
      }
    },
  );

  it("writes the examples the pages show", () => {
    expect(formatDate("2026-03-03T10:00:00Z", "de")).toBe("3. März 2026");
    expect(formatDate("2026-03-03T10:00:00Z", "es")).toBe("3 de marzo de 2026");
    expect(formatDate("2026-12-31T23:59:59Z", "nl")).toBe("31 december 2026");
  });
});

describe("formatDuration", () => {
  it("writes m:ss under an hour and h:mm:ss from an hour on", () => {
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(605)).toBe("10:05");
    expect(formatDuration(3_725)).toBe("1:02:05");
  });
});
