import { createSocket, type Socket } from "node:dgram";
import { MediaStreamTrack, RTCPeerConnection, RTCRtpCodecParameters } from "werift";
import { startStunResponder } from "./stun.ts";
import { audioSsrcOf } from "./voice.ts";

/**
 * The sandbox's WebRTC side (issue 14, docs/decisions.md "WebRTC for private chats: werift"): the
 * actors' encoders send their H.264 as RTP to one UDP socket here (the SSRC is the actor's id),
 * and one werift RTCPeerConnection per chat session sends it on to the guest's browser. Signalling
 * is one offer and one answer (no trickle: the answer carries the candidates). A video call's peer
 * also receives the guest's camera and microphone; the sandbox only counts the packets. A voice
 * call's peer is audio only: it sends the actor's voice (sandbox/voice.ts, Opus RTP with the
 * actor's audio SSRC) and receives the guest's microphone.
 *
 * A peer closes when its chat session is no longer active (checked every checkEveryMs), when the
 * browser goes away (connection failed or closed, or no RTCP for rtcpTimeoutMs: werift, the
 * ICE-controlled side, keeps a vanished browser "connected" otherwise), when it does not connect
 * within connectTimeoutMs, when the same session connects again, and when the app closes.
 */

/** What a video call's peer received from the guest's camera and microphone. */
export interface ReceivedMedia {
  video: number;
  audio: number;
}

export interface PeerStats {
  state: string;
  /** RTP packets received from the guest (a video call's camera and microphone). */
  received: ReceivedMedia;
}

export interface WebRtcPeersOptions {
  /** True while the chat session is active; a peer of an ended session closes. */
  isActive(sessionId: number): Promise<boolean>;
  /** Called about every second for each connected peer's actor (keeps the encoder, or for a voice call the voice, from its idle stop). */
  watching?(actorId: number, audioOnly: boolean): void;
  checkEveryMs?: number;
  rtcpTimeoutMs?: number;
  connectTimeoutMs?: number;
  warn?: (message: string) => void;
}

/** The offer cannot be answered: not an SDP offer with an H.264 video to receive. */
export class BadOfferError extends Error {}

const feedback = [{ type: "nack" }, { type: "nack", parameter: "pli" }, { type: "goog-remb" }];
/** H.264 constrained baseline, as the encoders make it (payload types are rewritten per peer). */
const H264 = () =>
  new RTCRtpCodecParameters({
    mimeType: "video/H264",
    clockRate: 90000,
    payloadType: 102,
    parameters: "profile-level-id=42e01f;packetization-mode=1;level-asymmetry-allowed=1",
    rtcpFeedback: feedback,
  });
const OPUS = () =>
  new RTCRtpCodecParameters({ mimeType: "audio/opus", clockRate: 48000, channels: 2, payloadType: 111 });
/** The largest offer taken (a browser's offer with camera and microphone is about 6 KB). */
export const MAX_OFFER_LENGTH = 64 * 1024;

interface Peer {
  sessionId: number;
  actorId: number;
  /** A voice call: the actor's voice out, the guest's microphone in. */
  audioOnly: boolean;
  /** The SSRC of the RTP this peer forwards (the actor's video, or her voice). */
  ssrc: number;
  pc: RTCPeerConnection;
  /** One track per peer: a shared one hands every sender the same packet object (PoC pitfall 3). */
  track: MediaStreamTrack;
  state: string;
  createdAt: number;
  lastRtcp: number;
  received: ReceivedMedia;
  closed: boolean;
}

/** Every running WebRtcPeers of this process (tests: no peer left open). */
const instances = new Set<WebRtcPeers>();

/** Open peers of this process (tests). */
export function openWebRtcPeers(): number {
  return [...instances].reduce((sum, peers) => sum + peers.open, 0);
}

export class WebRtcPeers {
  private readonly peers = new Map<number, Peer>();
  /** The tracks of connected peers by RTP SSRC (the actor's id for her video, audioSsrcOf for her voice). */
  private readonly viewers = new Map<number, Set<MediaStreamTrack>>();
  private timer: NodeJS.Timeout | null = null;
  private lastCheck = 0;
  private checking = false;
  private closing = false;
  private readonly checkEveryMs: number;
  private readonly rtcpTimeoutMs: number;
  private readonly connectTimeoutMs: number;

