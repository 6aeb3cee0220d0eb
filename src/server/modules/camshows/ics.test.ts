import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icsCalendar, icsTime } from "./ics.ts";

describe("ICS text (RFC 5545)", () => {
  it("escapes TEXT values", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("folds long lines at 75 octets without splitting a UTF-8 character", () => {
    const folded = foldLine(`SUMMARY:${"ä".repeat(60)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join("")).toBe(
      `SUMMARY:${"ä".repeat(60)}`,
    );
    expect(foldLine("SHORT")).toBe("SHORT");
  });

  it("writes a calendar with CRLF lines and UTC times", () => {
    const text = icsCalendar({
      name: "Shows",
      now: new Date("2026-11-27T00:00:00Z"),
      events: [
        {
          uid: "camshow-1@velvet",
          start: new Date("2026-11-27T20:00:00Z"),
          end: new Date("2026-11-27T20:30:00Z"),
          summary: "Late night, live",
          description: "With Mia",
          url: "https://example.com/en/cam-shows/",
          status: "CONFIRMED",
        },
      ],
    });
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain("\r\nDTSTART:20261127T200000Z\r\n");
    expect(text).toContain("\r\nSUMMARY:Late night\\, live\r\n");
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    expect(icsTime(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });
});
