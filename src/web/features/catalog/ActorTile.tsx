import { Link } from "react-router";
import type { TActorTile } from "../../../common/contracts/catalog.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Img, TILE_SIZES } from "../../ui/Img.tsx";
import { PinToggle } from "../favorites/PinToggle.tsx";

/** A 3:4 portrait tile: avatar, name, age, an online dot and (unless `pinToggle` is false) the favourite heart. */
export function ActorTile({
  actor,
  priority,
  pinToggle = true,
}: {
  actor: TActorTile;
  priority?: boolean;
  pinToggle?: boolean;
}) {
  const { t } = useI18n();
  return (
    <article className="actor-tile">
      <Link to={actor.url} className="actor-tile-link" prefetch="intent">
        <Img
          image={actor.avatar}
          alt={actor.name}
          ratio="3x4"
          sizes={TILE_SIZES}
          priority={priority ?? false}
        />
        {actor.isNew ? (
          <span className="tile-badges">
            <Badge tone="new">{t.actor.newBadge}</Badge>
          </span>
        ) : null}
        <span className="actor-tile-caption">
          <span className="actor-tile-name">
            {actor.isOnline ? <span className="online-dot" title={t.actor.online} /> : null}
            {actor.name}
            {actor.isOnline ? <span className="visually-hidden"> ({t.actor.online})</span> : null}
          </span>
          <span className="actor-tile-age num">{fill(t.actor.age, { age: actor.age })}</span>
        </span>
      </Link>
      {pinToggle ? (
        <PinToggle objectType="actor" objectId={actor.id} name={actor.name} variant="tile" />
      ) : null}
    </article>
  );
}