  private constructor(
    private readonly rtp: Socket,
    private readonly stun: { port: number; close: () => void },
    private readonly options: WebRtcPeersOptions,
  ) {
    this.checkEveryMs = options.checkEveryMs ?? 2000;
    this.rtcpTimeoutMs = options.rtcpTimeoutMs ?? 5000;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
    rtp.on("message", (packet) => this.forward(packet));
    instances.add(this);
  }

  /** Binds the RTP socket and the STUN responder on 127.0.0.1 (ephemeral ports). */
  static async start(options: WebRtcPeersOptions): Promise<WebRtcPeers> {
    const rtp = createSocket("udp4");
    rtp.on("error", (error) => options.warn?.(`live RTP socket: ${error.message}`));
    await new Promise<void>((resolve) => rtp.bind(0, "127.0.0.1", resolve));
    const stun = await startStunResponder();
    return new WebRtcPeers(rtp, stun, options);
  }

  /** The UDP port the encoders send their RTP to. */
  get rtpPort(): number {
    return this.rtp.address().port;
  }

  /** Open peers (tests: none left after the sessions end). */
  get open(): number {
    return this.peers.size;
  }

  /** A session's peer as the sandbox sees it, or null. */
  stats(sessionId: number): PeerStats | null {
    const peer = this.peers.get(sessionId);
    return peer ? { state: peer.state, received: { ...peer.received } } : null;
  }

