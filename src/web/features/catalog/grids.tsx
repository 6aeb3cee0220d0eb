import type { TActorTile, TAlbumTile, TCategory, TVideoTile } from "../../../common/contracts/catalog.ts";
import { ActorTile } from "./ActorTile.tsx";
import { AlbumTile } from "./AlbumTile.tsx";
import { CategoryTile } from "./CategoryTile.tsx";
import { VideoTile } from "./VideoTile.tsx";

/**
 * The first row of a phone (two columns) loads at once with high priority; the other tiles lazily
 * (those in view start as soon as the page is laid out). React preloads the first ten eager images
 * of a page ahead of its stylesheets, so five eager tiles per grid delayed the first paint on phones
 * (Lighthouse, issue 13).
 */
const EAGER_TILES = 2;

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

/** A grid of actor portraits. */
export function ActorGrid({ actors, eager = false }: { actors: TActorTile[]; eager?: boolean }) {
  return (
    <ul className="tile-grid" data-testid="actor-grid">
      {actors.map((actor, index) => (
        <li key={actor.id}>
          <ActorTile actor={actor} priority={eager && index < EAGER_TILES} />
        </li>
      ))}
    </ul>
  );
}

/** A grid of categories. */
export function CategoryGrid({ categories }: { categories: TCategory[] }) {
  return (
    <ul className="tile-grid" data-testid="category-grid">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryTile category={category} />
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
