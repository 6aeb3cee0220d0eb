import { type RefObject, useEffect, useRef } from "react";
import { streamKey, underLatestGrant } from "./streamGrant.ts";

/**
 * Plays a live HLS stream whose URL carries a short-lived grant (a live chat's, a TV channel's) in
 * a video element: hls.js, loaded when a stream plays, not with the page, or the browser's own HLS
 * where it has one (Safari). The URL is renewed by its owner before it expires: hls.js sends every
 * later playlist and segment request under the newest URL's grant (no reload, nothing the guest
 * sees), the browser's own HLS takes the renewed URL as a new source. `onFailure`: no picture comes.
 * `url` null: nothing plays.
 */
export function useHlsPlayback(
  video: RefObject<HTMLVideoElement | null>,
  url: string | null,
  onFailure: () => void,
  options: { liveSyncDurationCount?: number; onStart?: (element: HTMLVideoElement) => void } = {},
): void {
  const failed = useRef(onFailure);
  failed.current = onFailure;
  const latestUrl = useRef(url);
  latestUrl.current = url;
  const nativeRenew = useRef<((url: string) => void) | null>(null);
  // The player lives as long as the stream, not one URL of it.
  const stream = url === null ? null : streamKey(url);
  const syncCount = options.liveSyncDurationCount ?? 2;
  const onStart = useRef(options.onStart);
  onStart.current = options.onStart;

  useEffect(() => {
    const element = video.current;
    if (!element || stream === null) return;
    onStart.current?.(element);
    let destroy = () => {};
    let cancelled = false;
    const play = () => void element.play().catch(() => undefined);
    const native = () => {
      element.src = latestUrl.current ?? "";
      play();
      nativeRenew.current = (renewed) => {
        element.src = renewed;
        play();
      };
      destroy = () => {
        nativeRenew.current = null;
        element.removeAttribute("src");
        element.load();
      };
    };
    void import("hls.js").then(({ default: Hls }) => {
      if (cancelled) return;
      // hls.js wherever it runs (Media Source, or the Managed Media Source of newer iPhones): it
      // follows a renewed URL without a reload; else the browser's own HLS, else no video.
      if (!Hls.isSupported()) {
        if (element.canPlayType("application/vnd.apple.mpegurl")) native();
        else failed.current();
        return;
      }
      // Close to the live edge, and a few retries before the page says the video failed.
      const hls = new Hls({
        liveSyncDurationCount: syncCount,
        manifestLoadingMaxRetry: 4,
        levelLoadingMaxRetry: 4,
        // Every playlist reload and segment goes under the newest grant (the old one expires).
        xhrSetup: (xhr, requested) =>
          xhr.open("GET", underLatestGrant(requested, latestUrl.current ?? requested), true),
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) failed.current();
      });
      hls.loadSource(latestUrl.current ?? "");
      hls.attachMedia(element);
      hls.on(Hls.Events.MANIFEST_PARSED, play);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [video, stream, syncCount]);

  useEffect(() => {
    if (url !== null) nativeRenew.current?.(url);
  }, [url]);
}
