import type { CSSProperties } from "react";
import {
  spriteCellAt,
  type TVideoPictures,
  type TVideoSprite,
} from "../../../common/contracts/videoPictures.ts";
import { rest } from "../../api/rest.ts";

const loaded = new Map<number, Promise<TVideoPictures>>();

/**
 * A video's preview thumbnails (GET tileGrid/getVideoPictures), read once per page and video and
 * shared by every tile and strip that shows it; a failed read is forgotten so a later hover tries again.
 */
export function loadVideoPictures(videoId: number): Promise<TVideoPictures> {
  let pictures = loaded.get(videoId);
  if (!pictures) {
    pictures = rest<TVideoPictures>(`tileGrid/getVideoPictures/${videoId}`);
    loaded.set(videoId, pictures);
    pictures.catch(() => loaded.delete(videoId));
  }
  return pictures;
}

/** The frame for `x` (0..1 across the tile): its position and the CSS that shows its cell of the sprite. */
export function spriteFrame(sprite: TVideoSprite, x: number): { position: number; style: CSSProperties } {
  const { position, column, row } = spriteCellAt(sprite, x);
  const percent = (index: number, cells: number) => (cells > 1 ? (index / (cells - 1)) * 100 : 0);
  return {
    position,
    style: {
      backgroundImage: `url("${sprite.url}")`,
      backgroundSize: `${sprite.columns * 100}% ${sprite.rows * 100}%`,
      backgroundPosition: `${percent(column, sprite.columns)}% ${percent(row, sprite.rows)}%`,
    },
  };
}
