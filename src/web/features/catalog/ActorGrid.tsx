import type { TActorTile } from "../../../common/contracts/catalog.ts";
import { ActorTile } from "./ActorTile.tsx";
import { EAGER_TILES } from "./grids.tsx";

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
