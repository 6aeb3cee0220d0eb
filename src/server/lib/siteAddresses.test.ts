import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { PRODUCTION_ENV } from "../test/env.ts";
import { connectSources } from "./http/securityHeaders.ts";
import { mailLinkOrigin, requestOrigin, siteAddresses, siteAddressOf, siteSources } from "./siteAddresses.ts";

const at = (origin: string) => requestOrigin(origin.split("://")[0] ?? "", origin.split("://")[1]);

describe("the site's addresses in development (README: PUBLIC_URL http://localhost:8080)", () => {
  const config = loadConfig({});
  const loopback = ["http://localhost:8080", "http://127.0.0.1:8080", "http://[::1]:8080"];

  it("are PUBLIC_URL's and the loopback names on its port, whichever of them is asked", () => {
    for (const asked of [...loopback, "http://evil.example:8080"])
      expect(siteAddresses(config, at(asked)), asked).toEqual(loopback);
    expect(siteAddresses(config, null)).toEqual(loopback);
  });

  it("add a loopback address asked at on another port or name, never another Host", () => {
    expect(siteAddresses(config, at("http://127.0.0.1:5173"))).toEqual([
      ...loopback,
      "http://localhost:5173",
      "http://127.0.0.1:5173",
      "http://[::1]:5173",
    ]);
    expect(siteAddresses(config, at("http://127.0.0.2:8080"))).toEqual([
      ...loopback,
      "http://127.0.0.2:8080",
    ]);
    expect(siteAddresses(config, at("http://velvet.localhost:8080"))).toContain(
      "http://velvet.localhost:8080",
    );
    expect(siteAddresses(config, at("http://localhost.evil.example:8080"))).toEqual(loopback);
  });

  it("give the policy every address CSP can name, and 'self' only for a page asked at [::1]", () => {
    const named = ["http://localhost:8080", "http://127.0.0.1:8080"];
    expect(siteSources(config, at("http://127.0.0.1:8080"))).toEqual(named);
    expect(siteSources(config, at("http://localhost:8080"))).toEqual(named);
    expect(siteSources(config, at("http://[::1]:8080"))).toEqual(["'self'", ...named]);
    // A foreign Host gets no source of its own, not even 'self'.
    expect(siteSources(config, at("http://evil.example:8080"))).toEqual(named);
    expect(connectSources(named)).toBe(
      "http://localhost:8080 ws://localhost:8080 http://127.0.0.1:8080 ws://127.0.0.1:8080",
    );
    expect(connectSources(["'self'", "https://velvet.example"])).toBe(
      "'self' https://velvet.example wss://velvet.example",
    );
  });

  it("name the address a request was made at, or PUBLIC_URL's for any other Host", () => {
    expect(siteAddressOf(config, at("http://127.0.0.1:8080"))).toBe("http://127.0.0.1:8080");
    expect(siteAddressOf(config, at("http://[::1]:8080"))).toBe("http://[::1]:8080");
    expect(siteAddressOf(config, at("http://evil.example:8080"))).toBe("http://localhost:8080");
    expect(siteAddressOf(config, null)).toBe("http://localhost:8080");
  });

  it("lead a mail's links back to the address the guest signed up at, if it is one of the site's", () => {
    expect(mailLinkOrigin(config, "http://127.0.0.1:8080")).toBe("http://127.0.0.1:8080");
    expect(mailLinkOrigin(config, "http://[::1]:8080")).toBe("http://[::1]:8080");
    expect(mailLinkOrigin(config, "http://localhost:8080")).toBe("http://localhost:8080");
    for (const stored of [
      null,
      undefined,
      "",
      "http://evil.example:8080",
      "javascript:alert(1)",
      "http://127.0.0.1:8080/x",
    ])
      expect(mailLinkOrigin(config, stored), String(stored)).toBe("http://localhost:8080");
  });

  it("take SITE_ALIASES as addresses of the site", () => {
    const aliased = loadConfig({ SITE_ALIASES: "http://velvet.test:8080" });
    expect(siteAddresses(aliased, at("http://velvet.test:8080"))).toEqual([
      "http://localhost:8080",
      "http://velvet.test:8080",
      "http://127.0.0.1:8080",
      "http://[::1]:8080",
    ]);
    expect(siteAddressOf(aliased, at("http://velvet.test:8080"))).toBe("http://velvet.test:8080");
    expect(mailLinkOrigin(aliased, "http://velvet.test:8080")).toBe("http://velvet.test:8080");
  });
});

describe("the site's addresses in production", () => {
  const config = loadConfig({ ...PRODUCTION_ENV, SITE_ALIASES: "https://www.velvet.example" });
  const configured = ["https://velvet.example", "https://www.velvet.example"];

  it("are exactly PUBLIC_URL and SITE_ALIASES: no loopback name, no Host of a request", () => {
    for (const asked of [
      "https://www.velvet.example",
      "http://127.0.0.1:8080",
      "http://[::1]:8080",
      "https://evil.example",
    ])
      expect(siteSources(config, at(asked)), asked).toEqual(configured);
    expect(siteAddressOf(config, at("https://www.velvet.example"))).toBe("https://www.velvet.example");
    expect(siteAddressOf(config, at("http://localhost:8080"))).toBe("https://velvet.example");
  });

  it("send every mail's links to PUBLIC_URL, wherever the guest signed up", () => {
    for (const stored of ["https://www.velvet.example", "http://localhost:8080", null])
      expect(mailLinkOrigin(config, stored)).toBe("https://velvet.example");
  });
});
