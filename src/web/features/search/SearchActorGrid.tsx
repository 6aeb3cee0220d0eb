import type { TSearchActor } from "../../../common/contracts/search.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { ActorTile } from "../catalog/index.ts";

/** Tiles above the fold load eagerly (as the catalogue grids do). */
const EAGER_TILES = 5;

/**
 * The actors of a search result: the catalogue's actor tiles, each with its distance from the guest
 * ("12 km") when the answer is sorted by distance.
 */
export function SearchActorGrid({ actors, eager = false }: { actors: TSearchActor[]; eager?: boolean }) {
  const { t, language } = useI18n();
  const number = new Intl.NumberFormat(language);
  return (
    <ul className="tile-grid" data-testid="actor-grid">
      {actors.map((actor, index) => (
        <li key={actor.id} className="search-actor">
          <ActorTile actor={actor} priority={eager && index < EAGER_TILES} />
          {actor.distanceKm != null ? (
            <span
              className="search-distance num"
              data-testid="actor-distance"
              title={fill(t.search.distanceTitle, { km: number.format(actor.distanceKm) })}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 2a7 7 0 0 1 7 7c0 5.2-7 13-7 13S5 14.2 5 9a7 7 0 0 1 7-7Zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />
              </svg>
              {fill(t.search.distance, { km: number.format(actor.distanceKm) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