  /**
   * Answers a browser's offer for a session: the actor's live video to the browser and, with
   * receiveMedia (a video call), the guest's camera and microphone back. A session has one peer:
   * a new offer replaces the last one (a reload, a reconnect).
   */
  async answer(request: {
    sessionId: number;
    actorId: number;
    offer: string;
    receiveMedia: boolean;
    /** A voice call: audio only both ways. */
    audioOnly?: boolean;
  }): Promise<string> {
    const { offer } = request;
    const audioOnly = request.audioOnly ?? false;
    if (offer.length > MAX_OFFER_LENGTH || !/^v=0\r?\n/.test(offer))
      throw new BadOfferError("Not an SDP offer");
    if (audioOnly) {
      if (!/^m=audio /m.test(offer)) throw new BadOfferError("The offer has no audio");
      if (!/^a=rtpmap:\d+ opus\/48000/im.test(offer))
        throw new BadOfferError("The offer cannot take Opus audio");
    } else {
      if (!/^m=video /m.test(offer)) throw new BadOfferError("The offer has no video");
      if (!/^a=rtpmap:\d+ H264\/90000/im.test(offer))
        throw new BadOfferError("The offer cannot receive H.264 video");
    }
    if (this.closing) throw new BadOfferError("Live video is closing");
    this.close(request.sessionId);
    const pc = new RTCPeerConnection({
      codecs: audioOnly
        ? { audio: [OPUS()], video: [] }
        : { video: [H264()], audio: request.receiveMedia ? [OPUS()] : [] },
      iceServers: [{ urls: `stun:127.0.0.1:${this.stun.port}` }],
      iceUseIpv6: false,
      // werift leaves loopback out; the sandbox's browser is often on the same machine.
      iceAdditionalHostAddresses: ["127.0.0.1"],
    });
    const track = new MediaStreamTrack({ kind: audioOnly ? "audio" : "video" });
    const now = Date.now();
    const peer: Peer = {
      ...request,
      audioOnly,
      ssrc: audioOnly ? audioSsrcOf(request.actorId) : request.actorId,
      pc,
      track,
      state: "new",
      createdAt: now,
      lastRtcp: now,
      received: { video: 0, audio: 0 },
      closed: false,
    };
    this.peers.set(request.sessionId, peer);
    this.tick();
    // Added before the offer is applied: it takes the offer's first video m-line (the browser's
    // recvonly one); a voice call's takes the browser's sendrecv audio (her voice out, the mic in).
    const transceiver = pc.addTransceiver(track, { direction: audioOnly ? "sendrecv" : "sendonly" });
    transceiver.sender.onRtcp.subscribe(() => {
      peer.lastRtcp = Date.now();
    });
    pc.onTrack.subscribe((remote) => {
      if (!request.receiveMedia) return;
      remote.onReceiveRtp.subscribe(() => {
        if (remote.kind === "audio") peer.received.audio++;
        else peer.received.video++;
      });
    });
    pc.connectionStateChange.subscribe((state) => {
      peer.state = state;
      if (state === "connected") {
        peer.lastRtcp = Date.now();
        this.watchersOf(peer.ssrc).add(track);
      } else if (state === "failed" || state === "closed" || state === "disconnected") this.drop(peer);
    });
    try {
      await pc.setRemoteDescription({ type: "offer", sdp: offer });
      // Resolves once the candidates are gathered: the answer carries them (no trickle).
      await pc.setLocalDescription(await pc.createAnswer());
      const sdp = pc.localDescription?.sdp;
      if (!sdp) throw new BadOfferError("No answer to this offer");
      const direction = audioOnly ? /^a=sendrecv/m : /^a=sendonly/m;
      if (!direction.test(sdp.split(/^m=/m)[1] ?? ""))
        throw new BadOfferError(
          audioOnly ? "The offer's audio must send and receive" : "The offer's first video cannot receive",
        );
      return sdp;
    } catch (error) {
      this.drop(peer);
      if (error instanceof BadOfferError) throw error;
      throw new BadOfferError(
        `The offer cannot be answered: ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  /** Closes a session's peer (its chat ended). */
  close(sessionId: number): void {
    const peer = this.peers.get(sessionId);
    if (peer) this.drop(peer);
  }

  /** Closes every peer and the sockets; no peer starts afterwards (the app closes). */
  async closeAll(): Promise<void> {
    this.closing = true;
    instances.delete(this);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const closing = [...this.peers.values()].map((peer) => this.drop(peer));
    await Promise.all(closing);
    this.rtp.close();
    this.stun.close();
  }

  /** An RTP packet of an encoder: to each connected viewer of its actor, parsed per track. */
  private forward(packet: Buffer): void {
    // RTP version 2 with a full header; RTCP (payload types 72-76 with the marker bit) is not media.
    if (packet.length < 12 || (packet[0] ?? 0) >> 6 !== 2) return;
    const payloadType = (packet[1] ?? 0) & 0x7f;
    if (payloadType >= 72 && payloadType <= 76) return;
    const viewers = this.viewers.get(packet.readUInt32BE(8));
    if (!viewers) return;
    for (const track of viewers) track.writeRtp(packet);
  }

  private watchersOf(ssrc: number): Set<MediaStreamTrack> {
    let set = this.viewers.get(ssrc);
    if (!set) {
      set = new Set();
      this.viewers.set(ssrc, set);
    }
    return set;
  }

  private drop(peer: Peer): Promise<void> {
    if (peer.closed) return Promise.resolve();
    peer.closed = true;
    if (this.peers.get(peer.sessionId) === peer) this.peers.delete(peer.sessionId);
    const set = this.viewers.get(peer.ssrc);
    set?.delete(peer.track);
    if (set?.size === 0) this.viewers.delete(peer.ssrc);
    peer.track.stop();
    return peer.pc.close().catch((error) => this.options.warn?.(`closing a WebRTC peer: ${error}`));
  }

  /** The watchdog runs while peers are open. */
  private tick(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.watch(), Math.min(1000, this.checkEveryMs));
    this.timer.unref();
  }

  private watch(): void {
    const now = Date.now();
    for (const peer of this.peers.values()) {
      if (peer.state === "connected") {
        if (now - peer.lastRtcp > this.rtcpTimeoutMs) void this.drop(peer);
        else this.options.watching?.(peer.actorId, peer.audioOnly);
      } else if (now - peer.createdAt > this.connectTimeoutMs) void this.drop(peer);
    }
    if (this.peers.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
      return;
    }
    if (now - this.lastCheck >= this.checkEveryMs && !this.checking) {
      this.lastCheck = now;
      this.checking = true;
      void this.checkSessions().finally(() => {
        this.checking = false;
      });
    }
  }

  /** Closes the peers of sessions that ended. */
  private async checkSessions(): Promise<void> {
    for (const peer of [...this.peers.values()]) {
      try {
        if (!(await this.options.isActive(peer.sessionId))) void this.drop(peer);
      } catch (error) {
        this.options.warn?.(`checking live session ${peer.sessionId}: ${error}`);
      }
    }
  }
}
