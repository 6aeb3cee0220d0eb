import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.ts";

describe("redactUrl", () => {
  it("removes access tokens and passwords from logged URLs", () => {
    expect(redactUrl("/rest/v1/alive?access_token=abc123&language=de")).toBe(
      "/rest/v1/alive?access_token=[redacted]&language=de",
    );
    expect(redactUrl("/x?language=de&password=hunter2")).toBe("/x?language=de&password=[redacted]");
    expect(redactUrl("/x?language=de")).toBe("/x?language=de");
  });
});
