import path from "node:path";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CHAT_TYPES, type ChatType } from "../../../../common/live.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { parseInput } from "../../../lib/validate.ts";
import { isAudioOnly, sendsGuestMedia, streamKindOf, verifyGrant } from "../streaming.ts";
import { EncodersBusyError, LiveEncoders, SEGMENT_NAME } from "./encoders.ts";
import { BatchedLookup } from "./lookups.ts";
import { VoiceSources } from "./voice.ts";
import { BadOfferError, MAX_OFFER_LENGTH, WebRtcPeers, type WebRtcPeersOptions } from "./webrtc.ts";

/**
 * The sandbox's live-video origin over HTTP (issue 14): the HLS playlist and segments of a chat
 * session's stream under the signed URL SandboxStreamingProvider hands out, the WebRTC signalling
 * of the private chat types under the same kind of URL (webrtc.ts), and the public still
 * of an online actor (the /cams/ grid). The adapter never imports modules: the boot passes the two
 * look-ups it needs as callbacks.
 */
export interface LiveSandboxOptions {
  /** Of these sessions, the active ones: whose each is, with whom, of which chat type. */
  activeSessions(sessionIds: number[]): Promise<Map<number, ActiveSession>>;
  /** Of these actors, the names of those online now. */
  onlineActors(actorIds: number[]): Promise<Map<number, { name: string }>>;
  /** Stop an encoder after this long without requests (default 30 s; tests shorten it). */
  idleMs?: number;
  /** At most this many encoders at once; 0 turns the origin off (503). */
  maxEncoders?: number;
  /** How long a first request waits for the encoder's first playlist or still (default 8 s). */
  firstFileWaitMs?: number;
  /** The WebRTC peers' timings (tests shorten them). */
  webrtc?: Pick<WebRtcPeersOptions, "checkEveryMs" | "rtcpTimeoutMs" | "connectTimeoutMs">;
}

/** An active chat session as the origin checks it. */
export interface ActiveSession {
  /** Null: an anonymous visitor's voice call. */
  guestId: number | null;
  actorId: number;
  chatType: string;
}

/**
 * How long a session found active (or not), or an actor online (or not), is believed for its
 * stream's requests: an ended chat's stream stops within this time.
 */
const SESSION_CHECK_MS = 1000;
/** Session checks asked within this time go to the database as one query. */
const SESSION_BATCH_MS = 5;

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZStream = z.object({
  actorId: ZId,
  sessionId: ZId,
  expires: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  // A base64url HMAC-SHA256 (streaming.ts): 43 characters.
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a stream signature"),
});
const ZSegment = ZStream.extend({ segment: z.string().regex(SEGMENT_NAME, "Not a segment name") });
const ZStill = z.object({ actorId: ZId });
const ZOffer = z.object({ sdp: z.string().min(1).max(MAX_OFFER_LENGTH) });

const forbidden = () =>
  new AppError(AppErrorCode.FORBIDDEN, "The stream link is invalid, expired, or its chat has ended");
const offline = () => new AppError(AppErrorCode.NOT_FOUND, "The performer is not online");
const notReady = () =>
  new AppError(AppErrorCode.SERVICE_UNAVAILABLE, "The live stream is not ready yet; try again shortly");

