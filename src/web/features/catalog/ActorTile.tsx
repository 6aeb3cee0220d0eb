import { Link } from "react-router";
import type { TActorTile } from "../../../common/contracts/catalog.ts";
import { formatMoney } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Img, TILE_SIZES } from "../../ui/Img.tsx";
import { PinToggle } from "../favorites/index.ts";

/**
 * A 3:4 portrait tile: avatar, name (never cut: it wraps), age, a LIVE badge with the message price
 * while she is online, and (unless `pinToggle` is false) the favourite heart.
 */
export function ActorTile({
  actor,
  priority,
  pinToggle = true,
}: {
  actor: TActorTile;
  priority?: boolean;
  pinToggle?: boolean;
}) {
  const { t, language } = useI18n();
  const live = actor.isOnline;
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
        {actor.isNew || live ? (
          <span className="tile-badges">
            {live ? <Badge tone="live">{t.live.badge}</Badge> : null}
            {actor.isNew ? <Badge tone="new">{t.actor.newBadge}</Badge> : null}
          </span>
        ) : null}
        <span className="actor-tile-caption">
          <span className="actor-tile-name">
            {actor.name}
            {live ? <span className="visually-hidden"> ({t.actor.online})</span> : null}
          </span>
          <span className="actor-tile-age num">{fill(t.actor.age, { age: actor.age })}</span>
          {live ? (
            <span className="actor-tile-price num" data-testid="actor-tile-price">
              {actor.messagePrice.value === 0
                ? t.live.freeMessaging
                : fill(t.live.perMessage, { price: formatMoney(actor.messagePrice, language) })}
            </span>
          ) : null}
        </span>
      </Link>
      {pinToggle ? (
        <PinToggle objectType="actor" objectId={actor.id} name={actor.name} variant="tile" />
      ) : null}
    </article>
  );
}
