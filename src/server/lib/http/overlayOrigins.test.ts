import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { PRODUCTION_ENV } from "../../test/env.ts";
import { isLoopback, requestOrigin } from "../siteAddresses.ts";
import { overlaySiteOrigins, siteOverlayOrigin } from "./overlayOrigins.ts";

const at = (origin: string) => requestOrigin(origin.split("://")[0] ?? "", origin.split("://")[1]);

describe("requestOrigin", () => {
  it("takes a plain host with its port, and nothing else", () => {
    expect(at("http://127.0.0.1:8080")?.origin).toBe("http://127.0.0.1:8080");
    expect(at("https://www.velvet.example")?.origin).toBe("https://www.velvet.example");
    expect(at("http://[::1]:8080")?.origin).toBe("http://[::1]:8080");
    for (const host of [
      "evil.example/path",
      "a@evil.example",
      "evil.example:80:80",
      "",
      "a b",
      "x.example#y",
    ])
      expect(requestOrigin("http", host), host).toBeNull();
    expect(requestOrigin("javascript", "velvet.example")).toBeNull();
    expect(requestOrigin("http", undefined)).toBeNull();
  });

  it("knows the loopback addresses", () => {
    for (const name of ["localhost", "app.localhost", "127.0.0.1", "127.8.9.10", "[::1]"])
      expect(isLoopback(name), name).toBe(true);
    for (const name of ["localhost.evil.example", "128.0.0.1", "velvet.example", "[::2]"])
      expect(isLoopback(name), name).toBe(false);
  });
});

describe("the overlay's origins in development (PUBLIC_URL http://localhost:8080)", () => {
  const config = loadConfig({});

  it("a site page frames the overlay on the host the guest used, on the pay port", () => {
    expect(siteOverlayOrigin(config, at("http://localhost:8080"))).toBe("http://localhost:8081");
    expect(siteOverlayOrigin(config, at("http://127.0.0.1:8080"))).toBe("http://127.0.0.1:8081");
    expect(siteOverlayOrigin(config, at("http://[::1]:8080"))).toBe("http://[::1]:8081");
  });

  it("the overlay lets every configured site and the site on its own loopback host frame it", () => {
    expect(overlaySiteOrigins(config, at("http://127.0.0.1:8081"))).toEqual([
      "http://localhost:8080",
      "http://127.0.0.1:8080",
    ]);
    expect(overlaySiteOrigins(config, at("http://localhost:8081"))).toEqual(["http://localhost:8080"]);
  });

  it("any other Host gets the configured pair, never an origin made from it", () => {
    expect(siteOverlayOrigin(config, at("http://evil.example:8080"))).toBe("http://localhost:8081");
    expect(overlaySiteOrigins(config, at("http://evil.example:8081"))).toEqual(["http://localhost:8080"]);
    expect(siteOverlayOrigin(config, null)).toBe("http://localhost:8081");
  });

  it("keeps an overlay on another host where it is configured (the browser tests' layout)", () => {
    const split = { ...config, publicUrl: "http://127.0.0.1:4000", payOrigin: "http://localhost:4001" };
    expect(siteOverlayOrigin(split, at("http://127.0.0.1:4000"))).toBe("http://localhost:4001");
    expect(siteOverlayOrigin(split, at("http://localhost:4000"))).toBe("http://localhost:4001");
    expect(overlaySiteOrigins(split, at("http://localhost:4001"))).toEqual([
      "http://127.0.0.1:4000",
      "http://localhost:4000",
    ]);
  });
});

describe("the overlay's origins in production", () => {
  it("derives nothing from a loopback or unknown Host; serves the configured aliases", () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      PAY_PORT: "8443",
      SITE_ALIASES: "https://www.velvet.example,https://velvet.example.net=https://pay.velvet.example.net",
    });
    expect(siteOverlayOrigin(config, at("https://velvet.example"))).toBe("https://velvet.example:8443");
    expect(siteOverlayOrigin(config, at("https://www.velvet.example"))).toBe(
      "https://www.velvet.example:8443",
    );
    expect(siteOverlayOrigin(config, at("https://velvet.example.net"))).toBe(
      "https://pay.velvet.example.net",
    );
    expect(siteOverlayOrigin(config, at("http://127.0.0.1:8080"))).toBe("https://velvet.example:8443");
    expect(siteOverlayOrigin(config, at("https://evil.example"))).toBe("https://velvet.example:8443");
    const everySite = ["https://velvet.example", "https://www.velvet.example", "https://velvet.example.net"];
    expect(overlaySiteOrigins(config, at("https://www.velvet.example:8443"))).toEqual(everySite);
    expect(overlaySiteOrigins(config, at("http://localhost:8443"))).toEqual(everySite);
    expect(overlaySiteOrigins(config, at("https://evil.example:8443"))).toEqual(everySite);
  });

  it("gives a configured host reached another way its configured pair (a proxy may hide the scheme)", () => {
    const sameHost = loadConfig({ ...PRODUCTION_ENV, PAY_PORT: "8443" });
    expect(siteOverlayOrigin(sameHost, at("https://velvet.example:444"))).toBe("https://velvet.example:8443");
    // TLS ends at the proxy and TRUST_PROXY is off: the request looks like http, the overlay stays https.
    expect(siteOverlayOrigin(sameHost, at("http://velvet.example"))).toBe("https://velvet.example:8443");
    expect(overlaySiteOrigins(sameHost, at("http://velvet.example:8443"))).toEqual([
      "https://velvet.example",
    ]);
    const ownHost = loadConfig({ ...PRODUCTION_ENV, PAY_ORIGIN: "https://pay.velvet.example" });
    expect(siteOverlayOrigin(ownHost, at("https://velvet.example:444"))).toBe("https://pay.velvet.example");
    expect(overlaySiteOrigins(ownHost, at("https://pay.velvet.example"))).toEqual(["https://velvet.example"]);
  });
});
