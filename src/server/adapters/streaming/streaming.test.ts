import { describe, expect, it } from "vitest";
import {
  SandboxStreamingProvider,
  STREAM_GRANT_TTL_SECONDS,
  type StreamGrant,
  sendsGuestMedia,
  signGrant,
  verifyGrant,
} from "./streaming.ts";

const KEY = "k".repeat(32);
const NOW = new Date("2026-11-26T12:00:00Z");
const grant: StreamGrant = { sessionId: 7, guestId: 11, actorId: 3, chatType: "LIVECHAT" };

function parts(token: string) {
  const [, expires, sig] = token.split("/");
  return { expires: Number(expires), sig: sig ?? "" };
}

describe("stream grants", () => {
  it("verify for the grant they were signed for, until they expire", () => {
    const { token, expires } = signGrant(KEY, grant, NOW);
    expect(token.startsWith("7/")).toBe(true);
    expect(expires).toBe(NOW.getTime() / 1000 + STREAM_GRANT_TTL_SECONDS);
    expect(verifyGrant(KEY, grant, parts(token), NOW)).toBe(true);
    const later = new Date(NOW.getTime() + STREAM_GRANT_TTL_SECONDS * 1000);
    expect(verifyGrant(KEY, grant, parts(token), later)).toBe(false);
  });

  it("live as long as asked: a short grant dies after its seconds, a longer one is refused", () => {
    const { token, expires } = signGrant(KEY, grant, NOW, 20);
    expect(expires).toBe(NOW.getTime() / 1000 + 20);
    expect(verifyGrant(KEY, grant, parts(token), new Date(NOW.getTime() + 19_000), 20)).toBe(true);
    expect(verifyGrant(KEY, grant, parts(token), new Date(NOW.getTime() + 20_000), 20)).toBe(false);
    // A grant signed for longer than the origin allows (another setting, a forged expiry) is refused.
    const long = signGrant(KEY, grant, NOW, 600);
    expect(verifyGrant(KEY, grant, parts(long.token), NOW, 20)).toBe(false);
    const ticket = new SandboxStreamingProvider(KEY, 30).streamFor(grant, NOW);
    expect(ticket).toMatchObject({
      lifetimeSeconds: 30,
      expiresAt: new Date(NOW.getTime() + 30_000).toISOString(),
    });
  });

  it("refuse another session, guest, actor, chat type, key, expiry or a cut signature", () => {
    const { token } = signGrant(KEY, grant, NOW);
    const p = parts(token);
    for (const other of [
      { ...grant, sessionId: 8 },
      { ...grant, guestId: 12 },
      { ...grant, actorId: 4 },
      { ...grant, chatType: "VOYEUR_CHAT" as const },
    ])
      expect(verifyGrant(KEY, other, p, NOW)).toBe(false);
    expect(verifyGrant("x".repeat(32), grant, p, NOW)).toBe(false);
    expect(verifyGrant(KEY, grant, { ...p, expires: p.expires + 1 }, NOW)).toBe(false);
    expect(verifyGrant(KEY, grant, { ...p, sig: p.sig.slice(1) }, NOW)).toBe(false);
    expect(verifyGrant(KEY, grant, { ...p, expires: Number.NaN }, NOW)).toBe(false);
    // Signed with a clock far ahead: lives longer than a grant can.
    const future = signGrant(KEY, grant, new Date(NOW.getTime() + 3600_000));
    expect(verifyGrant(KEY, grant, parts(future.token), NOW)).toBe(false);
  });

  it("the sandbox provider hands out HLS URLs for the public types, WebRTC signalling for the private ones", () => {
    const provider = new SandboxStreamingProvider(KEY);
    const ticket = provider.streamFor({ ...grant, chatType: "FREECHAT" }, NOW);
    expect(ticket.kind).toBe("hls");
    expect(ticket.url).toMatch(/^\/live\/3\/7\/\d+\/[\w-]+\/index\.m3u8$/);
    expect(Date.parse(ticket.expiresAt)).toBe(NOW.getTime() + STREAM_GRANT_TTL_SECONDS * 1000);
    for (const chatType of ["VOYEUR_CHAT", "LIVE_PREVIEW", "LIVESHOW"] as const)
      expect(provider.streamFor({ ...grant, chatType }, NOW).kind).toBe("hls");
    for (const chatType of ["LIVECHAT", "VOYEUR_PRIVATE_CHAT", "VIDEO_CALL"] as const) {
      const webrtc = provider.streamFor({ ...grant, chatType }, NOW);
      expect(webrtc.kind).toBe("webrtc");
      expect(webrtc.url).toMatch(/^\/live\/3\/7\/\d+\/[\w-]+\/webrtc$/);
    }
    expect(sendsGuestMedia("VIDEO_CALL")).toBe(true);
    expect(sendsGuestMedia("LIVECHAT")).toBe(false);
  });
});
