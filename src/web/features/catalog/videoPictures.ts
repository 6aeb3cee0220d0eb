import type { QueryClient } from "@tanstack/react-query";
import type { CSSProperties } from "react";
import { spriteCellAt } from "../../../common/contracts/values/videoPictures.ts";
import type { TVideoPictures, TVideoSprite } from "../../../common/contracts/videoPictures.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";
import { catalogKeys } from "./queries.ts";

/** Read once per page and video, shared by every tile and strip that shows it. */
export function videoPicturesQuery(videoId: number) {
  return {
    queryKey: catalogKeys.videoPictures(videoId),
    queryFn: () => rest<TVideoPictures>(`tileGrid/getVideoPictures/${videoId}`),
    staleTime: STALE.INFINITY,
  };
}

/**
 * A video's preview thumbnails (GET tileGrid/getVideoPictures) from the page's query cache; a
 * failed read is not kept, so a later hover tries again.
 */
export function loadVideoPictures(client: QueryClient, videoId: number): Promise<TVideoPictures> {
  return client.fetchQuery(videoPicturesQuery(videoId));
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
