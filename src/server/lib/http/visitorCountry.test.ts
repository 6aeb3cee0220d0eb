import { describe, expect, it } from "vitest";
import { visitorCountry } from "./visitorCountry.ts";

const request = (ip: string, headers: Record<string, string | string[]> = {}) => ({ ip, headers });

describe("visitorCountry", () => {
  it("takes the edge's country header first", () => {
    expect(visitorCountry(request("81.2.69.142", { "cf-ipcountry": "de" }), "cf-ipcountry")).toBe("DE");
    expect(visitorCountry(request("127.0.0.1", { "x-country": ["NL", "BE"] }), "X-Country")).toBe("NL");
  });

  it("falls back to the address's country when the header is missing, malformed or unknown", () => {
    const cases: Record<string, string>[] = [
      {},
      { "cf-ipcountry": "Germany" },
      { "cf-ipcountry": "XX" },
      { "cf-ipcountry": "T1" },
    ];
    for (const headers of cases)
      expect(visitorCountry(request("81.2.69.142", headers), "cf-ipcountry")).toBe("GB");
  });

  it("knows no country for private addresses without a header", () => {
    expect(visitorCountry(request("10.0.0.7"), "cf-ipcountry")).toBeNull();
    expect(visitorCountry(request("127.0.0.1", { "cf-ipcountry": "XX" }), "cf-ipcountry")).toBeNull();
  });
});
