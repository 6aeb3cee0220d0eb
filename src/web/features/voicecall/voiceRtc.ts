import { mediaJson } from "../../api/media.ts";

/**
 * A voice call's audio over WebRTC (issue 15): the microphone goes out, the performer's voice comes
 * into `audio`. The signalling URL is the live chats' (GET: what to send; POST {sdp} → answer).
 * Every second the inbound audio packets are written to `audio.dataset.packetsReceived` (the
 * browser test reads them; the page shows "connected" once they flow).
 */
export interface VoiceLine {
  close(): void;
  /** Mutes or unmutes the microphone (the track stays, nothing is renegotiated). */
  setMuted(muted: boolean): void;
}

export type VoiceProblem = "unsupported" | "microphone" | "failed";

export async function openVoiceLine(
  url: string,
  audio: HTMLAudioElement,
  handlers: { onProblem(problem: VoiceProblem): void; onPackets(received: number): void },
): Promise<VoiceLine> {
  let closed = false;
  let pc: RTCPeerConnection | null = null;
  let microphone: MediaStream | null = null;
  let muted = false;
  let timer: number | undefined;
  const line: VoiceLine = {
    close() {
      closed = true;
      window.clearInterval(timer);
      pc?.close();
      for (const track of microphone?.getTracks() ?? []) track.stop();
      audio.srcObject = null;
    },
    setMuted(value) {
      muted = value;
      for (const track of microphone?.getAudioTracks() ?? []) track.enabled = !value;
    },
  };
  if (typeof RTCPeerConnection === "undefined") {
    handlers.onProblem("unsupported");
    return line;
  }
  try {
    const signalling = await mediaJson<{ iceServers?: RTCIceServer[] }>(url);
    microphone = await navigator.mediaDevices?.getUserMedia({ audio: true, video: false }).catch(() => null);
    if (closed) {
      line.close();
      return line;
    }
    const connection = new RTCPeerConnection({ iceServers: signalling.iceServers ?? [] });
    pc = connection;
    const track = microphone?.getAudioTracks()[0];
    if (track) {
      track.enabled = !muted;
      connection.addTransceiver(track, { direction: "sendrecv", streams: microphone ? [microphone] : [] });
    } else {
      // No microphone (refused or missing): the guest still hears her, and is told.
      handlers.onProblem("microphone");
      connection.addTransceiver("audio", { direction: "sendrecv" });
    }
    connection.ontrack = (event) => {
      audio.srcObject = new MediaStream([event.track]);
      void audio.play().catch(() => undefined);
    };
    connection.onconnectionstatechange = () => {
      if (!closed && connection.connectionState === "failed") handlers.onProblem("failed");
    };
    await connection.setLocalDescription(await connection.createOffer());
    await gathered(connection);
    const answer = await mediaJson<{ sdp: string }>(url, { sdp: connection.localDescription?.sdp });
    if (closed) return line;
    await connection.setRemoteDescription({ type: "answer", sdp: answer.sdp });
    timer = window.setInterval(() => {
      void connection.getStats().then((report) => {
        report.forEach((stat: { type: string; kind?: string; packetsReceived?: number }) => {
          if (stat.type === "inbound-rtp" && stat.kind === "audio") {
            const received = stat.packetsReceived ?? 0;
            audio.dataset.packetsReceived = String(received);
            handlers.onPackets(received);
          }
        });
      });
    }, 1000);
  } catch {
    if (!closed) handlers.onProblem("failed");
  }
  return line;
}

/** Resolves when ICE gathering is complete, or after 3 s with the candidates found so far. */
function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 3000);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}
