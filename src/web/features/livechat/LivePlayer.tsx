import { useEffect, useRef, useState } from "react";
import type { TLiveStream } from "../../../common/contracts/live.ts";
import { useI18n } from "../../i18n/index.ts";
import { useHlsPlayback } from "../../ui/useHlsPlayback.ts";
import { PLAYER_TEXTS } from "./playerTexts.ts";
import { markFirstFrame, playWebRtc } from "./webrtc.ts";
import "./player.css";

/** Reconnections of a broken WebRTC stream before the screen says the video failed. */
const WEBRTC_RETRIES = 2;

/**
 * The chat's live video, as the stream's kind says. HLS (the public chat types): useHlsPlayback
 * (hls.js, loaded with the chat screen, or the browser's own HLS).
 * WebRTC (the private ones, well under a second behind): the performer's video and, when the
 * signalling asks for it (a video call), the guest's camera and microphone with a small self view.
 * Muted autoplay, inline on phones. Tells the screen when no picture comes (`onFailure`), so the
 * guest knows the billing still runs; a blocked camera or a browser without WebRTC says so here.
 * The stream URL lives a short time and the screen renews it (useHlsPlayback follows it without a
 * reload); a running WebRTC connection needs no URL, a reconnection takes the newest.
 */
export function LivePlayer({
  stream,
  label,
  onFailure,
}: {
  stream: TLiveStream;
  label: string;
  onFailure: () => void;
}) {
  const { language } = useI18n();
  const texts = PLAYER_TEXTS[language];
  const video = useRef<HTMLVideoElement>(null);
  const selfView = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [notice, setNotice] = useState<"camera" | "unsupported" | null>(null);
  const [self, setSelf] = useState<MediaStream | null>(null);
  const failed = useRef(onFailure);
  failed.current = onFailure;
  // A renewed URL (the screen renews it before it expires) is used by the next request of hls.js
  // and the next WebRTC reconnection; a running WebRTC connection stays.
  const latestUrl = useRef(stream.url);
  latestUrl.current = stream.url;
  const webrtc = stream.kind === "webrtc";

  useEffect(() => {
    const element = video.current;
    if (!element || !webrtc) return;
    let close = () => {};
    let stopped = false;
    let retries = 0;
    const connect = () => {
      void playWebRtc(latestUrl.current, element, {
        onLocalStream: setSelf,
        onProblem: (problem) => {
          if (stopped) return;
          if (problem === "camera" || problem === "unsupported") setNotice(problem);
          if (problem === "unsupported") failed.current();
          if (problem !== "failed") return;
          close();
          if (retries++ < WEBRTC_RETRIES) setTimeout(() => !stopped && connect(), 1000);
          else failed.current();
        },
      }).then((closeIt) => {
        if (stopped) closeIt();
        else close = closeIt;
      });
    };
    connect();
    return () => {
      stopped = true;
      close();
      setSelf(null);
    };
  }, [webrtc]);

  useEffect(() => {
    if (selfView.current) selfView.current.srcObject = self;
  }, [self]);

  useHlsPlayback(video, stream.kind === "hls" ? stream.url : null, () => failed.current(), {
    onStart: markFirstFrame,
  });

  return (
    <>
      <div className={`live-player${playing ? " is-playing" : ""}`} data-stream-kind={stream.kind}>
        <video
          ref={video}
          aria-label={label}
          muted
          playsInline
          autoPlay
          data-testid="live-video"
          onPlaying={() => setPlaying(true)}
        />
        {self ? (
          <video
            ref={selfView}
            className="live-self-view"
            aria-label={texts.selfViewLabel}
            muted
            playsInline
            autoPlay
            data-testid="live-self-view"
          />
        ) : null}
      </div>
      {notice ? (
        <p className="live-chat-warning" role="alert" data-testid="live-player-notice">
          {notice === "camera" ? texts.cameraRefused : texts.unsupported}
        </p>
      ) : null}
    </>
  );
}
