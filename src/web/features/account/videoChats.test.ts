import { describe, expect, it } from "vitest";
import { chatSeconds, formatLength } from "./videoChats.ts";

describe("a chat's length in my videochats", () => {
  it("counts whole seconds from start to end, a running chat until now, never below zero", () => {
    const start = "2026-11-26T10:00:00.000Z";
    expect(chatSeconds(start, "2026-11-26T10:02:05.900Z", 0)).toBe(125);
    expect(chatSeconds(start, null, Date.parse("2026-11-26T10:00:42.000Z"))).toBe(42);
    expect(chatSeconds(start, "2026-11-26T09:59:00.000Z", 0)).toBe(0);
  });

  it("shows m:ss, and h:mm:ss from an hour on", () => {
    expect(formatLength(0)).toBe("0:00");
    expect(formatLength(65)).toBe("1:05");
    expect(formatLength(3599)).toBe("59:59");
    expect(formatLength(3600)).toBe("1:00:00");
    expect(formatLength(3 * 3600 + 7 * 60 + 9)).toBe("3:07:09");
  });
});
