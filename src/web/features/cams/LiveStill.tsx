import { useEffect, useRef, useState } from "react";
import type { TImage } from "../../../common/contracts/catalog.ts";

/** How often a visible tile asks for a fresh still of the stream. */
export const STILL_REFRESH_MS = 8000;

/** The smallest picture of a srcset ("url 320w, url 640w, ..."), or the image's src without one. */
export function smallestSource(image: TImage): string {
  let best: { url: string; width: number } | null = null;
  for (const candidate of image.srcSet.split(",")) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = Number.parseInt(descriptor ?? "", 10);
    if (url && Number.isFinite(width) && (!best || width < best.width)) best = { url, width };
  }
  return best?.url ?? image.src;
}

/**
 * A still of an actor's live stream in a 16:9 frame (the stream's). The server's HTML has her
 * profile picture there, its smallest size (a placeholder as small as a tile, lazy, so the browser's
 * look-ahead costs little); the still is asked for only once the tile is on screen and the tab
 * visible, then again every STILL_REFRESH_MS while it stays so. A tile below the first screen costs
 * the origin nothing (in the sandbox every still keeps an encoder running) and the phone no bytes
 * until the guest scrolls to it. When the stream has no still now (204) the profile picture stays.
 */
export function LiveStill({ still, fallback, alt }: { still: string; fallback: TImage | null; alt: string }) {
  const frame = useRef<HTMLDivElement>(null);
  // 0: not asked yet (not on screen since hydration); then one more for every refresh.
  const [tick, setTick] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let visible = false;
    let timer: number | undefined;
    const shown = () => visible && document.visibilityState === "visible";
    const schedule = () => {
      window.clearTimeout(timer);
      if (shown())
        timer = window.setTimeout(() => {
          setTick((value) => value + 1);
          schedule();
        }, STILL_REFRESH_MS);
    };
    const observer = new IntersectionObserver((entries) => {
      visible = entries.some((entry) => entry.isIntersecting);
      // The first still as soon as the tile is on screen; the refreshes from then on.
      if (shown()) setTick((value) => (value === 0 ? 1 : value));
      schedule();
    });
    observer.observe(element);
    const onVisibility = () => {
      if (shown()) setTick((value) => (value === 0 ? 1 : value));
      schedule();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);
  // A still that failed (no still now: 204, the origin busy) is tried again at the next refresh:
  // the tile shows the profile picture meanwhile, never gives up on the live one for good.
  const [triedAt, setTriedAt] = useState(tick);
  if (failed && tick !== triedAt) {
    setTriedAt(tick);
    setFailed(false);
  }
  const src = tick <= 1 ? still : `${still}?t=${tick}`;
  return (
    <div
      ref={frame}
      className="img-frame ratio-16x9 cam-still"
      // Where the live picture is (tests wait for it): not asked for yet, on its way, shown, or none now.
      data-still={tick === 0 ? "off" : failed ? "none" : loaded ? "shown" : "loading"}
      style={fallback ? { backgroundColor: fallback.color } : undefined}
    >
      {fallback && !loaded ? (
        <img
          src={smallestSource(fallback)}
          alt=""
          aria-hidden="true"
          loading="lazy"
          decoding="async"
          data-testid="cam-avatar"
        />
      ) : null}
      {tick === 0 || failed ? null : (
        <img
          src={src}
          alt={alt}
          decoding="async"
          data-testid="cam-still"
          className={loaded ? "is-loaded" : undefined}
          onLoad={() => setLoaded(true)}
          // A failed refresh keeps the last picture; a first failure shows the profile picture until the next refresh.
          onError={() => {
            if (!loaded) setFailed(true);
          }}
        />
      )}
    </div>
  );
}
