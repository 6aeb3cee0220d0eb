import { useQueryClient } from "@tanstack/react-query";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import type { TVideoSprite } from "../../../common/contracts/videoPictures.ts";
import { loadVideoPictures } from "./videoPictures.ts";

/** A mouse resting this long on a tile plays the free preview clip (not with reduced motion). */
export const HOVER_DELAY_MS = 350;

/** Loads the sprite sheet before it is shown, so the tile never shows an empty frame. */
function loadSprite(sprite: TVideoSprite): Promise<TVideoSprite> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(sprite);
    image.onerror = () => reject(new Error(`sprite ${sprite.url}`));
    image.src = sprite.url;
  });
}

/**
 * Mouse preview of a video tile. Moving across the tile scrubs through the thumbnail sprite (loaded
 * on the first hover; pointer-driven, so also with reduced motion); resting plays the muted preview
 * clip, unless the guest prefers reduced motion. Touch and keyboard are left alone.
 */
export function useTilePreview(videoId: number, clipUrl: string | null, thumbnails: number) {
  const client = useQueryClient();
  const [playing, setPlaying] = useState(false);
  const [sprite, setSprite] = useState<TVideoSprite | null>(null);
  /** Pointer position across the tile (0..1) while the mouse is over it. */
  const [x, setX] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const last = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const restThenPlay = () => {
    window.clearTimeout(timer.current);
    if (!clipUrl || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    timer.current = window.setTimeout(() => setPlaying(true), HOVER_DELAY_MS);
  };
  const track = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setX(box.width > 0 ? Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) : 0);
  };

  return {
    playing,
    sprite,
    x,
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== "mouse") return;
      last.current = { x: event.clientX, y: event.clientY };
      track(event);
      restThenPlay();
      if (thumbnails > 0 && !sprite) {
        loadVideoPictures(client, videoId)
          .then((pictures) => pictures.sprite && loadSprite(pictures.sprite))
          .then(
            (loaded) => setSprite(loaded || null),
            () => undefined,
          );
      }
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (event.pointerType !== "mouse") return;
      // Browsers also send moves without movement (after layout changes): those do not stop the clip.
      const previous = last.current;
      if (previous && Math.abs(previous.x - event.clientX) < 1 && Math.abs(previous.y - event.clientY) < 1)
        return;
      last.current = { x: event.clientX, y: event.clientY };
      track(event);
      setPlaying(false);
      restThenPlay();
    },
    onPointerLeave() {
      window.clearTimeout(timer.current);
      last.current = null;
      setPlaying(false);
      setX(null);
    },
  };
}
