import { useEffect, useRef, useState } from "react";
import type { TLiveStream } from "../../../common/contracts/live.ts";

/**
 * The chat's live video: HLS through hls.js (loaded with the chat screen, not with the page), or
 * the browser's own HLS where it has one (Safari). Muted autoplay, inline on phones. Tells the
 * screen when no picture comes (`onFailure`), so the guest knows the billing still runs.
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
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const failed = useRef(onFailure);
  failed.current = onFailure;
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let destroy = () => {};
    let cancelled = false;
    const play = () => void element.play().catch(() => undefined);
    if (!("MediaSource" in window) && element.canPlayType("application/vnd.apple.mpegurl")) {
      element.src = stream.url;
      play();
      return () => {
        element.removeAttribute("src");
        element.load();
      };
    }
    void import("hls.js").then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        failed.current();
        return;
      }
      // Live edge close (1 s segments), and a few retries before the screen says the video failed.
      const hls = new Hls({ liveSyncDurationCount: 2, manifestLoadingMaxRetry: 4, levelLoadingMaxRetry: 4 });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) failed.current();
      });
      hls.loadSource(stream.url);
      hls.attachMedia(element);
      hls.on(Hls.Events.MANIFEST_PARSED, play);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [stream.url]);
  return (
    <div className={`live-player${playing ? " is-playing" : ""}`}>
      <video
        ref={video}
        aria-label={label}
        muted
        playsInline
        autoPlay
        data-testid="live-video"
        onPlaying={() => setPlaying(true)}
      />
    </div>
  );
}
