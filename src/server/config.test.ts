import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { PRODUCTION_ENV } from "./test/env.ts";

describe("loadConfig", () => {
  it("has defaults for a fresh machine: port 8080, PGlite in ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(config.seedDemo).toBe(true);
  });

  it("reads PORT, HOST, DATA_DIR and DATABASE_URL", () => {
    const config = loadConfig({
      PORT: "9090",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/v",
      DATABASE_URL: "postgres://x@y/z",
    });
    expect(config).toMatchObject({
      port: 9090,
      host: "127.0.0.1",
      dataDir: "/tmp/v",
      databaseUrl: "postgres://x@y/z",
    });
    expect(config.mediaDir).toBe("/tmp/v/media");
  });

  it("stops with a message naming each bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL.*postgres/s);
    expect(() => loadConfig({ LOG_LEVEL: "loud", NODE_ENV: "staging" })).toThrow(/NODE_ENV[\s\S]*LOG_LEVEL/);
  });

  it("reads OPERATOR_EMAIL, the address of the operator's warnings, and refuses one that is none", () => {
    expect(loadConfig({}).operatorEmail).toBeUndefined();
    expect(loadConfig({ OPERATOR_EMAIL: " ops@velvet.example " }).operatorEmail).toBe("ops@velvet.example");
    expect(() => loadConfig({ OPERATOR_EMAIL: "ops" })).toThrow(/OPERATOR_EMAIL/);
  });

  describe("production", () => {
    const production = PRODUCTION_ENV;

    it("starts with an https PUBLIC_URL and explicit providers; cookies are Secure", () => {
      const config = loadConfig(production);
      expect(config.providers).toEqual({ payment: "sandbox", ageCheck: "sandbox" });
      expect(config.secureCookies).toBe(true);
    });

    it("refuses an http PUBLIC_URL (or none) unless ALLOW_HTTP=true", () => {
      expect(() => loadConfig({ ...production, PUBLIC_URL: "http://velvet.example" })).toThrow(
        /PUBLIC_URL: must be an https URL in production.*ALLOW_HTTP=true/,
      );
      expect(() => loadConfig({ ...production, PUBLIC_URL: undefined })).toThrow(/PUBLIC_URL/);
      const local = loadConfig({ ...production, PUBLIC_URL: "http://127.0.0.1:8080", ALLOW_HTTP: "true" });
      expect(local.secureCookies).toBe(false);
      expect(() => loadConfig({ ...production, ALLOW_HTTP: "yes" })).toThrow(/ALLOW_HTTP/);
    });

    it("stops without PAYMENT_PROVIDER or AGE_CHECK_PROVIDER, naming the known ones", () => {
      expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: undefined })).toThrow(
        /PAYMENT_PROVIDER: must be set with NODE_ENV=production \(known: sandbox\)/,
      );
      expect(() => loadConfig({ ...production, AGE_CHECK_PROVIDER: undefined })).toThrow(
        /AGE_CHECK_PROVIDER: must be set/,
      );
      expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
        /PUBLIC_URL[\s\S]*PAYMENT_PROVIDER[\s\S]*AGE_CHECK_PROVIDER/,
      );
    });

    it("stops on an unknown provider name, in every mode", () => {
      expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: "stripe" })).toThrow(
        /PAYMENT_PROVIDER: unknown provider "stripe" \(known: sandbox\)/,
      );
      expect(() => loadConfig({ AGE_CHECK_PROVIDER: "yoti" })).toThrow(
        /AGE_CHECK_PROVIDER: unknown provider/,
      );
    });
  });

  it("runs development with nothing set: sandbox providers, cookies not Secure over http", () => {
    const config = loadConfig({});
    expect(config.env).toBe("development");
    expect(config.providers).toEqual({ payment: "sandbox", ageCheck: "sandbox" });
    expect(config.secureCookies).toBe(false);
    expect(loadConfig({ PUBLIC_URL: "https://velvet.example" }).secureCookies).toBe(true);
  });

  describe("SITE_ALIASES", () => {
    it("pairs each alias with its overlay: given, PAY_ORIGIN, or the alias's host on the pay port", () => {
      expect(loadConfig({}).siteAliases).toEqual([]);
      const derived = loadConfig({ SITE_ALIASES: "http://127.0.0.1:8080, http://velvet.test/" });
      expect(derived.siteAliases).toEqual([
        { site: "http://127.0.0.1:8080", pay: "http://127.0.0.1:8081" },
        { site: "http://velvet.test", pay: "http://velvet.test:8081" },
      ]);
      const shared = loadConfig({
        ...PRODUCTION_ENV,
        PAY_ORIGIN: "https://pay.velvet.example",
        SITE_ALIASES: "https://www.velvet.example,https://velvet.example.net=https://pay.velvet.example.net",
      });
      expect(shared.siteAliases).toEqual([
        { site: "https://www.velvet.example", pay: "https://pay.velvet.example" },
        { site: "https://velvet.example.net", pay: "https://pay.velvet.example.net" },
      ]);
    });

    it("stops on an entry that is not an origin pair, naming it", () => {
      for (const bad of [
        "velvet.example",
        "https://www.velvet.example/path",
        "ftp://www.velvet.example",
        "https://user@www.velvet.example",
        "https://a.example=https://b.example=https://c.example",
        "https://a.example=nope",
      ])
        expect(() => loadConfig({ SITE_ALIASES: bad }), bad).toThrow(
          /SITE_ALIASES: ".*" must be <site origin>/,
        );
    });

    it("stops on an alias that repeats a site origin or reuses a site origin as an overlay", () => {
      expect(() => loadConfig({ SITE_ALIASES: "http://localhost:8080" })).toThrow(
        /names the site origin twice/,
      );
      expect(() => loadConfig({ SITE_ALIASES: "http://a.test,http://a.test/" })).toThrow(/twice/);
      expect(() => loadConfig({ SITE_ALIASES: "http://a.test=http://localhost:8080" })).toThrow(
        /overlay origin must differ from every site origin/,
      );
      expect(() => loadConfig({ SITE_ALIASES: "http://localhost:8081" })).toThrow(/must differ/);
    });

    it("wants https aliases in production unless ALLOW_HTTP=true", () => {
      expect(() => loadConfig({ ...PRODUCTION_ENV, SITE_ALIASES: "http://www.velvet.example" })).toThrow(
        /SITE_ALIASES: "http:\/\/www.velvet.example" must be https in production/,
      );
      const local = loadConfig({
        ...PRODUCTION_ENV,
        PUBLIC_URL: "http://localhost:8080",
        ALLOW_HTTP: "true",
        SITE_ALIASES: "http://127.0.0.1:8080",
      });
      expect(local.siteAliases).toEqual([{ site: "http://127.0.0.1:8080", pay: "http://127.0.0.1:8081" }]);
    });
  });
});
