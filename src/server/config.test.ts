import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

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
});
