import { createHmac, timingSafeEqual } from "node:crypto";
import { type ChatType, PRIVATE_CHAT_TYPES } from "../../../common/live.ts";

/**
 * Live video of chat sessions (issue 14). The platform does not encode video itself in
 * production: a provider's origin does, and this adapter only hands out the URLs a guest's player
 * uses. A URL is signed for one chat session of one guest and lives a short time
 * (LIVE_STREAM_URL_TTL_SECONDS, 45 s by default; the chat screen renews it at half its life); the
 * origin (here: the sandbox's /live routes) answers 403 without a valid signature, after the
 * expiry (so a leaked URL dies within that time, playlists and segments alike) or when the session
 * is no longer active.
 */

/** How the player receives the stream: HLS (hls.js, native on Safari) or WebRTC. */
export type StreamKind = "hls" | "webrtc";

/** Whom a stream URL is for: one guest's session with one actor. */
export interface StreamGrant {
  sessionId: number;
  /** Null: an anonymous visitor's voice call. */
  guestId: number | null;
  actorId: number;
  chatType: ChatType;
}

/** A stream URL of a session. */
export interface StreamTicket {
  kind: StreamKind;
  url: string;
  /** ISO time after which the URL is refused; the page asks GET livechat/{id} for a fresh one. */
  expiresAt: string;
  /** How long the URL lives from now, in seconds (a page renews it by its own clock, not the server's). */
  lifetimeSeconds: number;
}

/** Whom a TV channel's stream URL is for: a channel and a logged-in guest. */
export interface TvGrant {
  channel: "free" | "premium";
  guestId: number;
}

export interface StreamingProvider {
  /** True for the local sandbox origin (announced at a production start). */
  readonly sandbox: boolean;
  /** The stream URL of an active chat session, signed for its guest. */
  streamFor(grant: StreamGrant, now: Date): StreamTicket;
  /** The HLS URL of a TV channel, signed for one guest (modules/tv decides who may have one). */
  tvStreamFor(grant: TvGrant, now: Date): StreamTicket;
  /** The live still of an online actor's stream (the /cams/ grid), refreshed by the origin. */
  stillUrl(actorId: number): string;
}

/** Signed stream URLs live this long unless configured (LIVE_STREAM_URL_TTL_SECONDS). */
export const STREAM_GRANT_TTL_SECONDS = 45;

const signature = (key: string, grant: StreamGrant, expires: number) =>
  createHmac("sha256", key)
    .update(
      `live/v1:${grant.sessionId}:${grant.guestId ?? "anonymous"}:${grant.actorId}:${grant.chatType}:${expires}`,
    )
    .digest("base64url");

/** The signed path segment of a grant living `ttlSeconds`: `{sessionId}/{expires}/{signature}`. */
export function signGrant(
  key: string,
  grant: StreamGrant,
  now: Date,
  ttlSeconds = STREAM_GRANT_TTL_SECONDS,
): { token: string; expires: number } {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return { token: `${grant.sessionId}/${expires}/${signature(key, grant, expires)}`, expires };
}

/**
 * True when `sig` is this key's signature of the grant and `expires` is in the future (and not
 * further than a grant of `ttlSeconds` can live). The caller still checks that the session is active.
 */
export function verifyGrant(
  key: string,
  grant: StreamGrant,
  parts: { expires: number; sig: string },
  now: Date,
  ttlSeconds = STREAM_GRANT_TTL_SECONDS,
): boolean {
  return verifySigned(signature(key, grant, parts.expires), parts, now, ttlSeconds);
}

/** True when `expected` equals the given signature and its expiry lies within a grant's life from now. */
function verifySigned(
  expected: string,
  parts: { expires: number; sig: string },
  now: Date,
  ttlSeconds: number,
): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  if (!Number.isSafeInteger(parts.expires)) return false;
  if (parts.expires <= seconds || parts.expires > seconds + ttlSeconds) return false;
  const wanted = Buffer.from(expected);
  const given = Buffer.from(parts.sig);
  return wanted.length === given.length && timingSafeEqual(wanted, given);
}

const tvSignature = (key: string, grant: TvGrant, expires: number) =>
  createHmac("sha256", key).update(`tv/v1:${grant.channel}:${grant.guestId}:${expires}`).digest("base64url");

/** The path segment of a TV grant: `{guestId}/{expires}/{signature}`. */
export function signTvGrant(key: string, grant: TvGrant, now: Date, ttlSeconds = STREAM_GRANT_TTL_SECONDS) {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return { token: `${grant.guestId}/${expires}/${tvSignature(key, grant, expires)}`, expires };
}

/** True when `sig` signs this TV grant and `expires` lies within a grant's life from now. */
export function verifyTvGrant(
  key: string,
  grant: TvGrant,
  parts: { expires: number; sig: string },
  now: Date,
  ttlSeconds = STREAM_GRANT_TTL_SECONDS,
): boolean {
  return verifySigned(tvSignature(key, grant, parts.expires), parts, now, ttlSeconds);
}

/**
 * How a chat type plays: the private ones (a private chat, a voyeur's private chat, a video call)
 * over WebRTC, well under a second behind; the public ones as HLS (cheap, 3-4 s behind).
 */
export const streamKindOf = (chatType: ChatType): StreamKind =>
  PRIVATE_CHAT_TYPES.includes(chatType) ? "webrtc" : "hls";

/** True for the chat type whose guest sends camera and microphone (cam2cam). */
export const sendsGuestMedia = (chatType: ChatType): boolean =>
  chatType === "VIDEO_CALL" || chatType === "VOICE_CALL";

/** True for the chat type that is audio only both ways (a voice call: no video, the guest's microphone). */
export const isAudioOnly = (chatType: ChatType): boolean => chatType === "VOICE_CALL";

/**
 * The sandbox origin's URLs (adapters/streaming/sandbox: ffmpeg streams of the online demo
 * performers, served by this server under /live): an HLS playlist, or for the private types the
 * WebRTC signalling endpoint (GET: what the browser sends; POST: offer in, answer out).
 */
export class SandboxStreamingProvider implements StreamingProvider {
  readonly sandbox = true;
  constructor(
    private readonly signingKey: string,
    private readonly ttlSeconds = STREAM_GRANT_TTL_SECONDS,
  ) {}

  streamFor(grant: StreamGrant, now: Date): StreamTicket {
    const { token, expires } = signGrant(this.signingKey, grant, now, this.ttlSeconds);
    const kind = streamKindOf(grant.chatType);
    return {
      kind,
      url: `/live/${grant.actorId}/${token}/${kind === "webrtc" ? "webrtc" : "index.m3u8"}`,
      expiresAt: new Date(expires * 1000).toISOString(),
      lifetimeSeconds: expires - Math.floor(now.getTime() / 1000),
    };
  }

  stillUrl(actorId: number): string {
    return `/live/${actorId}/still.jpg`;
  }

  tvStreamFor(grant: TvGrant, now: Date): StreamTicket {
    const { token, expires } = signTvGrant(this.signingKey, grant, now, this.ttlSeconds);
    return {
      kind: "hls",
      url: `/tv-live/${grant.channel}/${token}/index.m3u8`,
      expiresAt: new Date(expires * 1000).toISOString(),
      lifetimeSeconds: expires - Math.floor(now.getTime() / 1000),
    };
  }
}
