import { Link } from "react-router";
import type { TCamTile } from "../../../common/contracts/catalog.ts";
import { formatMoney } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Badge } from "../../ui/Badge.tsx";
import { offerTexts } from "../live/index.ts";
import { LiveStill } from "./LiveStill.tsx";
import { CAMS_TEXTS } from "./texts.ts";

/**
 * An online performer on /cams/: the live still of her stream, LIVE / free chat / new badges,
 * name, age, languages and the chat types she offers with their price per minute. The tile leads
 * to her profile, where the chat starts.
 */
export function CamTile({ cam }: { cam: TCamTile }) {
  const { t, language } = useI18n();
  const c = CAMS_TEXTS[language];
  const o = offerTexts(language);
  return (
    <article className="cam-tile" data-testid="cam-tile" data-actor-id={cam.id}>
      <Link to={cam.url} className="cam-tile-link" prefetch="intent">
        <LiveStill still={cam.still} fallback={cam.avatar} alt={fill(c.liveStill, { name: cam.name })} />
        <span className="tile-badges">
          <Badge tone="live">{t.live.badge}</Badge>
          {cam.freeChat ? <Badge tone="new">{o.chatTypeNames.FREECHAT}</Badge> : null}
          {cam.isNew ? <Badge tone="new">{t.actor.newBadge}</Badge> : null}
        </span>
        <span className="cam-tile-caption">
          <span className="cam-tile-name">{cam.name}</span>
          <span className="cam-tile-meta num">
            {fill(t.actor.age, { age: cam.age })}
            {cam.languages.length > 0 ? ` · ${cam.languages.map((l) => l.toUpperCase()).join(" ")}` : ""}
          </span>
        </span>
      </Link>
      <ul className="cam-offers" aria-label={c.chatTypes}>
        {cam.offers.map((offer) => (
          <li key={offer.chatType} data-chat-type={offer.chatType}>
            <span>{o.chatTypeNames[offer.chatType]}</span>
            <span className="num">
              {offer.pricePerMinute.value === 0
                ? o.free
                : fill(o.perMinute, { price: formatMoney(offer.pricePerMinute, language) })}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
