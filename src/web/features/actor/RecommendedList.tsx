import type { TActorTile } from "../../../common/contracts/catalog.ts";
import { ActorTile } from "../catalog/index.ts";

/** The recommended actors' tiles (RecommendedActors): a chunk of its own, read with their data. */
export function RecommendedList({ actors }: { actors: TActorTile[] }) {
  return (
    // A scrollable region on phones: focusable so keyboard users can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard
    <ul className="recommended-list" tabIndex={0} aria-labelledby="recommended-title">
      {actors.map((actor) => (
        <li key={actor.id}>
          <ActorTile actor={actor} />
        </li>
      ))}
    </ul>
  );
}
