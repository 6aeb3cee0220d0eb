import { mediaJson } from "../../api/media.ts";

/**
 * The private chats' live video over WebRTC (issue 14; the server side is the streaming adapter's
 * signalling URL). The signalling URL answers GET with what the browser sends besides receiving
 * the performer's video (a video call: camera and microphone) and the ICE servers to use, and POST
 * `{sdp}` (an offer with its candidates: no trickle) with `{type: "answer", sdp}`.
 *
 * The marks `live-webrtc-offer` and `live-first-frame` (performance timeline) time the start.
 */

interface Signalling {
  send: { video: boolean; audio: boolean };
  iceServers?: RTCIceServer[];
}

export type WebRtcProblem =
  /** No RTCPeerConnection in this browser. */
  | "unsupported"
  /** A video call without the guest's camera or microphone (refused or missing); the video plays. */
  | "camera"
  /** No connection, or it broke. */
  | "failed";

export interface WebRtcHandlers {
  onProblem(problem: WebRtcProblem): void;
  /** The guest's own camera in a video call (a self view), once there is one. */
  onLocalStream?(stream: MediaStream): void;
}

/** How long the offer waits for its ICE candidates before it goes with those it has. */
const GATHER_MS = 3000;

/**
 * Plays the stream of a signalling URL into `video`; the function it resolves to closes the
 * connection (and the guest's camera). Problems go to `onProblem`, never silently.
 */
export async function playWebRtc(
  url: string,
  video: HTMLVideoElement,
  handlers: WebRtcHandlers,
): Promise<() => void> {
  if (typeof RTCPeerConnection === "undefined") {
    handlers.onProblem("unsupported");
    return () => {};
  }
  let pc: RTCPeerConnection | null = null;
  let local: MediaStream | null = null;
  let closed = false;
  const close = () => {
    closed = true;
    pc?.close();
    for (const track of local?.getTracks() ?? []) track.stop();
    video.srcObject = null;
  };
  try {
    const signalling = await mediaJson<Signalling>(url);
    pc = new RTCPeerConnection({ iceServers: signalling.iceServers ?? [] });
    const connection = pc;
    // The performer's video first: the server answers the offer's first video with it.
    connection.addTransceiver("video", { direction: "recvonly" });
    // A video call's camera and microphone: their senders are in the offer at once, the tracks
    // join when the guest allows them (no new offer), so the performer's video never waits for
    // the browser's permission prompt.
    const senders = (["video", "audio"] as const)
      .filter((kind) => signalling.send[kind])
      .map((kind) => ({ kind, sender: connection.addTransceiver(kind, { direction: "sendonly" }).sender }));
    if (senders.length > 0)
      void camera(signalling.send).then((stream) => {
        if (closed || !stream) {
          for (const track of stream?.getTracks() ?? []) track.stop();
          if (!closed) handlers.onProblem("camera");
          return;
        }
        local = stream;
        for (const { kind, sender } of senders) {
          const track = stream.getTracks().find((candidate) => candidate.kind === kind);
          if (track) void sender.replaceTrack(track).catch(() => undefined);
        }
        handlers.onLocalStream?.(stream);
      });
    connection.ontrack = (event) => {
      if (event.track.kind !== "video") return;
      video.srcObject = new MediaStream([event.track]);
      void video.play().catch(() => undefined);
      markFirstFrame(video);
    };
    connection.onconnectionstatechange = () => {
      if (!closed && connection.connectionState === "failed") handlers.onProblem("failed");
    };
    await connection.setLocalDescription(await connection.createOffer());
    await gathered(connection);
    if (closed) return close;
    performance.mark("live-webrtc-offer");
    const answer = await mediaJson<{ sdp: string }>(url, { sdp: connection.localDescription?.sdp });
    if (closed) return close;
    await connection.setRemoteDescription({ type: "answer", sdp: answer.sdp });
  } catch {
    if (!closed) handlers.onProblem("failed");
  }
  return close;
}

/** The guest's camera and microphone, or null when refused or missing. */
async function camera(send: { video: boolean; audio: boolean }): Promise<MediaStream | null> {
  if (!navigator.mediaDevices?.getUserMedia) return null;
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: send.video ? { width: { ideal: 640 }, height: { ideal: 360 } } : false,
      audio: send.audio,
    });
  } catch {
    return null;
  }
}

/** Resolves when ICE gathering is complete, or after GATHER_MS with the candidates found so far. */
function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener("icegatheringstatechange", check);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === "complete") done();
    };
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", check);
  });
}

/** Marks the first frame shown (requestVideoFrameCallback where there is one): HLS and WebRTC alike. */
export function markFirstFrame(video: HTMLVideoElement): void {
  const mark = () => performance.mark("live-first-frame");
  if (typeof video.requestVideoFrameCallback === "function") video.requestVideoFrameCallback(mark);
  else (video as HTMLMediaElement).addEventListener("loadeddata", mark, { once: true });
}
