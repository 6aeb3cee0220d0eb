import { describe, expect, it } from "vitest";
import { countryOfIp } from "./geoip.ts";

describe("countryOfIp", () => {
  it("finds the country of public IPv4 and IPv6 addresses", () => {
    // MaxMind's documented test address for the United Kingdom, and a Deutsche Telekom range.
    expect(countryOfIp("81.2.69.142")).toBe("GB");
    expect(countryOfIp("::ffff:81.2.69.142")).toBe("GB");
    expect(countryOfIp("2003::1")).toBe("DE");
  });

  it("answers null for loopback, private and malformed addresses", () => {
    for (const ip of ["127.0.0.1", "::1", "10.1.2.3", "192.168.0.1", "not an ip", ""]) {
      expect(countryOfIp(ip)).toBeNull();
    }
  });
});
