import type { TAlbumTile, TVideoTile } from "../../../common/contracts/catalog.ts";
import { AlbumTile } from "./AlbumTile.tsx";
import { VideoTile } from "./VideoTile.tsx";

/**
 * The first row of a phone (two columns) loads at once with high priority; the other tiles lazily
 * (those in view start as soon as the page is laid out). React preloads the first ten eager images
 * of a page ahead of its stylesheets, so five eager tiles per grid delayed the first paint on phones
 * (Lighthouse, issue 13). Actor and category grids have files of their own (ActorGrid.tsx,
 * CategoryGrid.tsx): a page with video or album grids only does not load their tiles' code.
 */
export const EAGER_TILES = 2;

/** A grid of video tiles (5/4/3/2 columns by width). */
export function VideoGrid({ videos, eager = true }: { videos: TVideoTile[]; eager?: boolean }) {
  return (
    <ul className="tile-grid" data-testid="video-grid">
      {videos.map((video, index) => (
        <li key={video.id}>
          <VideoTile video={video} priority={eager && index < EAGER_TILES} />
        </li>
      ))}
    </ul>
  );
}

/** A grid of photo albums. */
export function AlbumGrid({ albums }: { albums: TAlbumTile[] }) {
  return (
    <ul className="tile-grid" data-testid="album-grid">
      {albums.map((album) => (
        <li key={album.id}>
          <AlbumTile album={album} />
        </li>
      ))}
    </ul>
  );
}