/** GET /live/... : the sandbox origin's HLS streams and stills. */
export async function liveSandboxRoutes(app: FastifyInstance, options: LiveSandboxOptions): Promise<void> {
  const { config } = app.ctx;
  const peers = await WebRtcPeers.start({
    ...options.webrtc,
    isActive: async (sessionId) => (await sessions.get(sessionId)) !== null,
    watching: (actorId, audioOnly) => (audioOnly ? voices.touch(actorId) : encoders.touch(actorId)),
    warn: (message) => app.log.warn(message),
  });
  const encoders = new LiveEncoders({
    dir: path.join(config.dataDir, "live"),
    ...(options.idleMs === undefined ? {} : { idleMs: options.idleMs }),
    ...(options.maxEncoders === undefined ? {} : { maxEncoders: options.maxEncoders }),
    rtpPort: peers.rtpPort,
    warn: (message) => app.log.warn(message),
  });
  const voices = new VoiceSources({ rtpPort: peers.rtpPort, warn: (message) => app.log.warn(message) });
  app.addHook("onClose", async () => {
    await voices.close();
    await peers.closeAll();
    await encoders.close();
  });
  const waitMs = options.firstFileWaitMs ?? 8000;

  // A player asks every second (playlist, segment): the session's state is read at most once per
  // SESSION_CHECK_MS for each session, and the sessions asked together in one query.
  const sessions = new BatchedLookup<number, ActiveSession>({
    load: options.activeSessions,
    ttlMs: SESSION_CHECK_MS,
    batchMs: SESSION_BATCH_MS,
  });
  const actors = new BatchedLookup<number, { name: string }>({
    load: options.onlineActors,
    ttlMs: SESSION_CHECK_MS,
  });
  const activeSession = (sessionId: number) => sessions.get(sessionId);

  /**
   * 403 unless the session is active, is the actor's, and the URL is signed for its guest and chat
   * type and has not expired (LIVE_STREAM_URL_TTL_SECONDS: a leaked URL dies within it).
   */
  async function authorize(params: z.infer<typeof ZStream>): Promise<ChatType> {
    const session = await activeSession(params.sessionId);
    if (!session || session.actorId !== params.actorId) throw forbidden();
    if (!(CHAT_TYPES as readonly string[]).includes(session.chatType)) throw forbidden();
    const grant = { ...session, sessionId: params.sessionId, chatType: session.chatType as ChatType };
    if (!verifyGrant(config.mediaSigningKey, grant, params, app.ctx.now(), config.liveStreamUrlTtlSeconds))
      throw forbidden();
    return grant.chatType;
  }

  /** authorize, for a chat type that plays over WebRTC (an HLS grant does not open a peer). */
  async function authorizeWebRtc(params: z.infer<typeof ZStream>): Promise<ChatType> {
    const chatType = await authorize(params);
    if (streamKindOf(chatType) !== "webrtc") throw forbidden();
    return chatType;
  }

  /** The actor's name for the picture; an actor gone offline also stops its encoder. */
  async function onlineName(actorId: number): Promise<string> {
    const actor = await actors.get(actorId);
    if (actor) return actor.name;
    await encoders.stop(actorId);
    throw offline();
  }

  /**
   * Starts an online actor's encoder ahead of a WebRTC offer: it takes about a second, which then
   * passes while the browser asks for the camera and gathers its candidates. Busy: the offer says so.
   */
  async function warmUp(actorId: number): Promise<void> {
    const actor = await actors.get(actorId);
    try {
      if (actor) encoders.play(actorId, actor.name);
    } catch (error) {
      if (!(error instanceof EncodersBusyError)) throw error;
    }
  }

  /** A file from the encoders; busy or not ready in time answers 503. */
  async function fromEncoder<T>(read: () => Promise<T | null>): Promise<T> {
    try {
      const file = await read();
      if (file === null) throw notReady();
      return file;
    } catch (error) {
      if (error instanceof EncodersBusyError)
        throw new AppError(AppErrorCode.SERVICE_UNAVAILABLE, `${error.message}; try again later`);
      throw error;
    }
  }

  // Playlists and segments are sent as they are: a playlist is a few hundred bytes, a segment is
  // compressed video (the compression plugin then adds no hook to these routes).
  app.get(
    "/live/:actorId/:sessionId/:expires/:sig/index.m3u8",
    { compress: false },
    async (request, reply) => {
      const params = parseInput(ZStream, request.params);
      await authorize(params);
      const name = await onlineName(params.actorId);
      const playlist = await fromEncoder(() => encoders.playlist(params.actorId, name, waitMs));
      // Segment names are relative: they resolve beside this signed URL, so they carry the grant too.
      return reply.header("cache-control", "no-store").type("application/vnd.apple.mpegurl").send(playlist);
    },
  );

  // WebRTC signalling. GET: what the browser sends besides receiving the video (a video call: camera
  // and microphone), the ICE servers it uses (none on the sandbox: host candidates), and the
  // session's peer as the server sees it. POST {sdp: offer} → {type: "answer", sdp}.
  app.get("/live/:actorId/:sessionId/:expires/:sig/webrtc", async (request, reply) => {
    const params = parseInput(ZStream, request.params);
    const chatType = await authorizeWebRtc(params);
    const audioOnly = isAudioOnly(chatType);
    if (audioOnly) voices.play(params.actorId);
    else await warmUp(params.actorId);
    const media = sendsGuestMedia(chatType);
    return reply.header("cache-control", "no-store").send({
      send: { video: media && !audioOnly, audio: media },
      receive: { video: !audioOnly, audio: audioOnly },
      iceServers: [],
      peer: peers.stats(params.sessionId),
    });
  });

  app.post("/live/:actorId/:sessionId/:expires/:sig/webrtc", async (request, reply) => {
    const params = parseInput(ZStream, request.params);
    const chatType = await authorizeWebRtc(params);
    const { sdp } = parseInput(ZOffer, request.body);
    const name = await onlineName(params.actorId);
    const audioOnly = isAudioOnly(chatType);
    if (audioOnly) voices.play(params.actorId);
    else await fromEncoder(async () => encoders.play(params.actorId, name) || null);
    try {
      const answer = await peers.answer({
        sessionId: params.sessionId,
        actorId: params.actorId,
        offer: sdp,
        receiveMedia: sendsGuestMedia(chatType),
        audioOnly,
      });
      return reply.header("cache-control", "no-store").send({ type: "answer", sdp: answer });
    } catch (error) {
      if (error instanceof BadOfferError) throw new AppError(AppErrorCode.VALIDATION_FAILED, error.message);
      throw error;
    }
  });

  app.get("/live/:actorId/:sessionId/:expires/:sig/:segment", { compress: false }, async (request, reply) => {
    const params = parseInput(ZSegment, request.params);
    await authorize(params);
    const bytes = await encoders.segment(params.actorId, params.segment);
    if (!bytes) throw new AppError(AppErrorCode.NOT_FOUND, "The segment is no longer live");
    // A segment's name is never reused (encoders.ts), so its bytes never change: immutable. Private,
    // as its URL is one guest's; a minute is far longer than it stays in the playlist.
    return reply.header("cache-control", "private, max-age=60, immutable").type("video/mp2t").send(bytes);
  });

  app.get("/live/:actorId/still.jpg", async (request, reply) => {
    const { actorId } = parseInput(ZStill, request.params);
    // A still is a nicety: with every encoder busy, none ready in time, or the performer gone
    // offline (a grid shows her until its list is read again), there is no picture now (204; the
    // grid keeps her profile picture), not an error a page would log.
    const actor = await actors.get(actorId);
    let still: Buffer | null = null;
    if (actor) {
      try {
        still = await encoders.still(actorId, actor.name, waitMs);
      } catch (error) {
        if (!(error instanceof EncodersBusyError)) throw error;
      }
    } else await encoders.stop(actorId);
    if (!still) return reply.status(204).header("cache-control", "no-store").send();
    return reply.header("cache-control", "public, max-age=3").type("image/jpeg").send(still);
  });
}
