import { useEffect, useRef, useState } from "react";
import type { TImage } from "../../../common/contracts/catalog.ts";

/** How often a visible tile asks for a fresh still of the stream. */
export const STILL_REFRESH_MS = 8000;

/**
 * A still of an actor's live stream in a 16:9 frame (the stream's), re-read every STILL_REFRESH_MS
 * while the tile is on screen and the tab visible (a hidden tile costs the origin nothing). Until
 * the first still has loaded, and when the stream has none, her profile picture shows instead.
 */
export function LiveStill({ still, fallback, alt }: { still: string; fallback: TImage | null; alt: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const [tick, setTick] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let visible = false;
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      if (visible && document.visibilityState === "visible")
        timer = window.setTimeout(() => {
          setTick((value) => value + 1);
          schedule();
        }, STILL_REFRESH_MS);
    };
    const observer = new IntersectionObserver((entries) => {
      visible = entries.some((entry) => entry.isIntersecting);
      schedule();
    });
    observer.observe(element);
    document.addEventListener("visibilitychange", schedule);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", schedule);
    };
  }, []);
  // A first picture that failed (the origin busy, 503) is tried again at the next refresh: the tile
  // shows the profile picture meanwhile, never gives up on the live one for good.
  const [triedAt, setTriedAt] = useState(tick);
  if (failed && tick !== triedAt) {
    setTriedAt(tick);
    setFailed(false);
  }
  const src = tick === 0 ? still : `${still}?t=${tick}`;
  return (
    <div
      ref={frame}
      className="img-frame ratio-16x9 cam-still"
      style={fallback ? { backgroundColor: fallback.color } : undefined}
    >
      {fallback && !loaded ? <img src={fallback.src} alt="" aria-hidden="true" loading="lazy" /> : null}
      {failed ? null : (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          data-testid="cam-still"
          className={loaded ? "is-loaded" : undefined}
          onLoad={() => setLoaded(true)}
          // A failed refresh keeps the last picture; a first failure falls back until the next refresh.
          onError={() => {
            if (!loaded) setFailed(true);
          }}
        />
      )}
    </div>
  );
}
