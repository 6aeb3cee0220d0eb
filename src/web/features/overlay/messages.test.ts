import { afterEach, describe, expect, it, vi } from "vitest";
import { parseOverlayMessage, parseSiteMessage } from "./messages.ts";

const from = (message: object) => ({ source: "velvet-overlay", ...message });

describe("overlay messages", () => {
  afterEach(() => vi.restoreAllMocks());

  it("accepts the spec's messages with their fields", () => {
    for (const message of [
      from({ type: "ready" }),
      from({ type: "success", flow: "moneycharge" }),
      from({ type: "transfer_token", accessToken: "t".repeat(43) }),
      from({ type: "scrollto", y: 120 }),
      from({ type: "hook", name: "package-chosen" }),
      from({ type: "countdownfinished" }),
      from({ type: "response", requestId: "r1", ok: true }),
      from({ type: "redirect", url: "/en/videos?page=2" }),
    ])
      expect(parseOverlayMessage(message)).toEqual(message);
  });

  it("logs and drops unknown actions and malformed messages; ignores other senders", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(parseOverlayMessage(from({ type: "explode" }))).toBeNull();
    expect(log).toHaveBeenCalledWith("Unhandled message response action", "explode");
    for (const message of [
      from({ type: "success", flow: "nope" }),
      from({ type: "transfer_token" }),
      from({ type: "scrollto", y: "top" }),
      from({ type: "hook", name: "x".repeat(65) }),
      // Redirects only to same-origin paths: every way a browser reads as another host is refused.
      ...[
        "//evil.example",
        "/\\evil.example",
        "/\t/evil.example",
        "https://evil.example",
        "javascript:alert(1)",
      ].map((url) => from({ type: "redirect", url })),
    ])
      expect(parseOverlayMessage(message)).toBeNull();
    expect(log).toHaveBeenCalledWith("Invalid message response");
    expect(parseOverlayMessage({ source: "someone-else", type: "ready" })).toBeNull();
    expect(parseOverlayMessage("ready")).toBeNull();
  });

  it("parses the site's show and session messages on the overlay's side", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(parseSiteMessage({ source: "velvet-site", type: "session", token: null })).not.toBeNull();
    expect(parseSiteMessage({ source: "velvet-site", type: "show", flow: "avs" })).not.toBeNull();
    expect(parseSiteMessage({ source: "velvet-site", type: "session", token: 5 })).toBeNull();
    expect(parseSiteMessage({ source: "velvet-site", type: "show", flow: "x" })).toBeNull();
    // The site's dialog moves keyboard focus through the frame at an edge.
    for (const edge of ["initial", "first", "last"])
      expect(parseSiteMessage({ source: "velvet-site", type: "focus", edge })).not.toBeNull();
    expect(parseSiteMessage({ source: "velvet-site", type: "focus", edge: "middle" })).toBeNull();
  });
});
