import { describe, expect, it } from "vitest";
import { networkOf } from "./network.ts";

describe("networkOf", () => {
  it("keeps an IPv4 address as its own network", () => {
    expect(networkOf("203.0.113.7")).toBe("v4:203.0.113.7");
    expect(networkOf("203.0.113.8")).not.toBe(networkOf("203.0.113.7"));
  });

  it("counts every address of one IPv6 /64 as one network, whatever the spelling", () => {
    const one = networkOf("2001:db8:aa:1::1");
    expect(networkOf("2001:0db8:00aa:0001:ffff:ffff:ffff:ffff")).toBe(one);
    expect(networkOf("2001:DB8:AA:1:0:0:0:2")).toBe(one);
    expect(networkOf("[2001:db8:aa:1::3]")).toBe(one);
    expect(networkOf("fe80::1%eth0")).toBe(networkOf("fe80::2"));
    expect(one).toBe("v6:2001:db8:aa:1::/64");
  });

  it("tells neighbouring /64 networks apart", () => {
    expect(networkOf("2001:db8:aa:2::1")).not.toBe(networkOf("2001:db8:aa:1::1"));
    expect(networkOf("::1")).toBe("v6:0:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(networkOf("::ffff:203.0.113.7")).toBe("v4:203.0.113.7");
    expect(networkOf("::ffff:cb00:7107")).toBe("v4:203.0.113.7");
  });

  it("keeps an address it cannot read apart from every real one", () => {
    expect(networkOf("not an address")).toBe("other:not an address");
  });
});
